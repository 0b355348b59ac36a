import { type ActionFunctionArgs, json } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import { withSession } from '~/backends/context'
import * as MSG from '~/domain/messages'
import { cacheHeaders } from '~/http/cache-headers'
import { commitAuth } from '~/session/auth.server'
import { bearerRequired, proxyError, proxyFailure, readProxyCall } from '~/session/auth-proxy.server'
import { storedProductGroupCookie } from '~/session/product-group.server'

/**
 * The shell signs the web view in with the session it holds (spec §7 POST /api/auth/login): the
 * token is checked with V2, which gives the web view a pair of its own in the same sign-in; that
 * pair goes into the sealed cookie only. The answer names the member, never the tokens: the shell
 * keeps its own pair, and two holders of one refresh token would look like a replay (decision 020).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (!call.bearer) return bearerRequired()
  try {
    const tokens = await accounts.currentTokens(call.ctx)
    const cookie = await commitAuth(tokens, tokens.userId ?? 0, { deviceId: call.ctx.deviceId, osCode: call.ctx.osCode })
    const data = { userId: tokens.userId ?? null, tokenExpireDate: tokens.tokenExpireDate, traceId: tokens.traceId }
    const headers = new Headers({ 'set-cookie': cookie, ...cacheHeaders('never-stored') })
    // R7.16, decision 031: the member's stored dog/cat choice follows them into this web view.
    const groupCookie = await storedProductGroupCookie(withSession(call.ctx, call.ctx.session, tokens.userId ?? null))
    if (groupCookie) headers.append('set-cookie', groupCookie)
    return json({ data, error: null }, { headers })
  } catch (error) {
    return proxyFailure(error)
  }
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
