import { json } from '@remix-run/node'
import { BackendError } from '~/backends/error'
import { logBackendError } from '~/backends/log.server'
import * as MSG from '~/domain/messages'

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
 * What a page answers for one kind of backend failure: a Korean message (shown on the §8 screen
 * with the failure's own status), a Response (a 404, a redirect with a toast), or either made from
 * the error. A function may answer `undefined` to leave the failure to the next key.
 */
export type PageAnswer =
  | string
  | Response
  | ((error: BackendError) => string | Response | undefined | Promise<string | Response | undefined>)

/**
 * Keys, looked up in this order: the backend's `reason` (V2's refusals, e.g. ORDER_ALREADY_PLACED),
 * its business signal (§8, e.g. BLACK_LISTED_USER), the body's `code`, the catalogue code
 * (NOT_FOUND, TIMEOUT …), then `'4xx'` for any other refusal and `'*'` for any other failure.
 */
export type PageAnswers = Record<string, PageAnswer>

function keysOf(error: BackendError): string[] {
  const keys = [error.reason, error.business, error.details.code, error.code]
  if (error.status < 500) keys.push('4xx')
  keys.push('*')
  return keys.filter((key): key is string => typeof key === 'string')
}

/** The answer the map gives this failure, else the §8 screen. */
export async function pageAnswer(error: BackendError, answers: PageAnswers = {}): Promise<Response> {
  for (const key of keysOf(error)) {
    if (!Object.hasOwn(answers, key)) continue
    const answer = answers[key]
    const made = typeof answer === 'function' ? await answer(error) : answer
    if (made === undefined) continue
    return typeof made === 'string' ? json({ code: error.code, message: made }, { status: error.status }) : made
  }
  return errorResponse(error)
}

/**
 * The one way from a backend failure to a page answer (docs/architecture.md §5). Runs a loader's
 * or an action's work; a BackendError is logged when it is the backend's fault (5xx, once) and
 * thrown as the answer `answers` names for it, else as the §8 screen. Errors that are not
 * BackendErrors are bugs: they go on to Remix (logged, 500, error screen). Called inside the
 * exported loader or action (never around it) so the browser bundle, where server modules are
 * empty, does not run it.
 */
export async function withPageErrors<T>(work: () => Promise<T>, answers: PageAnswers = {}): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    if (error.status >= 500) logBackendError(error)
    throw await pageAnswer(error, answers)
  }
}

/** Each reason of a route's reason → message map answered the same way (a redirect with it as a toast, …). */
export function answerEachReason(messages: Record<string, string>, answer: (message: string) => PageAnswer): PageAnswers {
  return Object.fromEntries(Object.entries(messages).map(([reason, message]) => [reason, answer(message)]))
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
