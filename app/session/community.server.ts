import { bff } from '~/backends/bff.server'
import { type CommunityContext, communityHandshake, withCommunitySession } from '~/backends/community.server'
import { BackendError } from '~/backends/error'
import { logBackendError } from '~/backends/log.server'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound } from '~/http/responses.server'
import type { RequestContext } from './context.server'
import { lazyCookie } from './cookies.server'

/** The community service's session, kept for the shopper by the shop (a day, like the service's). */
const communityCookie = lazyCookie('pd_community', () => ({ maxAge: 24 * 60 * 60 }))

/**
 * Entering the community (decision 011): hidden when the `communityVisible` experiment is off (and, as
 * every flag, when the experiments cannot be read: §4 falls back to off); otherwise the community
 * session of spec §7 is started once (`POST /cookie` with the experiments) and reused. Answers the
 * cookie to send when a new one was started, and the context the community calls are given.
 */
export async function enterCommunity(request: Request, ctx: RequestContext): Promise<{ setCookie: string | null; ctx: CommunityContext }> {
  const experiments = await bff.experiments(ctx)
  if (experiments.communityVisible !== 'on') throw notFound()
  const kept = await communityCookie().parse(request.headers.get('cookie'))
  if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,200}$/.test(kept)) {
    return { setCookie: null, ctx: withCommunitySession(ctx, kept) }
  }
  try {
    const token = await communityHandshake(ctx, experiments)
    if (!token) return { setCookie: null, ctx }
    return { setCookie: await communityCookie().serialize(token), ctx: withCommunitySession(ctx, token) }
  } catch (error) {
    // Reading works without a community session: a failed handshake is logged, not shown.
    if (!(error instanceof BackendError)) throw error
    logBackendError(error)
    return { setCookie: null, ctx }
  }
}

/** A loader's headers plus the community cookie when one was started. */
export function withCommunityCookie(headers: Record<string, string>, setCookie: string | null): HeadersInit {
  // A new cookie makes the answer personal: it must never be shared by a cache.
  return setCookie ? { ...headers, ...cacheHeaders('private'), 'Set-Cookie': setCookie } : headers
}
