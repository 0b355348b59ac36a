import type { RequestHandler, Response } from 'express'
import { HttpError } from './errors'

/**
 * The shop's one HTTP core says how long it will wait for each answer. Envoy does the same with
 * `x-envoy-expected-rq-timeout-ms`; the platform contract names it `X-Request-Timeout-Ms`.
 */
export const TIMEOUT_HEADER = 'x-request-timeout-ms'

/** Time kept back for the commit and the answer's way to the shop. */
const MARGIN_MS = 1000

/**
 * When this request's work must be done for its answer to reach a shop that is still waiting:
 * the budget less a margin of 1 s, or of half the budget when the budget is under 2 s (a short
 * budget still leaves its first half to the work). No deadline without a whole, positive number
 * of milliseconds: a caller that sets none waits as long as it likes.
 */
export function deadlineFrom(receivedAt: number, header: string | undefined): number | null {
  if (!header || !/^\d{1,9}$/.test(header)) return null
  const budget = Number(header)
  if (budget === 0) return null
  return receivedAt + budget - Math.min(MARGIN_MS, budget / 2)
}

/** Stamps the deadline on arrival, before the request waits for anything. */
export const markDeadline: RequestHandler = (req, res, next) => {
  res.locals.deadline = deadlineFrom(Date.now(), req.get(TIMEOUT_HEADER))
  next()
}

export function deadlineOf(res: Response): number | null {
  return typeof res.locals.deadline === 'number' ? res.locals.deadline : null
}

/**
 * Called by a write as the last thing before its transaction commits. Past the deadline the shop
 * has told the shopper the request failed (10초가 지나 요청이 취소되었어요), so the write must not
 * happen: 504 TIMEOUT rolls it back and the shopper's retry finds everything as it was. The real
 * clock on purpose, not the services' (tests move that one).
 */
export function assertBeforeDeadline(deadline: number | null | undefined): void {
  if (deadline != null && Date.now() > deadline) throw new HttpError(504, 'TIMEOUT')
}
