import type { AppLoadContext } from '@remix-run/node'
import type { RequestContext } from '~/backends/context'
import { users } from '~/backends/user.server'
import { featureOfPath, isExcludedPath } from '~/domain/features'
import { isKnownDevice } from '~/domain/session'
import { isWithdrawn } from '~/domain/user.schema'
import { notFound } from '~/http/responses.server'

// One answer per request: a route may build its context more than once (loader helpers, actions).
const checked = new WeakMap<object, Promise<void>>()

/**
 * Spec §3 (R3.9, decision 031): a feature V2 turned off for this member answers the not-found
 * alert of §8 (R8.6) at every URL of its area, for loaders and actions alike (a form posted there
 * changes nothing). Guests and other paths cost nothing; the detail is the one the shell reads
 * anyway (cached 3 minutes). When it cannot be read the page goes on and meets the same failure.
 */
export function refuseExcludedFeature(request: Request, load: AppLoadContext | undefined, ctx: RequestContext): Promise<void> {
  const key: object = load ?? request
  let answer = checked.get(key)
  if (!answer) {
    answer = check(new URL(request.url).pathname, ctx)
    checked.set(key, answer)
  }
  return answer
}

async function check(pathname: string, ctx: RequestContext): Promise<void> {
  if (!ctx.session || !isKnownDevice(ctx.deviceId) || featureOfPath(pathname) === null) return
  const detail = await users.detail(ctx).catch(() => null)
  if (!detail || isWithdrawn(detail)) return
  if (isExcludedPath(pathname, detail.userInfo.excludedFeatures)) throw notFound()
}
