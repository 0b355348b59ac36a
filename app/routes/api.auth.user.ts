import type { ActionFunctionArgs } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import { MSG } from '~/domain/messages'
import { proxyError, proxyFailure, readProxyCall, tokensAnswer } from '~/session/auth-proxy.server'

/** The tokens of the session the shell holds (spec §7 POST /api/auth/user). */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (!call.ctx.session) return proxyError(401, 'UNAUTHORIZED', MSG.error.unauthorized)
  return accounts.currentTokens(call.ctx).then((tokens) => tokensAnswer(tokens), proxyFailure)
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
