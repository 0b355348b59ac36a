import type { ActionFunctionArgs } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import { MSG } from '~/domain/messages'
import { commitAuth } from '~/session/auth.server'
import { proxyError, proxyFailure, readProxyCall, tokensAnswer } from '~/session/auth-proxy.server'

/**
 * The shell signs the web view in with the session it holds (spec §7 POST /api/auth/login): the
 * token is checked with V2 and becomes this web view's session cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (!call.bearer) return proxyError(401, 'UNAUTHORIZED', MSG.error.unauthorized)
  try {
    const tokens = await accounts.currentTokens(call.ctx)
    const cookie = await commitAuth(tokens, tokens.userId ?? 0, { deviceId: call.ctx.deviceId, osCode: call.ctx.osCode })
    return tokensAnswer(tokens, { 'set-cookie': cookie })
  } catch (error) {
    return proxyFailure(error)
  }
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
