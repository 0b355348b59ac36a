import { type ActionFunctionArgs, json } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import * as MSG from '~/domain/messages'
import { destroyAuth } from '~/session/auth.server'
import { proxyError, readProxyCall } from '~/session/auth-proxy.server'

/** Spec §7 POST /user/logout for the shells: ends the session and this web view's cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (call.ctx.session) {
    await accounts.logout(call.ctx).catch((error) => console.error(JSON.stringify({ level: 'error', msg: 'logout failed', code: error?.code })))
  }
  return json({ data: { ok: true }, error: null }, { headers: { 'set-cookie': await destroyAuth(request.headers.get('cookie')) } })
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
