import { z } from 'zod'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'
import { users } from './user.server'

const Ok = z.object({}).passthrough()

/** Changes a member makes to their own account (docs/backend-api.md "V2: account settings"). */
async function change<T>(
  ctx: RequestContext,
  path: string,
  body: Record<string, unknown>,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
): Promise<T> {
  const answer = await v2Post(ctx, path, schema, body)
  // Spec §7: after a change the cached user detail is invalidated.
  users.forget(ctx)
  return answer
}

export const profile = {
  nickname: (ctx: RequestContext, nickname: string) => change(ctx, '/user/nickname/update', { nickname }, Ok),
  /** With the current password, or a key sent to the current number for a member without one (re-authentication). */
  mobile: (
    ctx: RequestContext,
    form: { mobileNo: string; certificationKey: string; currentPassword?: string; currentCertificationKey?: string },
  ) => change(ctx, '/user/mobile/update', form, Ok),
  password: (ctx: RequestContext, currentPassword: string, newPassword: string) =>
    change(ctx, '/user/password/update', { currentPassword, newPassword }, Ok),
  withdraw: (ctx: RequestContext, form: { reason: string; reasonText?: string; password?: string; certificationKey?: string }) =>
    change(ctx, '/user/withdraw', form, Ok),
}
