/**
 * When the primary starts the embedded backend again after it exited (decision 061): at once would
 * spin a backend that cannot start (a broken data directory, a port taken) at full CPU, so each
 * failure in a row doubles the wait from 0.2 s up to 5 s, and a backend that then stays up for
 * 30 s has earned a quick restart again.
 */
export const FIRST_DELAY_MS = 200
export const LONGEST_DELAY_MS = 5_000
/** Up this long, the next exit counts as the first in a row again. */
export const STABLE_AFTER_MS = 30_000

/** The wait before restart number `attempt` of a row (1 is the first): 0.2, 0.4, 0.8 … 5 s. */
export function restartDelay(attempt: number): number {
  if (attempt <= 1) return FIRST_DELAY_MS
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt - 1, 30))
}

/** The attempt number of the restart after an exit, given the previous one and how long the backend was up. */
export function nextAttempt(previous: number, upMs: number): number {
  return upMs >= STABLE_AFTER_MS ? 1 : previous + 1
}
