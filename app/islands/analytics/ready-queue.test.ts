import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ANALYTICS } from '~/domain/constants'
import { createReadyQueue } from './ready-queue'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const timers = {
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: unknown) => clearInterval(id as number),
  now: () => Date.now(),
}

test('[R4.19] events wait until the library is ready, checked every 100 ms, then go in order', () => {
  expect(ANALYTICS).toEqual({ localTimeoutMs: 30_000, pollMs: 100 })
  let ready = false
  const sent: string[] = []
  const queue = createReadyQueue(
    () => ready,
    (e: string) => sent.push(e),
    timers,
  )
  queue.track('a')
  queue.track('b')
  vi.advanceTimersByTime(250)
  expect(sent).toEqual([])
  ready = true
  // Checks run at 100, 200, 300 ms…: ready at 250 ms is seen at 300 ms, not before.
  vi.advanceTimersByTime(49)
  expect(sent).toEqual([])
  vi.advanceTimersByTime(1)
  expect(sent).toEqual(['a', 'b'])
  queue.track('c')
  expect(sent).toEqual(['a', 'b', 'c'])
})

test('[R4.19] after 30 s without the library the queue gives up and drops its events', () => {
  const sent: string[] = []
  const queue = createReadyQueue(
    () => false,
    (e: string) => sent.push(e),
    timers,
  )
  queue.track('a')
  vi.advanceTimersByTime(29_900)
  expect(queue.gaveUp).toBe(false)
  expect(queue.pending).toBe(1)
  vi.advanceTimersByTime(200)
  expect(queue.gaveUp).toBe(true)
  expect(queue.pending).toBe(0)
  queue.track('b')
  expect(sent).toEqual([])
})
