import { useLocation, useMatches, useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import type { PublicThirdParty } from '~/domain/third-party'
import { INITIAL_VISIT, VISIT_EVENT, type VisitState, visitData, visitPageOf, visitStep } from '~/domain/visit'
import { analytics } from './analytics/analytics.client'

/**
 * Spec §4 visit logging: once the router is ready after a navigation to one of the four logged
 * routes, one `visit_route` event (domain/visit). The shop's server sends it to V2 with the
 * session, and sends nothing for a guest (§7: no event without a session).
 */
type Props = { productGroup1Id: number; inApp: boolean; thirdParty: PublicThirdParty }

export function VisitLogger({ productGroup1Id, inApp, thirdParty }: Props) {
  const location = useLocation()
  const navigation = useNavigation()
  const matches = useMatches()
  const state = useRef<VisitState>(INITIAL_VISIT)
  const leaf = matches[matches.length - 1]
  const page = visitPageOf(leaf?.id)
  const ready = navigation.state === 'idle'

  useEffect(() => {
    const step = visitStep(state.current, location.key, ready)
    state.current = step.state
    if (!step.log || !page) return
    const productId = page === 'product_detail' ? Number(leaf?.params.productId) || null : null
    analytics(inApp, thirdParty).track(VISIT_EVENT, visitData(page, productGroup1Id, productId))
    void fetch('/api/events/visit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, productId, productGroup1Id }),
      keepalive: true,
    }).catch(() => undefined)
  }, [location.key, ready, page, leaf, productGroup1Id, inApp, thirdParty])

  return null
}
