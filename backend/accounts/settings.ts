import { z } from 'zod'
import { checkPassword } from '../auth/password-check'
import { hashPassword, verifyPassword } from '../auth/passwords'
import { endOtherSessions, type Session } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { checkCertification, consumeCertification } from './certification'
import * as field from './fields'
import { tellOldNumber } from './number-notice'
import { fieldError, reasonError } from './reasons'
import { type ProofFields, reauthenticate } from './reauth'
import { SIGNUP_LOCK } from './signup'

/**
 * Contract "V2: account settings, push consent and pet edits": a member changes their nickname,
 * mobile number or password, or leaves. Field errors have the shape sign-up's have.
 */

/** Why a member leaves (the shop shows the Korean labels of the contract). */
export const WITHDRAW_REASONS = ['RARELY_USED', 'NO_PRODUCT', 'PRICE', 'DELIVERY', 'OTHER'] as const

export const nicknameBody = z.object({ nickname: field.nickname, ...field.withSession })
/** The current password (or, without one, a key sent to the current number) re-authenticates. */
const proofFields = {
  current_password: z.string({ invalid_type_error: '현재 비밀번호를 입력해 주세요.' }).max(100, '현재 비밀번호가 맞지 않아요.').nullish(),
  current_certification_key: field.certificationKey.nullish(),
}
export const mobileBody = z.object({
  mobile_no: field.mobileNo,
  certification_key: field.certificationKey,
  ...proofFields,
  ...field.withSession,
})
export const passwordBody = z.object({ current_password: field.currentPassword, new_password: field.newPassword, ...field.withSession })
export const withdrawBody = z.object({
  reason: z.enum(WITHDRAW_REASONS, { message: '탈퇴 사유를 선택해 주세요.' }),
  reason_text: z
    .string({ invalid_type_error: '탈퇴 사유는 500자 이내로 입력해 주세요.' })
    .trim()
    .max(500, '탈퇴 사유는 500자 이내로 입력해 주세요.')
    .nullish()
    .transform((text) => text || null),
  password: z.string({ invalid_type_error: '비밀번호를 입력해 주세요.' }).max(100, '비밀번호가 맞지 않아요.').nullish(),
  // A member without a password (social sign-up): a CHANGE key sent to the number on the account.
  certification_key: field.certificationKey.nullish(),
  ...field.withSession,
})

const CURRENT_PASSWORD_WRONG = '현재 비밀번호가 맞지 않아요.'

async function passwordHashOf(ctx: Ctx, userId: number): Promise<string | null> {
  const [row] = await ctx.db.query<{ password_hash: string | null }>('select password_hash from users where user_id = $1', [userId])
  if (!row) throw new HttpError(401, 'UNAUTHORIZED')
  return row.password_hash
}

/** The nickname rules of sign-up: unique without regard to case, withdrawn members' included. */
export async function changeNickname(ctx: Ctx, userId: number, nickname: string): Promise<{ nickname: string }> {
  await ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNUP_LOCK])
    const taken = await tx.query('select 1 from users where lower(nickname) = lower($1) and user_id <> $2', [nickname, userId])
    if (taken.length > 0) throw fieldError('NICKNAME_TAKEN', 'nickname')
    await tx.query('update users set nickname = $2 where user_id = $1', [userId, nickname])
  })
  return { nickname }
}

const numberTaken = async (db: Queryable, mobileNo: string, userId: number) =>
  // As at sign-up, a withdrawn member's number is free again.
  (await db.query("select 1 from users where mobile_no = $1 and status <> 'WITHDRAWN' and user_id <> $2", [mobileNo, userId])).length > 0

const CHANGE_PROOF: ProofFields = {
  password: 'current_password',
  certificationKey: 'current_certification_key',
  wrongPassword: '현재 비밀번호가 맞지 않아요.',
  missingPassword: '현재 비밀번호를 입력해 주세요.',
}

type MobileChange = {
  mobile_no: string
  certification_key: string
  current_password?: string | null
  current_certification_key?: string | null
}

/**
 * A new number, proven with a CHANGE key sent to it, by a member who re-authenticated first (the
 * number recovers the password: a session alone must not move it, docs/security.md). The proof
 * comes before the number checks, so only the member learns whether a number is taken; a taken
 * number does not cost one of the key's 5 tries. The keys are used up, the old number is told and
 * every other session ends in the transaction that stores the number.
 */
