import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { scheduleSearchFallback } from './search-fallback-timers'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function schedule() {
  const show = vi.fn()
  const clear = vi.fn()
  const cancel = scheduleSearchFallback(show, clear)
  return { show, clear, cancel }
}

test('[R2.18] the skeleton shows once a navigation has run 800 ms, and stays until 10 s', () => {
  const { show, clear } = schedule()
  vi.advanceTimersByTime(799)
  expect(show).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(show).toHaveBeenCalledTimes(1)
  // Still there just before 10 s: clearing it any sooner breaks the rule.
  vi.advanceTimersByTime(10_000 - 800 - 1)
  expect(clear).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(clear).toHaveBeenCalledTimes(1)
  expect(show).toHaveBeenCalledTimes(1)
})

test('[R2.18] a navigation that completes first shows nothing; one completing after 800 ms is not cleared again at 10 s', () => {
  const early = schedule()
  vi.advanceTimersByTime(799)
  early.cancel()
  const late = schedule()
  vi.advanceTimersByTime(900)
  late.cancel()
  vi.advanceTimersByTime(60_000)
  expect(early.show).not.toHaveBeenCalled()
  expect(early.clear).not.toHaveBeenCalled()
  expect(late.show).toHaveBeenCalledTimes(1)
  expect(late.clear).not.toHaveBeenCalled()
})
