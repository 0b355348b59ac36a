import { z } from 'zod'
import { CACHE } from '~/domain/constants'
import { type UserDetail, UserDetailSchema } from '~/domain/user.schema'
import { invalidations } from '~/shared/invalidation.server'
import { TtlCache } from './cache.server'
import { AnyAnswer, deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'
import { BackendError } from './error'
import { callBackend } from './http.server'

// Spec §4: user detail stays fresh 3 minutes per session.
// Keyed by member and session: one shopper's detail is never served to another, and a member's
// change drops their detail under every session.
const detailCache = new TtlCache<UserDetail>({ ttlMs: CACHE.userDetailStale, maxEntries: 5_000 })
const detailKey = (ctx: RequestContext, session: string) => `${ctx.userId ?? '-'}:${session}`

// With REDIS_URL a member's change or sign-out drops their detail on every shop process (decision 022).
const bus = invalidations()
bus.register('member', {
  drop: (userId) => detailCache.deleteWhere((key) => key.startsWith(`${userId}:`)),
  dropAll: () => detailCache.clear(),
})

/**
 * A session revoked elsewhere (다른 기기에서 로그아웃, a password change, a replayed
 * refresh token, another process) must stop showing the member at once, not after 3 minutes. A
 * cached detail is served only after V2 confirms the session with a light call (an indexed lookup,
 * `POST /auth/check`), once per request; the heavy detail stays cached. Decision 020.
 */
const confirmations = new WeakMap<RequestContext, { session: string; answer: Promise<boolean> }>()

function sessionStillLive(ctx: RequestContext, session: string): Promise<boolean> {
  const known = confirmations.get(ctx)
  if (known?.session === session) return known.answer
  const answer = callBackend({
    service: 'v2',
    method: 'POST',
    path: '/auth/check',
    schema: z.unknown(),
    keyCase: 'snake',
    body: deviceFields(ctx),
    headers: { authorization: session },
    signal: ctx.signal,
    requestId: ctx.requestId,
  }).then(
    () => true,
    // Only a refusal of the token ends it; an unreachable V2 is not a revoked session.
    (error: unknown) => !(error instanceof BackendError && (error.code === 'UNAUTHORIZED' || error.isBlacklisted) && !error.clientGone),
  )
  confirmations.set(ctx, { session, answer })
  return answer
}
const MAX_RETRIES = 3

/**
 * Worth another try: a dropped connection or a server error. Never an unauthorized answer (spec §4),
 * a business refusal, or a timeout (three more 10-second waits would hold the page for 40 s).
 */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof BackendError &&
    !error.business &&
    !error.clientGone &&
    (error.code === 'NETWORK_ERROR' || error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'ERROR')
  )
}

async function fetchDetail(ctx: RequestContext): Promise<UserDetail> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await v2Post(ctx, '/user/detail', UserDetailSchema, deviceFields(ctx))
    } catch (error) {
      if (attempt >= MAX_RETRIES || !isRetryable(error)) throw error
    }
  }
}

export const users = {
  /** §7: the dog/cat choice of a signed-in shopper; failures go to the error logger, never to the page. */
  updateSelectedProductGroup(ctx: RequestContext, productGroup1Id: number) {
    return v2Post(ctx, '/user/selected/product_group1/update', AnyAnswer, { ...deviceFields(ctx), productGroup1Id })
  },

  /** Spec §7 POST /user/detail {mobileDeviceId, mobileOsCode, session}. */
  async detail(ctx: RequestContext): Promise<UserDetail> {
    const session = ctx.session
    if (!session) throw new BackendError({ code: 'UNAUTHORIZED', service: 'v2' })
    bus.listen()
    const key = detailKey(ctx, session)
    // A refused check drops the cached detail; the call below then meets V2's own answer (a
    // renewal for a merely expired token, the sign-out alert for a revoked one).
    if (detailCache.get(key) && !(await sessionStillLive(ctx, session))) detailCache.delete(key)
    return detailCache.getOrLoad(key, () => fetchDetail(ctx))
  },

  /**
   * After a change to the account (pets, profile, password, withdrawal) or a sign-out, the next
   * page reads it afresh (spec §7 invalidation): under every session of the member, on every process.
   */
  forget(ctx: RequestContext) {
    if (ctx.userId !== null) bus.invalidate('member', String(ctx.userId))
    else if (ctx.session) detailCache.delete(detailKey(ctx, ctx.session))
  },

  /**
   * Spec §7 POST /user/device/update, as form data, once the app has given its session and push
   * token; the cached user is forgotten afterwards so the next read is fresh.
   */
  async updateDevice(ctx: RequestContext, mobileDeviceToken: string) {
    const form = new URLSearchParams({
      mobile_os_code: ctx.osCode,
      mobile_device_id: ctx.deviceId,
      session: ctx.session ?? '',
      mobile_device_token: mobileDeviceToken,
    })
    await callBackend({
      service: 'v2',
      method: 'POST',
      path: '/user/device/update',
      schema: z.unknown(),
      body: form,
      headers: { authorization: ctx.session ?? undefined },
      signal: ctx.signal,
      requestId: ctx.requestId,
    })
    users.forget(ctx)
  },
}
