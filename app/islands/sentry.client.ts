import * as Sentry from '@sentry/remix'
import { reportDecision } from '~/domain/reporting'

/**
 * `@sentry/remix` in the browser with the server's filter (spec §8): noise, crawlers and the
 * business messages dropped, the owning team tagged. Imported only when a DSN is configured.
 */
export function startSentry(dsn: string) {
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
  })
}
