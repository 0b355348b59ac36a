import { checkPassword } from '../auth/password-check'
import type { Device, UserStatus } from '../auth/sessions'
import type { Ctx } from '../context'
import { fieldError } from './reasons'
import { assertActive, issueTokens, type TokenAnswer } from './tokens'

type Member = { user_id: number; password_hash: string | null; status: UserStatus }

/**
 * Checks a member's password (throttled per account, auth/password-check.ts); wrong password,
 * unknown member and a member without a password all answer the same INVALID_CREDENTIALS. The
 * password comes before the status, so only someone who knows it learns that an account is
 * withdrawn or blacklisted. `email` counts an unknown e-mail's tries as a member's would be.
 */
export async function signInWithPassword(ctx: Ctx, member: Member | undefined, password: string, email?: string): Promise<Member> {
  const ok = await checkPassword(ctx.db, member, password, ctx.now(), email)
  if (!member || !ok) throw fieldError('INVALID_CREDENTIALS', 'password')
  assertActive(member.status)
  return member
}

export async function passwordLogin(ctx: Ctx, email: string, password: string, device: Device): Promise<TokenAnswer> {
  const [member] = await ctx.db.query<Member>('select user_id, password_hash, status from users where lower(email) = lower($1)', [email])
  const { user_id } = await signInWithPassword(ctx, member, password, email)
  return issueTokens(ctx.db, ctx.now(), user_id, device)
}

export async function memberById(ctx: Ctx, userId: number): Promise<Member | undefined> {
  const [member] = await ctx.db.query<Member>('select user_id, password_hash, status from users where user_id = $1', [userId])
  return member
}
