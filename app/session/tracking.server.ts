import { getEnv } from '~/config.server'
import { type CommerceEvent, cookieValue, decodePendingEvents, encodePendingEvents, PENDING_EVENTS_COOKIE } from '~/domain/tracking'

/**
 * Leaves commerce events for the page that follows an action (decision 030): added to the ones
 * still waiting, in a short-lived cookie the next page's script reads and clears (islands/Tracking).
 * Not httpOnly on purpose: it holds nothing but the shopper's own event, for the browser's own SDKs.
 * A page without JavaScript leaves it for the next page that has it.
 */
export function pendingEventsCookie(request: Request, events: CommerceEvent[]): string {
  const waiting = decodePendingEvents(cookieValue(request.headers.get('cookie'), PENDING_EVENTS_COOKIE))
  const value = encodePendingEvents([...waiting, ...events])
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : ''
  return `${PENDING_EVENTS_COOKIE}=${value}; Path=/; Max-Age=${value ? 600 : 0}; SameSite=Lax${secure}`
}
