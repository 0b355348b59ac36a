import { push } from '~/backends/push.server'
import { orFallback } from '~/http/responses.server'
import type { RequestContext } from './context.server'
import { lazyCookie } from './cookies.server'

/**
 * Decision 050: a refusal of push (다음에 할게요 on the half-sheet, or 혜택 알림 turned off) keeps the
 * half-sheet closed for 30 days (`PUSH_SHEET_QUIET_DAYS`). The device remembers it in this cookie
 * (guests too); a member's is kept by V2 as well, so their other devices honour it.
 */
const declinedCookie = lazyCookie('pd_push_declined', () => ({ maxAge: 30 * 24 * 60 * 60 }))

/** When this device last refused, as an ISO instant; null when never or unreadable. */
export async function readPushDeclined(request: Request): Promise<string | null> {
  const value = await declinedCookie().parse(request.headers.get('cookie'))
  return typeof value === 'string' && Number.isFinite(Date.parse(value)) ? value : null
}

/** The cookie recording a refusal on this device now. */
export async function pushDeclinedHeader(now = new Date()): Promise<string> {
  return declinedCookie().serialize(now.toISOString())
}

/**
 * 다음에 할게요: the device's cookie, and for a member V2's record too. V2 being unavailable does not
 * keep the sheet open: this device still remembers.
 */
export async function declinePushSheet(ctx: RequestContext, now = new Date()): Promise<string> {
  if (ctx.session) await orFallback(push.declineSheet(ctx), null)
  return pushDeclinedHeader(now)
}
