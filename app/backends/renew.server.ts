import type { RequestContext } from '~/session/context.server'
import { BackendError } from './error'
import { type BackendRequest, callBackend } from './http.server'

/**
 * Runs a signed-in call; when the backend refuses the access token (it expired early, or was
 * revoked) the session is renewed once with the refresh token and the call tried again.
 */
export async function withRenewal<T>(ctx: RequestContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const refused = error instanceof BackendError && error.code === 'UNAUTHORIZED' && !error.business
    if (!refused || ctx.session === null) throw error
    if (!(await ctx.renew())) throw error
    return call()
  }
}

/**
 * A call made as the shopper: their session as `Authorization` (read at each try, so a retry after
 * renewal carries the new token), their request's abort signal, one renewal on a refused token.
 */
export function callAsShopper<T>(ctx: RequestContext, req: Omit<BackendRequest<T>, 'signal'>): Promise<T> {
  return withRenewal(ctx, () => callBackend({ ...req, headers: { ...req.headers, authorization: ctx.session ?? undefined }, signal: ctx.signal }))
}
