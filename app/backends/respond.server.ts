import { type HeadersFunction, json } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { BackendError } from './error'

/** The page answer for a backend failure: the §8 screen's status and a Korean message. */
export function errorResponse(error: BackendError) {
  return json({ code: error.code, message: error.message }, { status: error.status })
}

/**
 * The POST answer of a route that only reads (health, suggestions, redirects): 405 in Korean.
 * Without an action Remix answers such a POST with an English "Unexpected Server Error".
 */
export function readOnlyRoute() {
  return json({ code: 'BAD_REQUEST', message: MSG.error.badRequest }, { status: 405, headers: { Allow: 'GET, HEAD' } })
}

export function notFound(message: string = MSG.error.notFound) {
  return json({ code: 'NOT_FOUND', message }, { status: 404 })
}

/**
 * Runs a loader's work so a BackendError becomes the right §8 response instead of a bare 500.
 * Errors that are not BackendErrors are bugs: they go on to Remix (logged, 500, error screen).
 * Called inside the exported loader (never around it) so the browser bundle, where server
 * modules are empty, does not run it.
 */
export async function withPageErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof BackendError) {
      if (error.status >= 500) logBackendError(error)
      throw errorResponse(error)
    }
    throw error
  }
}

/**
 * A part of a page worth showing but not worth failing the page for: a backend failure is logged
 * and the fallback shown instead; anything else is a bug and goes on.
 */
export async function orFallback<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    logBackendError(error)
    return fallback
  }
}

export function logBackendError(error: BackendError) {
  if (error.clientGone) return
  console.error(
    JSON.stringify({
      level: 'error',
      msg: 'backend call failed',
      service: error.service,
      code: error.code,
      upstreamStatus: error.upstreamStatus,
      cause: error.cause instanceof Error ? error.cause.message : String(error.cause ?? ''),
    }),
  )
}

/**
 * Issue 4 caching: a guest's catalogue page is the same for every guest, so a CDN may keep it a
 * minute and serve it stale while it refreshes; anything with a session is private.
 */
export function catalogCacheControl(signedIn: boolean): string {
  return signedIn ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300'
}

/**
 * A form page whose action may echo what was typed (인증번호 받기, decision 026): the action's
 * Cache-Control wins over the loader's, so `no-store` reaches the document answer too.
 */
export const formCacheControl: HeadersFunction = ({ actionHeaders, loaderHeaders }) => ({
  'Cache-Control': actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})

/** A route's document answer keeps the Cache-Control its loader chose (private when unsure). */
export const loaderCacheControl: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})
