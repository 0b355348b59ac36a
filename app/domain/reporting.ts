import { isIgnoredError, shouldReportError } from './errors'

/** Who owns a page, for error reports (spec §8: events are tagged with a team by path). */
export type Team = 'commerce' | 'community' | 'account' | 'discovery' | 'platform'

const TEAMS: Array<[RegExp, Team]> = [
  [/^\/community(\/|$)/, 'community'],
  [/^\/(v2|order|order-history|exchange-return|review|address|coupon-download|membership|subscription|welcome-deal)(\/|$)/, 'commerce'],
  [/^\/(auth|my|pet|logout|logout-bridge|api\/auth)(\/|$)/, 'account'],
  [/^\/(main|category|product|search|event|vet-commerce|vet|booking)(\/|$)/, 'discovery'],
]

export function teamForPath(path: string): Team {
  return TEAMS.find(([pattern]) => pattern.test(path))?.[1] ?? 'platform'
}

/** Known noise of browsers and extensions: never an error of ours. */
const NOISE = [
  /^ResizeObserver loop/,
  /^Script error\.?$/,
  /^AbortError/,
  /The operation was aborted/,
  /^Non-Error promise rejection captured/,
]

export type ErrorEvent = { message: string; path: string; isBot: boolean; doNotCatch?: boolean }

/**
 * Spec §8: drop do-not-catch errors, known noise and crawlers; drop the business messages that
 * are not errors (withdrawn user, product not found, blacklisted, Network Error) except on
 * /v2/order, where any failure may have cost an order; ignore 'Load failed' and 'Failed to fetch'.
 */
export function reportDecision(event: ErrorEvent): { report: boolean; team: Team } {
  const team = teamForPath(event.path)
  if (event.doNotCatch || event.isBot || isIgnoredError(event.message)) return { report: false, team }
  if (NOISE.some((pattern) => pattern.test(event.message))) return { report: false, team }
  if (!shouldReportError(event.message) && !event.path.startsWith('/v2/order')) return { report: false, team }
  return { report: true, team }
}
