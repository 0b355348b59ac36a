import type { Device } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { checkCertification, consumeCertification } from './certification'
import { findInviter, grantInviteCoupon, inviteCodeFor } from './invite'
import { fieldError } from './reasons'
import { issueTokens, type TokenAnswer } from './tokens'

export type JoinType = 'EMAIL' | 'KAKAO' | 'NAVER' | 'APPLE'

export type NewMember = {
  email: string
  /** scrypt hash; null for a member who signs in with a provider only */
  passwordHash: string | null
  joinType: JoinType
  name: string
  nickname: string
  mobileNo: string
  certificationKey: string
  inviteCode: string | undefined
  marketingAgree: boolean
}

/**
 * Any fixed number: sign-ups run one at a time, so the checks below cannot be raced. Nickname and
 * number changes (settings.ts) take it too, so they cannot race a sign-up for the same value.
 */
export const SIGNUP_LOCK = 724_011

/** EMAIL_REGISTERED, MOBILE_REGISTERED, NICKNAME_TAKEN, in the order the form shows them. */
async function assertFree(db: Queryable, member: Pick<NewMember, 'email' | 'mobileNo' | 'nickname'>): Promise<void> {
  const [taken] = await db.query<{ email: boolean; mobile: boolean; nickname: boolean }>(
    `select exists (select 1 from users where lower(email) = lower($1)) as email,
            -- a withdrawn member's number may sign up again
            exists (select 1 from users where mobile_no = $2 and status <> 'WITHDRAWN') as mobile,
            exists (select 1 from users where lower(nickname) = lower($3)) as nickname`,
    [member.email, member.mobileNo, member.nickname],
  )
  if (taken?.email) throw fieldError('EMAIL_REGISTERED', 'email')
  if (taken?.mobile) throw fieldError('MOBILE_REGISTERED', 'mobile_no')
  if (taken?.nickname) throw fieldError('NICKNAME_TAKEN', 'nickname')
}

/**
 * Creates a member and signs them in. Field errors come before the certification check so a
 * taken nickname does not cost one of the key's 5 tries. `inTransaction` lets social sign-up
 * link the provider account in the same transaction. (For social sign-up the e-mail is the
 * provider's, not a form field, but `field: 'email'` still names what is wrong.)
 */
export async function createMember(
  ctx: Ctx,
  member: NewMember,
  device: Device,
  { inTransaction }: { inTransaction?: (tx: Queryable, userId: number) => Promise<void> } = {},
): Promise<TokenAnswer> {
  await assertFree(ctx.db, member)
  const inviterId = member.inviteCode ? await findInviter(ctx.db, member.inviteCode) : null
  if (member.inviteCode && inviterId === null) throw fieldError('INVITE_CODE_INVALID', 'invite_code')
  await checkCertification(ctx, member.mobileNo, member.certificationKey, { purposes: ['SIGNUP'] })

  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNUP_LOCK])
    await assertFree(tx, member)
    await consumeCertification(tx, member.mobileNo, member.certificationKey)
    // The id comes first because the invite code is made from it.
    const [next] = await tx.query<{ id: number }>(`select nextval(pg_get_serial_sequence('users', 'user_id'))::int as id`)
    const userId = next?.id
    if (userId === undefined) throw new Error('no user id')
    await tx.query(
      `insert into users (user_id, email, password_hash, signup_channel, name, nickname, mobile_no, invite_code,
                          marketing_agree, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [userId, member.email, member.passwordHash, member.joinType, member.name, member.nickname, member.mobileNo,
        inviteCodeFor(userId), member.marketingAgree, now.toISOString()],
    )
    if (inviterId !== null) await grantInviteCoupon(tx, userId, inviterId, now)
    await inTransaction?.(tx, userId)
    return issueTokens(tx, now, userId, device)
  })
}
