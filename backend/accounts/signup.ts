import type { Device } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { assertBeforeDeadline } from '../http/deadline'
import { checkCertification, consumeCertification } from './certification'
import { findInviter, freshInviteCode, grantInviteCoupon } from './invite'
import { fieldError } from './reasons'
import { grantSignupCoupon } from './signup-coupon'
import { issueTokens, type TokenAnswer } from './tokens'
import { welcomeBenefitsFor } from './welcome-benefits'

export type JoinType = 'EMAIL' | 'KAKAO' | 'NAVER' | 'APPLE'

export type NewMember = {
  email: string
  /**
   * scrypt hash; null for a member who signs in with a provider only. A function makes it only
   * once the key and the uniqueness checks passed: one hash costs 128 MB and about 250 ms, which
   * a refused form should not (issue 14).
   */
  passwordHash: string | null | (() => Promise<string>)
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
 * Creates a member and signs them in. The certification key is checked first (issue 14, finding
 * 10): whether an e-mail, number or nickname is taken is answered only to someone holding the
 * phone. A right key costs none of its 5 tries, so a taken nickname after it does not either.
 * `inTransaction` lets social sign-up link the provider account in the same transaction. (For
 * social sign-up the e-mail is the provider's, not a form field, but `field: 'email'` still
 * names what is wrong.)
 *
 * A number that withdrew in the last 30 days signs up without the welcome benefits (no invite
 * coupon, no sign-up coupon, no first-purchase deal): `welcome_benefits` false. Issue 16: everyone else
 * gets the sign-up coupon the home banner names.
 */
export async function createMember(
  ctx: Ctx,
  member: NewMember,
  device: Device,
  {
    inTransaction,
    deadline,
  }: {
    inTransaction?: (tx: Queryable, userId: number) => Promise<void>
    /** The shop's (http/deadline.ts): past it, the member is not made. */
    deadline?: number | null
  } = {},
): Promise<TokenAnswer> {
  await checkCertification(ctx, member.mobileNo, member.certificationKey, { purposes: ['SIGNUP'] })
  await assertFree(ctx.db, member)
  const inviterId = member.inviteCode ? await findInviter(ctx.db, member.inviteCode) : null
  if (member.inviteCode && inviterId === null) throw fieldError('INVITE_CODE_INVALID', 'invite_code')
  // Under a burst the hash queues behind the others: a sign-up whose shop has given up gets none.
  assertBeforeDeadline(deadline)
  const passwordHash = typeof member.passwordHash === 'function' ? await member.passwordHash() : member.passwordHash
  assertBeforeDeadline(deadline)

  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNUP_LOCK])
    await assertFree(tx, member)
    await consumeCertification(tx, member.mobileNo, member.certificationKey)
    const benefits = await welcomeBenefitsFor(tx, member.mobileNo, now)
    const [row] = await tx.query<{ user_id: number }>(
      `insert into users (email, password_hash, signup_channel, name, nickname, mobile_no, invite_code,
                          marketing_agree, created_at, welcome_benefits)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning user_id`,
      [
        member.email,
        passwordHash,
        member.joinType,
        member.name,
        member.nickname,
        member.mobileNo,
        await freshInviteCode(tx),
        member.marketingAgree,
        now.toISOString(),
        benefits,
      ],
    )
    const userId = row?.user_id
    if (userId === undefined) throw new Error('no user id')
    if (inviterId !== null && benefits) await grantInviteCoupon(tx, userId, inviterId, now)
    if (benefits) await grantSignupCoupon(tx, userId, now)
    await inTransaction?.(tx, userId)
    const tokens = await issueTokens(tx, now, userId, device)
    // Last, after the hash and the queue for the lock: a burst of sign-ups can take longer than the shop waits.
    assertBeforeDeadline(deadline)
    return tokens
  })
}
