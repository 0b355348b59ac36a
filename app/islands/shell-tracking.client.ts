import { pageCommerceEvent } from '~/domain/page-commerce-event'
import type { PageEventInput } from '~/domain/page-event'
import type { PublicThirdParty } from '~/domain/third-party'
import { type CommerceEvent, cookieValue, decodePendingEvents, PENDING_EVENTS_COOKIE } from '~/domain/tracking'
import { INITIAL_VISIT, VISIT_EVENT, type VisitState, visitData, visitPageOf, visitStep } from '~/domain/visit'
import { analytics } from './analytics/analytics.client'

/**
 * What the shell's tracking does with what ShellTracking.tsx sees of the page. Loaded once the page
 * is interactive; ShellTracking hands over every change, in the order it saw them.
 */

/**
 * Spec §4: the analytics' user id is set (in the apps after the ad-id update, which the hub waits
 * for) and reset once the page sees the shopper signed out after being signed in, however the
 * sign-out happened, a form without JavaScript included.
 */
export function userSeen(userId: number | null, inApp: boolean, config: PublicThirdParty) {
  const front = analytics(inApp, config)
  if (userId !== null) front.identify(String(userId))
  else if (front.knownUserId() !== null) front.reset()
}

/** A page's own commerce event (Tracking.tsx PageEvent). */
export function pageEvent(input: PageEventInput, inApp: boolean, config: PublicThirdParty) {
  const event = pageCommerceEvent(input)
  analytics(inApp, config).track(event.name, event.props)
}

/** Reads and clears the events an action left for this page (session/tracking.server.ts). */
function takePendingEvents(): CommerceEvent[] {
  const events = decodePendingEvents(cookieValue(document.cookie, PENDING_EVENTS_COOKIE))
  // The Cookie Store API is not in every web view the shells use; document.cookie is.
  if (events.length > 0)
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = `${PENDING_EVENTS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${window.isSecureContext ? '; Secure' : ''}`
  return events
}

/** A page that follows an action sends the commerce events the action left for it (decision 030). */
export function pageSettled(inApp: boolean, config: PublicThirdParty) {
  const events = takePendingEvents()
  if (events.length === 0) return
  const front = analytics(inApp, config)
  for (const event of events) front.track(event.name, event.props)
}

let visit: VisitState = INITIAL_VISIT

export type RouterSeen = {
  /** The navigation's location key. */
  key: string
  /** Whether the router is idle. */
  ready: boolean
  /** The deepest matched route's id and its productId parameter. */
  routeId: string | undefined
  productIdParam: string | undefined
  productGroup1Id: number
  inApp: boolean
  config: PublicThirdParty
}

/**
 * Spec §4 visit logging: once the router is ready after a navigation to one of the four logged
 * routes, one `visit_route` event (domain/visit). The shop's server sends it to V2 with the
 * session, and sends nothing for a guest (§7: no event without a session).
 */
export function routerSeen({ key, ready, routeId, productIdParam, productGroup1Id, inApp, config }: RouterSeen) {
  const step = visitStep(visit, key, ready)
  visit = step.state
  const page = visitPageOf(routeId)
  if (!step.log || !page) return
  const productId = page === 'product_detail' ? Number(productIdParam) || null : null
  analytics(inApp, config).track(VISIT_EVENT, visitData(page, productGroup1Id, productId))
  void fetch('/api/events/visit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page, productId, productGroup1Id }),
    keepalive: true,
  }).catch(() => undefined)
}
