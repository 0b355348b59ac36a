import type { ActionFunctionArgs } from '@remix-run/node'
import { accounts } from '~/backends/accounts.server'
import * as MSG from '~/domain/messages'
import { bearerRequired, proxyError, proxyFailure, readProxyCall, tokensAnswer } from '~/session/auth-proxy.server'

/**
 * Tokens for the session the shell holds (spec §7 POST /api/auth/user): a pair of its own in the
 * same sign-in (V2 stores only hashes). Only for a bearer `Authorization`, never for the cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const call = await readProxyCall(request, context)
  if (call instanceof Response) return call
  if (!call.bearer) return bearerRequired()
  return accounts.currentTokens(call.ctx).then((tokens) => tokensAnswer(tokens), proxyFailure)
}

export const loader = () => proxyError(405, 'BAD_REQUEST', MSG.error.badRequest)
