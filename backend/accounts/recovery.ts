import { hashPassword } from '../auth/passwords'
import { deleteUserSessions } from '../auth/sessions'
import type { Ctx } from '../context'
import { HttpError } from '../http/errors'
import { checkCertification, consumeCertification, type Purpose } from './certification'
import type { JoinType } from './signup'

/** Keys sent to find an account; CHANGE too, in case the shop reuses its change-number step. */
const RECOVERY: readonly Purpose[] = ['FIND', 'CHANGE']

/** `demo@petshop.test` → `de**@petshop.test`: enough to recognise, not enough to sign in with. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const shown = local.length > 2 ? 2 : 1
  return `${local.slice(0, shown)}${'*'.repeat(Math.max(1, local.length - shown))}${email.slice(at)}`
}

const notFound = () => new HttpError(404, 'NOT_FOUND', '입력하신 정보와 일치하는 계정이 없어요.')

/**
 * The member with this name and number. The key is checked first, so nobody learns whether a
 * name and number belong to a member without holding the phone.
 */
export async function findEmail(ctx: Ctx, input: { name: string; mobile_no: string; certification_key: string }) {
  await checkCertification(ctx, input.mobile_no, input.certification_key, { purposes: RECOVERY })
  const [user] = await ctx.db.query<{ email: string; created_at: Date; join_type: JoinType }>(
    `select email, created_at, signup_channel as join_type from users
      where name = $1 and mobile_no = $2 and status <> 'WITHDRAWN'
      order by created_at desc limit 1`,
    [input.name, input.mobile_no],
  )
  if (!user) throw notFound()
  await consumeCertification(ctx.db, input.mobile_no, input.certification_key)
  return { email_masked: maskEmail(user.email), created_at: user.created_at.toISOString(), join_type: user.join_type }
}

/** Sets a new password and ends every session of the member (whoever had them, they are out). */
export async function resetPassword(
  ctx: Ctx,
  input: { email: string; mobile_no: string; certification_key: string; password: string },
): Promise<{ ok: true }> {
  await checkCertification(ctx, input.mobile_no, input.certification_key, { purposes: RECOVERY })
  const [user] = await ctx.db.query<{ user_id: number }>(
    `select user_id from users where lower(email) = lower($1) and mobile_no = $2 and status <> 'WITHDRAWN'`,
    [input.email, input.mobile_no],
  )
  if (!user) throw notFound()
  const hash = await hashPassword(input.password)
  await ctx.db.transaction(async (tx) => {
    await consumeCertification(tx, input.mobile_no, input.certification_key)
    await tx.query('update users set password_hash = $2 where user_id = $1', [user.user_id, hash])
    await deleteUserSessions(tx, user.user_id)
  })
  return { ok: true }
}
