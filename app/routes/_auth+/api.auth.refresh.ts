import { createHash } from 'node:crypto'
import type { ActionFunctionArgs } from '@remix-run/node'
import * as MSG from '~/domain/messages'
import { commitAuth, readAuth } from '~/session/auth.server'
import { bearerRequired, proxyError, readProxyCall, tokensAnswer } from '~/session/auth-proxy.server'
import { refreshTokens } from '~/session/refresh.server'
import { startedCookieHeader } from '~/session/request-start.server'

/**
 * New tokens (spec §7 POST /api/auth/refresh) for the refresh token the shell sends with its
 * session as `Authorization`. The cookie's own refresh token is never used here (decision 020): a
 * script in the page could otherwise turn the cookie into readable tokens. The web view's cookie
 * follows when it held the same refresh token.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (!call.bearer) return bearerRequired()
  const refreshToken = call.body.refreshToken
  if (!refreshToken) return proxyError(401, 'UNAUTHORIZED', MSG.sessions.refreshTokenRequired)
  // The cookie as this request left it once started (a near-expiry session already renewed).
  const cookieAuth = await readAuth(await startedCookieHeader(request, context))
  const ownsCookie = cookieAuth?.refreshToken === refreshToken
  // The shell's concurrent calls share one refresh; the web view's share the cookie's.
  const holder = ownsCookie ? cookieAuth.holder : `bearer:${createHash('sha256').update(call.bearer).digest('hex')}`
  const device = { deviceId: call.ctx.deviceId, osCode: call.ctx.osCode, requestId: call.ctx.requestId }
  let tokens: Awaited<ReturnType<typeof refreshTokens>>
  try {
    tokens = await refreshTokens(refreshToken, device, holder)
  } catch {
    return proxyError(503, 'NETWORK_ERROR', MSG.error.network)
  }
  if (!tokens || tokens === 'superseded') return proxyError(401, 'UNAUTHORIZED', MSG.error.sessionExpired)
  const headers = ownsCookie ? { 'set-cookie': await commitAuth(tokens, cookieAuth.userId, device) } : undefined
  return tokensAnswer(tokens, headers)
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
