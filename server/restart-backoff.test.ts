import { expect, test } from 'vitest'
import { LONGEST_DELAY_MS, nextAttempt, restartDelay, STABLE_AFTER_MS } from './restart-backoff'

test('a backend that exits is started again after 0.2 s, then twice as long each time in a row, never past 5 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(restartDelay)).toEqual([200, 400, 800, 1600, 3200, 5000, 5000])
  expect(restartDelay(1_000)).toBe(LONGEST_DELAY_MS)
  expect(restartDelay(0)).toBe(200)
})

test('an exit after the backend stayed up 30 s is the first of a row again; a quicker one is the next', () => {
  expect(nextAttempt(0, 0)).toBe(1)
  expect(nextAttempt(4, STABLE_AFTER_MS - 1)).toBe(5)
  expect(nextAttempt(4, STABLE_AFTER_MS)).toBe(1)
  expect(nextAttempt(6, 120_000)).toBe(1)
})
