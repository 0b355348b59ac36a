import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { PublicThirdParty } from '~/domain/third-party'
import { type CommerceEvent, cookieValue, decodePendingEvents, PENDING_EVENTS_COOKIE, pageEventKey } from '~/domain/tracking'
import { analytics } from './analytics/analytics.client'
import { useShellData } from './use-shell-data'

type Props = { userId: number | null; inApp: boolean; thirdParty: PublicThirdParty }

/** Reads and clears the events an action left for this page (session/tracking.server.ts). */
function takePendingEvents(): CommerceEvent[] {
  const events = decodePendingEvents(cookieValue(document.cookie, PENDING_EVENTS_COOKIE))
  // The Cookie Store API is not in every web view the shells use; document.cookie is.
  if (events.length > 0)
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = `${PENDING_EVENTS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${window.isSecureContext ? '; Secure' : ''}`
  return events
}

/**
 * The analytics' side of the shell, on every page: the user id (spec §4: set, in the apps after
 * the ad-id update, which the hub waits for; reset once the page sees the shopper signed out after
 * being signed in, however the sign-out happened, a form without JavaScript included), and the
 * commerce events the last action left for the page that follows it.
 */
export function Tracking({ userId, inApp, thirdParty }: Props) {
  const location = useLocation()
  const navigation = useNavigation()
  // The keys are the same for the whole visit; a revalidated root hands over an equal, new object.
  const config = useRef(thirdParty)

  useEffect(() => {
    const front = analytics(inApp, config.current)
    if (userId !== null) front.identify(String(userId))
    else if (front.knownUserId() !== null) front.reset()
  }, [userId, inApp])

  const idle = navigation.state === 'idle'
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger: each page that follows an action looks once.
  useEffect(() => {
    if (!idle) return
    const events = takePendingEvents()
    if (events.length === 0) return
    const front = analytics(inApp, config.current)
    for (const event of events) front.track(event.name, event.props)
  }, [location.key, idle, inApp])

  return null
}

/**
 * A page's own event (a product seen, a search, the checkout): sent once per page seen, not again
 * for a change of sort or filter on it (domain/tracking pageEventKey). Renders nothing.
 */
export function PageEvent({ event }: { event: CommerceEvent }) {
  const root = useShellData()
  const latest = useRef({ event, root })
  latest.current = { event, root }
  const key = pageEventKey(event)
  useEffect(() => {
    const { event: current, root: data } = latest.current
    if (key) analytics(data?.isNativeApp ?? false, data?.thirdParty).track(current.name, current.props)
  }, [key])
  return null
}
