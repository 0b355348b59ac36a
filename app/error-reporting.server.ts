import * as Sentry from '@sentry/remix'
import { isCrawler } from '~/domain/crawler'
import { getEnv } from './config.server'
import { reportDecision } from './domain/reporting'
import { log, logLine } from './shared/log'

let sentryReady: boolean | null = null

/** Sentry on the server, only with a DSN (off otherwise); its own filter is the spec's. */
function sentry(): boolean {
  if (sentryReady !== null) return sentryReady
  const dsn = getEnv().SENTRY_DSN
  sentryReady = Boolean(dsn)
  if (dsn) Sentry.init({ dsn, tracesSampleRate: 0, sendDefaultPii: false })
  return sentryReady
}

/**
 * Spec §8: a boundary error is logged; it is reported (Sentry, tagged with the owning team) unless
 * the reporting rules drop it; spec §7: error logs also go as JSON to the logging service.
 */
export function reportServerError(error: unknown, request: Request, requestId?: string) {
  const path = new URL(request.url).pathname
  const message = error instanceof Error ? error.message : String(error)
  const { report, team } = reportDecision({ message, path, isBot: isCrawler(request.headers.get('user-agent')) })
  const fields = { url: request.url, path, team, requestId, reported: report, error: error instanceof Error ? error.stack : String(error) }
  log.error('unhandled route error', fields)
  if (!report) return
  // The id ties the event to the request's log lines and its backend calls (decision 062).
  if (sentry()) Sentry.captureException(error, { tags: requestId ? { team, request_id: requestId } : { team } })
  const url = getEnv().ERROR_LOG_URL
  if (url) {
    // Fire and forget, briefly: a slow logging service must not hold a shopper's page.
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: logLine('error', 'unhandled route error', fields),
      signal: AbortSignal.timeout(3000),
    }).catch(() => undefined)
  }
}
