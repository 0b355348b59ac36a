import { z } from 'zod'
import { CACHE } from '~/domain/constants'
import { type UserDetail, UserDetailSchema } from '~/domain/user.schema'
import type { RequestContext } from '~/session/context.server'
import { TtlCache } from './cache.server'
import { BackendError } from './error'
import { callBackend } from './http.server'
import { deviceFields, v2Post } from './v2.server'

// Spec §4: user detail stays fresh 3 minutes per session.
// Keyed by session: one shopper's detail is never served to another.
const detailCache = new TtlCache<UserDetail>({ ttlMs: CACHE.userDetailStale, maxEntries: 5_000 })
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
  /** Spec §7 POST /user/detail {mobileDeviceId, mobileOsCode, session}. */
  detail(ctx: RequestContext): Promise<UserDetail> {
    if (!ctx.session) return Promise.reject(new BackendError({ code: 'UNAUTHORIZED', service: 'v2' }))
    return detailCache.getOrLoad(ctx.session, () => fetchDetail(ctx))
  },

  /** After a change to the account (pets, profile), the next page reads it afresh (spec §7 invalidation). */
  forget(ctx: RequestContext) {
    if (ctx.session) detailCache.delete(ctx.session)
  },

  /**
   * Spec §7 POST /user/device/update, as form data, once the app has given its session and push
   * token; the cached user is forgotten afterwards so the next read is fresh.
   */
  async updateDevice(ctx: RequestContext, mobileDeviceToken: string) {
    const form = new URLSearchParams({ mobile_os_code: ctx.osCode, mobile_device_id: ctx.deviceId, session: ctx.session ?? '', mobile_device_token: mobileDeviceToken })
    await callBackend({ service: 'v2', method: 'POST', path: '/user/device/update', schema: z.unknown(), body: form, headers: { authorization: ctx.session ?? undefined }, signal: ctx.signal })
    users.forget(ctx)
  },
}

