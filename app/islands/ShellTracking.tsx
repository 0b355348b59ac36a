import { useLocation, useMatches, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { PublicThirdParty } from '~/domain/third-party'

type Tracking = typeof import('./shell-tracking.client')

let loading: Promise<Tracking> | null = null

/**
 * Every change goes to the tracking's code (shell-tracking.client.ts), fetched with the first one,
 * once the page is interactive (decision 039). All wait for the same import, so they arrive in
 * the order they were seen (the shell's first, then the page's own events, as React runs their
 * effects): nothing seen before the code is in is lost.
 */
export function tell(call: (tracking: Tracking) => void) {
  loading ??= import('./shell-tracking.client')
  loading.then(call, () => {
    // Not reachable (offline): a later change tries again.
    loading = null
  })
}

type Props = { userId: number | null; inApp: boolean; thirdParty: PublicThirdParty; productGroup1Id: number }

/**
 * The analytics' side of the shell, on every page: the user id, the commerce events the last
 * action left for the page that follows it, and spec §4's visit logging. Renders nothing.
 */
export function ShellTracking({ userId, inApp, thirdParty, productGroup1Id }: Props) {
  const location = useLocation()
  const navigation = useNavigation()
  const matches = useMatches()
  // The keys are the same for the whole visit; a revalidated root hands over an equal, new object.
  const config = useRef(thirdParty)
  const leaf = matches[matches.length - 1]
  const ready = navigation.state === 'idle'

  // In this order: the visit, the user id, the events an action left (as they always went out).
  const routeId = leaf?.id
  const productIdParam = leaf?.params.productId
  useEffect(() => {
    const seen = { key: location.key, ready, routeId, productIdParam, productGroup1Id, inApp, config: config.current }
    tell((tracking) => tracking.routerSeen(seen))
  }, [location.key, ready, routeId, productIdParam, productGroup1Id, inApp])

  useEffect(() => tell((tracking) => tracking.userSeen(userId, inApp, config.current)), [userId, inApp])

  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger: each page that follows an action looks once.
  useEffect(() => {
    if (ready) tell((tracking) => tracking.pageSettled(inApp, config.current))
  }, [location.key, ready, inApp])

  return null
}
