import {
  type AppLoadContext,
  createReadableStreamFromReadable,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleDocumentRequestFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { z } from 'zod'
import { koreanIssues } from '~/domain/zod-messages'
import { errorText, log } from '~/shared/log'
import { reportServerError } from './error-reporting.server'
import { endedElsewhereAnswer } from './session/ended-elsewhere.server'
import { stripReactNulBytes } from './streaming.server'
import { NonceProvider } from './ui/nonce'

const ABORT_DELAY = 10_000

// The host's micro-cache asks the app which requests are a guest's shareable page (decision 038),
// with the request's load context, before Remix runs (server/host-hooks.ts checks it is here).
export { sharedPageKey } from './session/shared-page.server'

/** React's mark of a Suspense boundary it could not finish on the server (a lazy module not loaded yet). */
const UNFINISHED_BOUNDARY = '<!--$!-->'

// Every form the server reads answers in Korean, also for checks without a message of their own.
// Server only: the browser's bundle does not carry zod for pages without a form, and what a
// browser validates is the shop's own form, which cannot send what needs these messages.
z.setErrorMap(koreanIssues)

/**
 * Every page is sent once it is whole. No page defers data, so it is rendered to a string in one
 * go (decision 038: the stream's machinery cost home about a sixth of its CPU). A lazy
 * component that has not loaded yet in this process (the push half-modal on a fresh server)
 * cannot finish in a string render: React writes its fallback, to be swapped in by a script a
 * no-JavaScript browser never runs; such a page is rendered again by the stream, which waits for
 * it (onAllReady). The CSP nonce from server.ts goes on every script React and Remix write.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Awaited<ReturnType<HandleDocumentRequestFunction>>> {
  // A session ended elsewhere meets the login page, not the page's error or alert (decision 041).
  const endedElsewhere = await endedElsewhereAnswer(request, loadContext)
  if (endedElsewhere) return endedElsewhere
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  const page = () => (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // A page that did not choose its caching is personal until proven otherwise.
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
  const html = renderToString(page())
  if (!html.includes(UNFINISHED_BOUNDARY)) {
    return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode })
  }
  return streamWhole(page(), nonce, responseStatusCode, responseHeaders)
}

/** The page through React's stream, resolved once every lazy part is in (onAllReady). */
function streamWhole(page: JSX.Element, nonce: string | undefined, status: number, headers: Headers): Promise<Response> {
  return new Promise((resolve, reject) => {
    let didError = false
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        const body = stripReactNulBytes()
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: didError ? 500 : status }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        didError = true
        log.error('page render failed', { error: errorText(error) })
      },
    })
    setTimeout(abort, ABORT_DELAY + 1000)
  })
}

/**
 * Every data request (JavaScript on: a navigation's loader, a form's action): a session that ended
 * elsewhere gets the login page as Remix's redirect, whatever the loader or action answered
 * (decision 041).
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) =>
  (await endedElsewhereAnswer(request, context)) ?? response

/**
 * Spec §8: boundary errors are logged and reported, with the request's id (decision 062). Aborted
 * requests are the shopper leaving, not errors.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: AppLoadContext }) {
  if (request.signal.aborted) return
  reportServerError(error, request, context?.requestId)
}
