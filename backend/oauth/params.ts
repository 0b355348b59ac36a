import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Provider } from './providers'

/** What an authorize request carries, once checked. */
export type AuthorizeParams = {
  clientId: string
  redirectUri: string
  state: string
  codeChallenge: string
  responseMode: 'query' | 'form_post'
}

/** The query (GET) or form (POST) names, as the browser sends them. */
export const PARAM_NAMES = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'response_mode',
] as const

const one = (input: Record<string, unknown>, name: string): string | undefined => {
  const value = input[name]
  // A repeated parameter arrives as an array: refused rather than guessed at.
  return typeof value === 'string' ? value : undefined
}

/** An absolute http(s) URL without fragment or credentials, or null. */
function redirectTarget(value: string | undefined): string | null {
  if (!value || value.length > 2000) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.hash || url.username || url.password) return null
  return value
}

/**
 * Checks an authorize request; the answer is the Korean reason for the error page when it is
 * wrong. redirect_uri is checked before anything could be sent to it, and never redirected to
 * when something else is wrong (the contract: an error page, never a redirect).
 */
export function readAuthorizeParams(provider: Provider, input: Record<string, unknown>): AuthorizeParams | { error: string } {
  if (one(input, 'response_type') !== 'code') return { error: 'response_type은 code여야 해요.' }
  const clientId = one(input, 'client_id')
  if (clientId !== provider.clientId) return { error: '등록되지 않은 앱(client_id)이에요.' }
  const redirectUri = redirectTarget(one(input, 'redirect_uri'))
  if (!redirectUri) return { error: 'redirect_uri가 올바르지 않아요. http 또는 https 주소여야 해요.' }
  const state = one(input, 'state')
  if (!state || state.length > 500) return { error: 'state 값이 없어요.' }
  const codeChallenge = one(input, 'code_challenge')
  if (!codeChallenge || !/^[A-Za-z0-9_-]{43,128}$/.test(codeChallenge)) return { error: 'code_challenge 값이 없거나 올바르지 않아요.' }
  if (one(input, 'code_challenge_method') !== 'S256') return { error: 'code_challenge_method는 S256만 지원해요.' }
  const mode = one(input, 'response_mode')
  const responseMode = provider.formPost ? 'form_post' : 'query'
  if (mode !== undefined && mode !== responseMode) return { error: `response_mode는 ${responseMode}여야 해요.` }
  return { clientId, redirectUri, state, codeChallenge, responseMode }
}

/** The query names and values to carry the request through the consent form. */
export function paramFields(params: AuthorizeParams): Record<(typeof PARAM_NAMES)[number], string> {
  return {
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    state: params.state,
    code_challenge: params.codeChallenge,
    code_challenge_method: 'S256',
    response_mode: params.responseMode,
  }
}

/**
 * Binds the consent form to the request it was rendered for: another site cannot post a
 * consent of its own making, since it cannot read the page to learn the signature.
 */
export function consentSigner(secret: Buffer) {
  const sign = (provider: Provider, params: AuthorizeParams) =>
    createHmac('sha256', secret)
      .update(JSON.stringify([provider.code, paramFields(params)]))
      .digest('base64url')
  return {
    sign,
    verify(provider: Provider, params: AuthorizeParams, signature: unknown): boolean {
      if (typeof signature !== 'string') return false
      const expected = Buffer.from(sign(provider, params))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
