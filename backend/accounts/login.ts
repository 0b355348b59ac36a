import { hashPassword, verifyPassword } from '../auth/passwords'
import type { Device, UserStatus } from '../auth/sessions'
import type { Ctx } from '../context'
import { fieldError } from './reasons'
import { assertActive, issueTokens, type TokenAnswer } from './tokens'

type Member = { user_id: number; password_hash: string | null; status: UserStatus }

/**
 * An unknown e-mail still costs one scrypt run, so the answer's timing does not tell which
 * e-mails are members. Made once, lazily: the seed must not pay for it.
 */
let decoy: Promise<string> | undefined
const decoyHash = () => {
  decoy ??= hashPassword('decoy password, never matches')
  return decoy
}

/**
 * Checks a member's password; wrong password, unknown member and a member without a password
 * all answer the same INVALID_CREDENTIALS. The password comes before the status, so only
 * someone who knows it learns that an account is withdrawn or blacklisted.
 */
export async function checkPassword(member: Member | undefined, password: string): Promise<Member> {
  const ok = member?.password_hash
    ? await verifyPassword(password, member.password_hash)
    : await verifyPassword(password, await decoyHash()).then(() => false)
  if (!member || !ok) throw fieldError('INVALID_CREDENTIALS', 'password')
  assertActive(member.status)
  return member
}

export async function passwordLogin(ctx: Ctx, email: string, password: string, device: Device): Promise<TokenAnswer> {
  const [member] = await ctx.db.query<Member>(
    'select user_id, password_hash, status from users where lower(email) = lower($1)',
    [email],
  )
  const { user_id } = await checkPassword(member, password)
  return issueTokens(ctx.db, ctx.now(), user_id, device)
}

export async function memberById(ctx: Ctx, userId: number): Promise<Member | undefined> {
  const [member] = await ctx.db.query<Member>('select user_id, password_hash, status from users where user_id = $1', [userId])
  return member
}
