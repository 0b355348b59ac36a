import { createHash } from 'node:crypto'
import { checkPassword } from '../auth/password-check'
import type { Device, UserStatus } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { assertBeforeDeadline } from '../http/deadline'
import { claimSignupCertification, memberMadeBy, spendSignupCertification } from './certification'
import { findInviter, freshInviteCode, grantInviteCoupon } from './invite'
import { fieldError } from './reasons'
import { grantSignupCoupon } from './signup-coupon'
import { assertActive, issueTokens, type TokenAnswer } from './tokens'
import { welcomeBenefitsFor, welcomeRefusal } from './welcome-benefits'

export type JoinType = 'EMAIL' | 'KAKAO' | 'NAVER' | 'APPLE'

export type NewMember = {
  email: string
  /**
   * scrypt hash; null for a member who signs in with a provider only. A function makes it only
   * once the key and the uniqueness checks passed: one hash costs 128 MB and about 250 ms, which
   * a refused form should not.
   */
  passwordHash: string | null | (() => Promise<string>)
  /**
   * The typed password, null without one: the same form sent again (a double-click) signs in as
   * the member it made only with it (decision 042). Never stored.
   */
  password: string | null
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
 * What makes two sign-up posts the same submission (decision 042): the form without its password
 * (which only a slow hash may keep), as SHA-256.
 */
export function signupDigest(member: Omit<NewMember, 'passwordHash' | 'password' | 'certificationKey'>): string {
  const form = [
    member.joinType,
    member.email.toLowerCase(),
    member.name,
    member.nickname,
    member.mobileNo,
    member.inviteCode ?? '',
    member.marketingAgree,
  ]
  return createHash('sha256').update(JSON.stringify(form)).digest('hex')
}

/**
 * The same sign-up form again after it made its member (a double-click whose first answer the
 * browser dropped, 가입하기 again after a slow answer): the first post's answer again, the
 * member signed in, nothing made twice (decision 019). With a password it must be the one the
 * member was made with (checked as a sign-in is, throttled); anything else is a second use of
 * the key.
 */
export async function signInRepeat(
  ctx: Ctx,
  db: Queryable,
  userId: number,
  member: Pick<NewMember, 'password'>,
  device: Device,
): Promise<TokenAnswer> {
  const [made] = await db.query<{ user_id: number; password_hash: string | null; status: UserStatus }>(
    'select user_id, password_hash, status from users where user_id = $1',
    [userId],
  )
  const same = made && (member.password === null ? made.password_hash === null : await checkPassword(db, made, member.password, ctx.now()))
  if (!made || !same) throw fieldError('CERTIFICATION_USED', 'certification_key')
  assertActive(made.status)
  return issueTokens(db, ctx.now(), made.user_id, device)
}

/**
 * Creates a member and signs them in. The certification key is checked first (without one,
 * nobody learns who is registered), and answers one form (decision 042): the first form that
 * passes the check spends it for every other, whatever it is answered, so one key learns about one e-mail at most. Then the
 * rest of the form (the invite code), and only then whether the e-mail, number or nickname is
 * taken. The same form again is answered as the first was: refused the same way, or signed in
 * as the member it made. `inTransaction` lets social sign-up link the provider account in the
 * same transaction. (For social sign-up the e-mail is the provider's, not a form field, but
 * `field: 'email'` still names what is wrong.)
 *
 * A number that withdrew in the last 30 days signs up without the welcome benefits (no invite
 * coupon, no sign-up coupon, no first-purchase deal or coupon): `welcome_benefits` false, read
 * by `welcomeRefusal`, the one rule every benefit asks. Everyone else gets the sign-up
 * coupon the home banner names.
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
  const digest = signupDigest(member)
  const { madeUserId } = await claimSignupCertification(ctx, member.mobileNo, member.certificationKey, digest)
  if (madeUserId !== null) return signInRepeat(ctx, ctx.db, madeUserId, member, device)
  const inviterId = member.inviteCode ? await findInviter(ctx.db, member.inviteCode) : null
  if (member.inviteCode && inviterId === null) throw fieldError('INVITE_CODE_INVALID', 'invite_code')
  // A double-click's twin may have made the member since this post claimed the key: then the
  // e-mail is taken by that very member, and this post signs in as it too (decision 019).
  const twin = await assertFree(ctx.db, member).then(
    () => null,
    async (error: unknown) => {
      const made = await memberMadeBy(ctx.db, member.mobileNo, member.certificationKey, digest)
      if (made === null) throw error
      return made
    },
  )
  if (twin !== null) return signInRepeat(ctx, ctx.db, twin, member, device)
  // Under a burst the hash queues behind the others: a sign-up whose shop has given up gets none.
  assertBeforeDeadline(deadline)
  const passwordHash = typeof member.passwordHash === 'function' ? await member.passwordHash() : member.passwordHash
  assertBeforeDeadline(deadline)

  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNUP_LOCK])
    // The twin of a double-click may have made the member while this post waited for the lock.
    const twin = await memberMadeBy(tx, member.mobileNo, member.certificationKey, digest)
    if (twin !== null) return signInRepeat(ctx, tx, twin, member, device)
    await assertFree(tx, member)
    const [row] = await tx.query<{ user_id: number }>(
      // 마케팅 정보 수신 (decision 049): dated, and it is the push consent of the benefit
      // notices (spec §4), dated as /user/push/agree/date/update dates it.
      `insert into users (email, password_hash, signup_channel, name, nickname, mobile_no, invite_code,
                          marketing_agree, created_at, welcome_benefits,
                          marketing_agree_at, mobile_push_code, push_agree_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
               case when $8 then $9::timestamptz end, case when $8 then 'Y' else 'N' end, case when $8 then $9::timestamptz end)
       returning user_id`,
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
        await welcomeBenefitsFor(tx, member.mobileNo, now),
      ],
    )
    const userId = row?.user_id
    if (userId === undefined) throw new Error('no user id')
    await spendSignupCertification(tx, member.mobileNo, member.certificationKey, digest, userId)
    const welcome = (await welcomeRefusal(tx, userId)) === null
    if (inviterId !== null && welcome) await grantInviteCoupon(tx, userId, inviterId, now)
    if (welcome) await grantSignupCoupon(tx, userId, now)
    await inTransaction?.(tx, userId)
    const tokens = await issueTokens(tx, now, userId, device)
    // Last, after the hash and the queue for the lock: a burst of sign-ups can take longer than the shop waits.
    assertBeforeDeadline(deadline)
    return tokens
  })
}
