import { createHash, randomBytes } from 'node:crypto'
import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { accounts, type Provider } from '~/backends/accounts.server'
import { BackendError } from '~/backends/error'
import { callBackend } from '~/backends/http.server'
import { getEnv } from '~/config.server'
import { PROVIDERS, type ProviderSlug } from '~/domain/social'
import type { Tokens } from '~/domain/tokens.schema'
import type { RequestContext } from './context.server'
import { type OAuthTransaction, oauthCookie, type PendingSocial, pendingSocialCookie } from './cookies.server'

export { PROVIDERS, type ProviderSlug, parseProvider } from '~/domain/social'

function providerConfig(provider: ProviderSlug) {
  const env = getEnv()
  const prefix = provider.toUpperCase() as 'KAKAO' | 'NAVER' | 'APPLE'
  const tokenUrl = env[`${prefix}_TOKEN_URL`]
  if (!tokenUrl) throw new Error(`${prefix}_TOKEN_URL is not set`)
  return {
    code: prefix as Provider,
    clientId: env[`${prefix}_CLIENT_ID`],
    authorizeUrl: env[`${prefix}_AUTHORIZE_URL`],
    tokenUrl,
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url')

/** Where the provider sends the shopper back: always on PUBLIC_URL, never on the Host a request named. */
export function callbackUrl(provider: ProviderSlug) {
  return `${getEnv().PUBLIC_URL}/auth/signin/callback/${provider}`
}

/**
 * Starts a social sign-in: a fresh `state` and PKCE verifier go into a short-lived signed cookie,
 * the shopper goes to the provider's authorize page with the S256 challenge.
 */
export async function startSocialLogin(provider: ProviderSlug, next: string) {
  const config = providerConfig(provider)
  const tx = newTransaction(provider, next)
  const challenge = base64url(createHash('sha256').update(tx.verifier).digest())
  // A relative authorize URL is a stand-in's page on the shop's own (public) origin.
  const url = new URL(config.authorizeUrl, getEnv().PUBLIC_URL)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callbackUrl(provider),
    state: tx.state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...(provider === 'apple' ? { response_mode: 'form_post', scope: 'name email' } : {}),
  }).toString()
  return redirect(url.toString(), { headers: { 'set-cookie': await oauthCookie().serialize(tx) } })
}

function newTransaction(provider: ProviderSlug, next: string): OAuthTransaction {
  return { provider, state: base64url(randomBytes(24)), verifier: base64url(randomBytes(48)), next }
}

/**
 * Sign in with Apple through Apple's JS SDK (R2.20): the same transaction as the redirect flow
 * (the state in the same cookie, the same callback), handed to `AppleID.auth.init` instead of a
 * redirect. Apple's authorize page takes no PKCE challenge from the SDK; the state binds the answer.
 */
export async function startAppleSdkLogin(next: string) {
  const config = providerConfig('apple')
  const tx = newTransaction('apple', next)
  return {
    init: { clientId: config.clientId, scope: 'name email', redirectURI: callbackUrl('apple'), state: tx.state, usePopup: false },
    setCookie: await oauthCookie().serialize(tx),
  }
}

const TransactionSchema = z.object({ provider: z.string(), state: z.string(), verifier: z.string(), next: z.string() })
const ProviderToken = z.object({ access_token: z.string().min(1) }).passthrough()

export type SocialOutcome =
  | { kind: 'signed-in'; tokens: Tokens; next: string }
  | { kind: 'signup' | 'link'; pending: PendingSocial }
  | { kind: 'refused'; reason: 'state' | 'denied' | 'exchange' }

/**
 * The provider sent the shopper back. Checks `state` against the cookie (a forged or replayed
 * callback is refused), exchanges the code with the PKCE verifier, then asks V2 for a session.
 */
export async function finishSocialLogin(
  ctx: RequestContext,
  request: Request,
  provider: ProviderSlug,
  params: { code?: string | null; state?: string | null; error?: string | null },
): Promise<SocialOutcome> {
  const tx = TransactionSchema.safeParse(await oauthCookie().parse(request.headers.get('cookie')))
  if (!tx.success || tx.data.provider !== provider || !params.state || tx.data.state !== params.state) {
    return { kind: 'refused', reason: 'state' }
  }
  if (params.error || !params.code) return { kind: 'refused', reason: 'denied' }
  const config = providerConfig(provider)
  let providerToken: string
  try {
    const answer = await callBackend({
      service: 'connect',
      method: 'POST',
      path: '',
      url: config.tokenUrl,
      schema: ProviderToken,
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        redirect_uri: callbackUrl(provider),
        client_id: config.clientId,
        code_verifier: tx.data.verifier,
      }),
      signal: ctx.signal,
    })
    providerToken = answer.access_token
  } catch {
    return { kind: 'refused', reason: 'exchange' }
  }
  try {
    const tokens = await accounts.socialLogin(ctx, config.code, providerToken)
    return { kind: 'signed-in', tokens, next: tx.data.next }
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    const email = typeof error.details.email === 'string' ? error.details.email : null
    if (error.reason === 'SOCIAL_NOT_REGISTERED' && typeof error.details.signupToken === 'string') {
      return { kind: 'signup', pending: { provider, token: error.details.signupToken, email, kind: 'signup', next: tx.data.next } }
    }
    if (error.reason === 'EMAIL_REGISTERED' && typeof error.details.linkToken === 'string') {
      return { kind: 'link', pending: { provider, token: error.details.linkToken, email, kind: 'link', next: tx.data.next } }
    }
    throw error
  }
}

export async function clearOAuthCookie() {
  return oauthCookie().serialize('', { maxAge: 0 })
}

const PendingSchema = z.object({
  provider: z.enum(PROVIDERS),
  token: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['signup', 'link']),
  next: z.string(),
})

export async function readPendingSocial(request: Request, kind: 'signup' | 'link'): Promise<PendingSocial | null> {
  const parsed = PendingSchema.safeParse(await pendingSocialCookie().parse(request.headers.get('cookie')))
  return parsed.success && parsed.data.kind === kind ? parsed.data : null
}
