/**
 * `npm run load:cluster`: which failed requests went down with the killed node. A request failed
 * when it got no answer (refused, reset, cut mid-answer) or a 5xx (nginx's 502); a double-click's
 * first request given up by the browser did not fail. Failures whose answer (or failure) came in
 * the kill window are lost with the node; every other one is a violation.
 */
import type { Sample } from './browser'

/** From the kill until a few seconds after the node answers again; `to` 0 while it is still down. */
export type KillWindow = { from: number; to: number }

export const failed = (s: Sample): boolean => s.status >= 500 || (s.status === 0 && !s.abandoned)

export function inWindow(window: KillWindow, at: number | undefined, now = Date.now()): boolean {
  return at !== undefined && window.from > 0 && at >= window.from && at <= (window.to || now)
}

export function splitFailures(samples: readonly Sample[], window: KillWindow, now = Date.now()): { lost: Sample[]; elsewhere: Sample[] } {
  const failures = samples.filter(failed)
  return {
    lost: failures.filter((s) => inWindow(window, s.at, now)),
    elsewhere: failures.filter((s) => !inWindow(window, s.at, now)),
  }
}
