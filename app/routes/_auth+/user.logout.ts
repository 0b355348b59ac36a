import { type ActionFunctionArgs, json } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import * as MSG from '~/domain/messages'
import { orFallback } from '~/http/responses.server'
import { destroyAuth } from '~/session/auth.server'
import { proxyError, readProxyCall } from '~/session/auth-proxy.server'

/** Spec §7 POST /user/logout for the shells: ends the session and this web view's cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (call.ctx.session) {
    // The shell is signed out whatever V2 answers: a failure is logged, not shown.
    await orFallback(accounts.logout(call.ctx), null)
  }
  return json({ data: { ok: true }, error: null }, { headers: { 'set-cookie': await destroyAuth(request.headers.get('cookie')) } })
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
