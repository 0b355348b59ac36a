import { z } from 'zod'
import type { RequestContext } from '~/session/context.server'
import { callBackend } from './http.server'
import { withRenewal } from './renew.server'

/** Spec §7: V2 calls are POST with a snake_case JSON body and the session as Authorization. */
export function v2Post<T>(
  ctx: RequestContext,
  path: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  body: Record<string, unknown>,
  opts: { timeoutMs?: number } = {},
) {
  // The body's `session` (spec §7 lists it in most calls) follows the context, so a retry after
  // renewal sends the new token in both places.
  const send = () =>
    callBackend({
      service: 'v2',
      method: 'POST',
      path,
      schema,
      body: 'session' in body ? { ...body, session: ctx.session } : body,
      keyCase: 'snake',
      // The shopper's address, for V2's per-address limits (issue 14, finding 10).
      headers: { authorization: ctx.session ?? undefined, 'x-client-ip': ctx.clientIp ?? undefined },
      timeoutMs: opts.timeoutMs,
      signal: ctx.signal,
    })
  return withRenewal(ctx, send)
}

/** The device fields most V2 calls repeat. */
export function deviceFields(ctx: RequestContext) {
  return { mobileDeviceId: ctx.deviceId, mobileOsCode: ctx.osCode, session: ctx.session }
}

const Ok = z.unknown()

export const v2 = {
  /** §7: the dog/cat choice of a signed-in shopper; failures go to the error logger, never to the page. */
  updateSelectedProductGroup(ctx: RequestContext, productGroup1Id: number) {
    return v2Post(ctx, '/user/selected/product_group1/update', Ok, { ...deviceFields(ctx), productGroup1Id })
  },
}
