import { useEffect } from 'react'

let started = false

/**
 * Browser error reporting (spec §8), only with a DSN: without one nothing is imported, so neither
 * the SDK nor its filter reaches a phone. It loads once the page is idle.
 */
export function ErrorReporter({ dsn }: { dsn?: string }) {
  useEffect(() => {
    if (!dsn || started) return
    started = true
    const start = () => void import('./sentry.client').then(({ startSentry }) => startSentry(dsn))
    if ('requestIdleCallback' in window) window.requestIdleCallback(start)
    else setTimeout(start, 1)
  }, [dsn])
  return null
}
