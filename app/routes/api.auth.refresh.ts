import type { ActionFunctionArgs } from '@remix-run/node'
import { MSG } from '~/domain/messages'
import { commitAuth, readAuth } from '~/session/auth.server'
import { proxyError, readProxyCall, tokensAnswer } from '~/session/auth-proxy.server'
import { refreshTokens } from '~/session/refresh.server'

/**
 * New tokens (spec §7 POST /api/auth/refresh) from the refresh token the shell sends, or the one
 * of this web view's session. The web view's cookie follows when it held the same session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  const cookieAuth = await readAuth(request.headers.get('cookie'))
  const refreshToken = call.body.refreshToken ?? cookieAuth?.refreshToken
  if (!refreshToken) return proxyError(401, 'UNAUTHORIZED', MSG.error.unauthorized)
  const device = { deviceId: call.ctx.deviceId, osCode: call.ctx.osCode }
  let tokens: Awaited<ReturnType<typeof refreshTokens>>
  try {
    tokens = await refreshTokens(refreshToken, device)
  } catch {
    return proxyError(503, 'NETWORK_ERROR', MSG.error.network)
  }
  if (!tokens) return proxyError(401, 'UNAUTHORIZED', MSG.error.sessionExpired)
  const ownsCookie = cookieAuth?.refreshToken === refreshToken
  const headers = ownsCookie ? { 'set-cookie': await commitAuth(tokens, cookieAuth.userId, device) } : undefined
  return tokensAnswer(tokens, headers)
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
