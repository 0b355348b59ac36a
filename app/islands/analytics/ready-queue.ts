import { ANALYTICS } from '~/domain/constants'

type Timers = { setInterval: (fn: () => void, ms: number) => unknown; clearInterval: (id: unknown) => void; now: () => number }

const realTimers: Timers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
}

/**
 * Spec §4/§9: events for an analytics library that is not ready yet wait in a queue; readiness is
 * checked every 100 ms, the queue is flushed in order once it is ready, and after 30 s of waiting
 * it is given up (the events are dropped, not sent late and out of context).
 */
export function createReadyQueue<E>(isReady: () => boolean, send: (event: E) => void, timers: Timers = realTimers) {
  let queue: E[] = []
  let poller: unknown = null
  let startedAt = 0
  let gaveUp = false

  const stop = () => {
    if (poller !== null) timers.clearInterval(poller)
    poller = null
  }

  const check = () => {
    if (isReady()) {
      stop()
      const waiting = queue
      queue = []
      for (const event of waiting) send(event)
    } else if (timers.now() - startedAt >= ANALYTICS.localTimeoutMs) {
      stop()
      queue = []
      gaveUp = true
    }
  }

  return {
    track(event: E) {
      if (gaveUp) return
      if (poller === null && queue.length === 0 && isReady()) return send(event)
      queue.push(event)
      if (poller === null) {
        startedAt = timers.now()
        poller = timers.setInterval(check, ANALYTICS.pollMs)
      }
    },
    get pending() {
      return queue.length
    },
    get gaveUp() {
      return gaveUp
    },
  }
}
