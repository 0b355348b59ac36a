import type { Request, Response } from 'express'
import type { Ctx } from '../context'
import { ACCESS_TOKEN_TTL_S, redeemCode } from './codes'
import type { Provider } from './providers'

type TokenError = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type'

/** RFC 6749 §5.2 error answer; token answers are never cached. */
function fail(res: Response, error: TokenError): void {
  res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' })
  res.status(error === 'invalid_client' ? 401 : 400).json({ error })
}

const text = (body: Record<string, unknown>, name: string) => {
  const value = body[name]
  return typeof value === 'string' && value.length > 0 && value.length <= 2000 ? value : undefined
}

/** POST /oauth/{provider}/token: the shop's server trades a code and its PKCE verifier for a provider token. */
export function tokenHandler(ctx: Ctx) {
  return async (req: Request, res: Response, provider: Provider) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (text(body, 'grant_type') !== 'authorization_code') return fail(res, 'unsupported_grant_type')
    const code = text(body, 'code')
    const redirectUri = text(body, 'redirect_uri')
    const clientId = text(body, 'client_id')
    const codeVerifier = text(body, 'code_verifier')
    if (!code || !redirectUri || !clientId || !codeVerifier) return fail(res, 'invalid_request')
    if (clientId !== provider.clientId) return fail(res, 'invalid_client')
    // RFC 7636 §4.1: 43–128 unreserved characters.
    if (!/^[A-Za-z0-9._~-]{43,128}$/.test(codeVerifier)) return fail(res, 'invalid_grant')
    const token = await redeemCode(ctx, provider.code, { code, clientId, redirectUri, codeVerifier })
    if (!token) return fail(res, 'invalid_grant')
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' })
    res.json({ access_token: token, token_type: 'bearer', expires_in: ACCESS_TOKEN_TTL_S })
  }
}
