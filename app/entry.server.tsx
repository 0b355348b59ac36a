import { type AppLoadContext, type EntryContext, type HandleDocumentRequestFunction, createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { z } from 'zod'
import { koreanIssues } from '~/domain/zod-messages'
import { errorText, log } from '~/shared/log'
import { reportServerError } from './error-reporting.server'
import { stripReactNulBytes } from './streaming.server'
import { NonceProvider } from './ui/nonce'

const ABORT_DELAY = 10_000

// Every form the server reads answers in Korean, also for checks without a message of their own.
// Server only: the browser's bundle does not carry zod for pages without a form, and what a
// browser validates is the shop's own form, which cannot send what needs these messages.
z.setErrorMap(koreanIssues)

/**
 * Every page is sent once it is whole (onAllReady). No page defers data, so streaming the shell
 * first gained nothing, and it lost something without JavaScript: a lazy component that had not
 * loaded yet in this process (the push half-modal on a fresh server) went out as its fallback,
 * to be swapped in by a script a no-JavaScript browser never runs. The CSP nonce from server.ts
 * goes on every script React and Remix write.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
): ReturnType<HandleDocumentRequestFunction> {
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  return new Promise((resolve, reject) => {
    let didError = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const body = stripReactNulBytes()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          // A page that did not choose its caching is personal until proven otherwise (issue 4).
          if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: didError ? 500 : responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          didError = true
          log.error('page render failed', { error: errorText(error) })
        },
      },
    )
    setTimeout(abort, ABORT_DELAY + 1000)
  })
}

/** Spec §8: boundary errors are logged and reported. Aborted requests are the shopper leaving, not errors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  reportServerError(error, request)
}