export async function changeMobile(ctx: Ctx, session: Session, input: MobileChange): Promise<{ mobile_no: string }> {
  const { userId } = session
  const mobileNo = input.mobile_no
  const useProof = await reauthenticate(
    ctx,
    userId,
    { password: input.current_password, certificationKey: input.current_certification_key },
    CHANGE_PROOF,
  )
  if (await numberTaken(ctx.db, mobileNo, userId)) throw fieldError('MOBILE_REGISTERED', 'mobile_no')
  await checkCertification(ctx, mobileNo, input.certification_key, { purposes: ['CHANGE'] })
  await ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SIGNUP_LOCK])
    if (await numberTaken(tx, mobileNo, userId)) throw fieldError('MOBILE_REGISTERED', 'mobile_no')
    await consumeCertification(tx, mobileNo, input.certification_key)
    await useProof(tx)
    const [old] = await tx.query<{ mobile_no: string | null }>('select mobile_no from users where user_id = $1 for update', [userId])
    await tx.query('update users set mobile_no = $2 where user_id = $1', [userId, mobileNo])
    if (old?.mobile_no && old.mobile_no !== mobileNo) await tellOldNumber(tx, old.mobile_no, mobileNo, ctx.now())
    await endOtherSessions(tx, userId, session.token)
  })
  return { mobile_no: mobileNo }
}

/**
 * A new password; every other session of the member ends, the one that asked stays. The current
 * password is checked under the account's throttle (auth/password-check.ts).
 */
export async function changePassword(ctx: Ctx, session: Session, current: string, next: string): Promise<{ ok: true }> {
  const stored = await passwordHashOf(ctx, session.userId)
  if (!stored) throw reasonError('PASSWORD_NOT_SET')
  if (!(await checkPassword(ctx.db, { user_id: session.userId, password_hash: stored }, current, ctx.now()))) {
    throw fieldError('PASSWORD_MISMATCH', 'current_password', CURRENT_PASSWORD_WRONG)
  }
  if (await verifyPassword(next, stored)) throw fieldError('PASSWORD_REUSED', 'new_password')
  const hash = await hashPassword(next)
  await ctx.db.transaction(async (tx) => {
    // Only over the hash that was checked (or its rehash at today's cost, by the check itself):
    // a password changed meanwhile by someone else makes this one wrong.
    const [now] = await tx.query<{ password_hash: string | null }>('select password_hash from users where user_id = $1 for update', [
      session.userId,
    ])
    if (!now?.password_hash || (now.password_hash !== stored && !(await verifyPassword(current, now.password_hash)))) {
      throw fieldError('PASSWORD_MISMATCH', 'current_password', CURRENT_PASSWORD_WRONG)
    }
    await tx.query('update users set password_hash = $2 where user_id = $1', [session.userId, hash])
    await endOtherSessions(tx, session.userId, session.token)
  })
  return { ok: true }
}

type Withdrawal = {
  reason: (typeof WITHDRAW_REASONS)[number]
  reason_text: string | null
  password?: string | null | undefined
  certification_key?: string | null | undefined
}

const WITHDRAW_PROOF: ProofFields = {
  password: 'password',
  certificationKey: 'certification_key',
  wrongPassword: '비밀번호가 맞지 않아요.',
  missingPassword: '비밀번호를 입력해 주세요.',
}

/**
 * The member leaves: status WITHDRAWN (as the test hook sets it), the reason kept, push consent
 * and push tokens gone, every session ended. A member with a password must give it (throttled);
 * one without (social sign-up) a CHANGE key sent to the number on the account.
 */
export async function withdraw(ctx: Ctx, userId: number, input: Withdrawal): Promise<{ ok: true }> {
  const useProof = await reauthenticate(
    ctx,
    userId,
    { password: input.password, certificationKey: input.certification_key },
    WITHDRAW_PROOF,
  )
  await ctx.db.transaction(async (tx) => {
    await useProof(tx)
    const left = await tx.query(
      `update users set status = 'WITHDRAWN', mobile_push_code = 'N', mobile_night_push_code = 'N'
        where user_id = $1 and status = 'ACTIVE' returning user_id`,
      [userId],
    )
    if (left.length === 0) throw new HttpError(401, 'UNAUTHORIZED')
    await tx.query('insert into user_withdrawals (user_id, reason_code, reason_text, withdrawn_at) values ($1, $2, $3, $4)', [
      userId,
      input.reason,
      input.reason_text,
      ctx.now().toISOString(),
    ])
    await tx.query('delete from user_devices where user_id = $1', [userId])
    await tx.query('delete from sessions where user_id = $1', [userId])
    // The order sheet's draft may hold a door code (decisions 026, 045).
    await tx.query('delete from order_drafts where user_id = $1', [userId])
  })
  return { ok: true }
}
