import { useEffect } from 'react'
import { reportDecision } from '~/domain/reporting'

type Props = { dsn?: string }

let started = false

/**
 * `@sentry/remix` in the browser (spec §8), only with a DSN: without one nothing is imported, so
 * the SDK's weight never reaches a phone. It loads after the page is interactive and keeps the
 * server's filter: noise, crawlers and the business messages dropped, the owning team tagged.
 */
export function ErrorReporter({ dsn }: Props) {
  useEffect(() => {
    if (!dsn || started) return
    started = true
    const start = () =>
      void import('@sentry/remix').then((Sentry) =>
        Sentry.init({
          dsn,
          tracesSampleRate: 0,
          sendDefaultPii: false,
          beforeSend(event, hint) {
            const error = hint.originalException
            const message = error instanceof Error ? error.message : String(event.message ?? event.exception?.values?.[0]?.value ?? '')
            const { report, team } = reportDecision({ message, path: window.location.pathname, isBot: false })
            if (!report) return null
            event.tags = { ...event.tags, team }
            return event
          },
        }),
      )
    if ('requestIdleCallback' in window) window.requestIdleCallback(start)
    else setTimeout(start, 1)
  }, [dsn])
  return null
}
