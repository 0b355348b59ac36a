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

/**
 * Stamps every sample and every cut visit with the time it came, so a kill's failures can be told
 * from the others (`npm run load` kills the embedded backend, `npm run load:cluster` a node).
 * Returns the times of `unexpected`'s entries, index for index.
 */
export function stampTimes(stats: { record: (sample: Sample) => void }, unexpected: string[]): number[] {
  const record = stats.record
  Object.defineProperty(stats, 'record', { value: (sample: Sample) => record({ ...sample, at: Date.now() }) })
  const unexpectedAt: number[] = []
  const push = unexpected.push.bind(unexpected)
  unexpected.push = (...items: string[]) => {
    for (const _ of items) unexpectedAt.push(Date.now())
    return push(...items)
  }
  return unexpectedAt
}

/** Polls `ready` every 50 ms until it says yes; resolves with the time it did. */
export async function whenBack(ready: () => Promise<boolean>, limitMs = 60_000): Promise<number> {
  const deadline = Date.now() + limitMs
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`not back within ${limitMs / 1000} s`)
}

/** Resolves a third into shopping, and never sooner than 5 s in: when a run kills something. */
export function aThirdIn(shoppingStarted: number, seconds: number): Promise<void> {
  const delay = Math.max(5_000, (seconds * 1000) / 3)
  return new Promise<void>((resolve) => setTimeout(resolve, shoppingStarted + delay - Date.now()))
}

/** `502×1 503×356 no answer×2`, from a histogram of statuses. */
export function failureList(histogram: Record<string, number>): string {
  return Object.entries(histogram)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}×${n}`)
    .join(' ')
}
