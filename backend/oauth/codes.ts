import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { after, type Ctx } from '../context'
import type { Queryable } from '../db/types'
import type { ProviderAccount } from './accounts'
import type { ProviderCode } from './providers'

/** Contract: codes are single use and live 5 minutes. */
const CODE_TTL_MS = 5 * 60 * 1000
/** What the token endpoint promises in expires_in. */
export const ACCESS_TOKEN_TTL_S = 6 * 60 * 60

const secret = () => randomBytes(32).toString('base64url')

export type CodeRequest = { clientId: string; redirectUri: string; codeChallenge: string }

export async function issueCode(ctx: Ctx, provider: ProviderCode, account: ProviderAccount, request: CodeRequest): Promise<string> {
  const now = ctx.now()
  const code = secret()
  await ctx.db.query(
    `insert into oauth_codes (code, provider, client_id, redirect_uri, code_challenge, social_account_id, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      code,
      provider,
      request.clientId,
      request.redirectUri,
      request.codeChallenge,
      account.social_account_id,
      after(now, CODE_TTL_MS),
      now.toISOString(),
    ],
  )
  return code
}

/** RFC 7636 S256: base64url(sha256(verifier)) equals the challenge. */
export function pkceMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'))
  const expected = Buffer.from(challenge)
  return computed.length === expected.length && timingSafeEqual(computed, expected)
}

type CodeRow = {
  provider: ProviderCode
  client_id: string
  redirect_uri: string
  code_challenge: string
  social_account_id: number
  expires_at: Date
  used: boolean
}

/**
 * Trades a code for a provider access token, or null (invalid_grant). The code is spent by the
 * first attempt whatever its outcome; a second use also revokes the token the first one got,
 * as RFC 6749 §4.1.2 asks, since a replayed code means it leaked.
 */
export async function redeemCode(
  ctx: Ctx,
  provider: ProviderCode,
  input: { code: string; clientId: string; redirectUri: string; codeVerifier: string },
): Promise<string | null> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<CodeRow>(
      `select provider, client_id, redirect_uri, code_challenge, social_account_id, expires_at, used
         from oauth_codes where code = $1 for update`,
      [input.code],
    )
    if (!row) return null
    if (row.used) {
      await tx.query('delete from oauth_access_tokens where code = $1', [input.code])
      return null
    }
    await tx.query('update oauth_codes set used = true where code = $1', [input.code])
    const valid =
      row.provider === provider &&
      row.client_id === input.clientId &&
      row.redirect_uri === input.redirectUri &&
      row.expires_at > now &&
      pkceMatches(input.codeVerifier, row.code_challenge)
    if (!valid) return null
    const token = secret()
    await tx.query('insert into oauth_access_tokens (token, provider, social_account_id, code, expires_at) values ($1, $2, $3, $4, $5)', [
      token,
      provider,
      row.social_account_id,
      input.code,
      after(now, ACCESS_TOKEN_TTL_S * 1000),
    ])
    return token
  })
}

/** What V2 asks "the provider" about an access token: whose account it is. */
export async function accountForAccessToken(
  db: Queryable,
  provider: ProviderCode,
  token: string,
  now: Date,
): Promise<ProviderAccount | undefined> {
  const [row] = await db.query<ProviderAccount>(
    `select a.social_account_id, a.provider, a.provider_user_id, a.email, a.nickname, a.user_id
       from oauth_access_tokens t join social_accounts a using (social_account_id)
      where t.token = $1 and t.provider = $2 and t.expires_at > $3`,
    [token, provider, now.toISOString()],
  )
  return row
}
