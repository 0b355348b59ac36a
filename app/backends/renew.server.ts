import type { RequestContext } from './context'
import { BackendError } from './error'
import { type BackendRequest, callBackend } from './http.server'

/**
 * Runs a signed-in call; when the backend refuses the access token (it expired early, or was
 * revoked) the session is renewed once with the refresh token and the call made again with the
 * renewed context. The same for every service (V2, BFF, community, search, review, …).
 */
export async function withRenewal<T>(ctx: RequestContext, call: (ctx: RequestContext) => Promise<T>): Promise<T> {
  try {
    return await call(ctx)
  } catch (error) {
    const refused = error instanceof BackendError && error.code === 'UNAUTHORIZED' && !error.business
    if (!refused || ctx.session === null) throw error
    const renewed = await ctx.renew()
    if (!renewed) throw error
    return call(renewed)
  }
}

/**
 * A call made as the shopper: their session as `Authorization` (taken from the context of each try,
 * so a retry after renewal carries the new token), their request's abort signal, one renewal on a refused token.
 */
export function callAsShopper<T>(ctx: RequestContext, req: Omit<BackendRequest<T>, 'signal'>): Promise<T> {
  return withRenewal(ctx, (current) =>
    callBackend({
      ...req,
      headers: { ...req.headers, authorization: current.session ?? undefined },
      signal: current.signal,
      requestId: current.requestId,
    }),
  )
}
