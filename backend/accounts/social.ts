import { randomBytes } from 'node:crypto'
import type { Device } from '../auth/sessions'
import { after, type Ctx } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { accountForAccessToken } from '../oauth/codes'
import type { ProviderCode } from '../oauth/providers'
import { memberMadeBy } from './certification'
import { memberById, signInWithPassword } from './login'
import { tokenInvalid } from './reasons'
import { createMember, type NewMember, signInRepeat, signupDigest } from './signup'
import { assertActive, issueTokens, type TokenAnswer } from './tokens'

/** Contract: sign-up and link tokens live 30 minutes. */
const ACCOUNT_TOKEN_TTL_MS = 30 * 60 * 1000
/** Wrong passwords a link token survives; then the shopper starts again from the provider. */
const LINK_ATTEMPTS = 5

type Kind = 'SIGNUP' | 'LINK'

async function issueAccountToken(ctx: Ctx, kind: Kind, socialAccountId: number, userId: number | null): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await ctx.db.query('insert into account_tokens (token, kind, social_account_id, user_id, expires_at) values ($1, $2, $3, $4, $5)', [
    token,
    kind,
    socialAccountId,
    userId,
    after(ctx.now(), ACCOUNT_TOKEN_TTL_MS),
  ])
  return token
}

type AccountToken = { social_account_id: number; user_id: number | null; provider: ProviderCode; email: string; attempts: number }

/** A live, unused token of that kind whose provider account is still unlinked; else 401 TOKEN_INVALID. */
async function readAccountToken(ctx: Ctx, kind: Kind, token: string): Promise<AccountToken> {
  const [row] = await ctx.db.query<AccountToken>(
    `select t.social_account_id, t.user_id, a.provider, a.email, t.attempts
       from account_tokens t join social_accounts a using (social_account_id)
      where t.token = $1 and t.kind = $2 and not t.used and t.expires_at > $3 and a.user_id is null`,
    [token, kind, ctx.now().toISOString()],
  )
  if (!row) throw tokenInvalid()
  return row
}

/** Spends the token and links the provider account, or fails if another request got there first. */
async function linkAccount(tx: Queryable, token: string, socialAccountId: number, userId: number): Promise<void> {
  const spent = await tx.query('update account_tokens set used = true where token = $1 and not used returning token', [token])
  const linked = await tx.query(
    'update social_accounts set user_id = $2 where social_account_id = $1 and user_id is null returning user_id',
    [socialAccountId, userId],
  )
  if (spent.length === 0 || linked.length === 0) throw tokenInvalid()
}

/**
 * Turns a provider access token into a shop session: tokens when linked; 409 with a link token
 * when the e-mail belongs to a member without this provider; else 404 with a sign-up token.
 */
export async function socialLogin(ctx: Ctx, provider: ProviderCode, providerAccessToken: string, device: Device): Promise<TokenAnswer> {
  const now = ctx.now()
  const account = await accountForAccessToken(ctx.db, provider, providerAccessToken, now)
  if (!account) throw tokenInvalid()
  if (account.user_id !== null) {
    const member = await memberById(ctx, account.user_id)
    if (!member) throw tokenInvalid()
    assertActive(member.status)
    return issueTokens(ctx.db, now, member.user_id, device)
  }
  const [owner] = await ctx.db.query<{ user_id: number }>(
    `select u.user_id from users u
      where lower(u.email) = lower($1)
        and not exists (select 1 from social_accounts s where s.user_id = u.user_id and s.provider = $2)`,
    [account.email, provider],
  )
  if (owner) {
    const linkToken = await issueAccountToken(ctx, 'LINK', account.social_account_id, owner.user_id)
    throw new HttpError(409, 'BAD_REQUEST', '이미 가입된 이메일이에요. 비밀번호를 입력하면 계정을 연결할 수 있어요.', {
      reason: 'EMAIL_REGISTERED',
      link_token: linkToken,
      email: account.email,
    })
  }
  const signupToken = await issueAccountToken(ctx, 'SIGNUP', account.social_account_id, null)
  throw new HttpError(404, 'NOT_FOUND', '가입되지 않은 계정이에요. 회원가입을 진행해 주세요.', {
    reason: 'SOCIAL_NOT_REGISTERED',
    signup_token: signupToken,
    email: account.email,
  })
}

export type SocialSignup = Omit<NewMember, 'email' | 'passwordHash' | 'password' | 'joinType'>

/** A member made from the provider account behind a sign-up token (no password). */
export async function signupSocial(
  ctx: Ctx,
  signupToken: string,
  form: SocialSignup,
  device: Device,
  deadline: number | null = null,
): Promise<TokenAnswer> {
  const spent = await spentSignupToken(ctx, signupToken)
  if (spent) return repeatSocialSignup(ctx, spent, form, device)
  const token = await readAccountToken(ctx, 'SIGNUP', signupToken)
  const member: NewMember = { ...form, email: token.email.toLowerCase(), passwordHash: null, password: null, joinType: token.provider }
  return createMember(ctx, member, device, {
    deadline,
    inTransaction: (tx, userId) => linkAccount(tx, signupToken, token.social_account_id, userId),
  })
}

type SpentSignupToken = { user_id: number; provider: ProviderCode; email: string }

/** A live sign-up token that already made its member (the provider account is linked to them), or null. */
async function spentSignupToken(ctx: Ctx, token: string): Promise<SpentSignupToken | null> {
  const [row] = await ctx.db.query<SpentSignupToken>(
    `select a.user_id, a.provider, a.email
       from account_tokens t join social_accounts a using (social_account_id)
      where t.token = $1 and t.kind = 'SIGNUP' and t.used and t.expires_at > $2 and a.user_id is not null`,
    [token, ctx.now().toISOString()],
  )
  return row ?? null
}

/**
 * The same social sign-up form sent again after it made its member (a double-click, decision
 * 019): signed in as that member, when the key and the form are the ones that made it (decision
 * 042). Anything else with a spent token is the token's usual refusal.
 */
async function repeatSocialSignup(ctx: Ctx, spent: SpentSignupToken, form: SocialSignup, device: Device): Promise<TokenAnswer> {
  const digest = signupDigest({ ...form, email: spent.email.toLowerCase(), joinType: spent.provider })
  const made = await memberMadeBy(ctx.db, form.mobileNo, form.certificationKey, digest)
  if (made !== spent.user_id) throw tokenInvalid()
  return signInRepeat(ctx, ctx.db, made, { password: null }, device)
}

/** Adds the provider to the member who owns its e-mail, once they give their password. */
export async function linkSocial(ctx: Ctx, linkToken: string, password: string, device: Device): Promise<TokenAnswer> {
  const token = await readAccountToken(ctx, 'LINK', linkToken)
  if (token.user_id === null || token.attempts >= LINK_ATTEMPTS) throw tokenInvalid()
  const member = await memberById(ctx, token.user_id)
  try {
    await signInWithPassword(ctx, member, password)
  } catch (error) {
    await ctx.db.query('update account_tokens set attempts = attempts + 1 where token = $1', [linkToken])
    throw error
  }
  const userId = token.user_id
  return ctx.db.transaction(async (tx) => {
    await linkAccount(tx, linkToken, token.social_account_id, userId)
    return issueTokens(tx, ctx.now(), userId, device)
  })
}
