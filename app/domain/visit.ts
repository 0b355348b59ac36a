import { PRODUCT_GROUP } from './constants'

/**
 * Spec §4 first-render visit logging. `renderStatus` goes from '' to 'check' once the router is
 * ready; on 'check' with nothing printed yet, `printStatus` becomes true and exactly one visit
 * event goes out. A new navigation starts over; a re-render of the same one never logs again.
 */
export type VisitState = { key: string | null; renderStatus: '' | 'check'; printStatus: boolean }

export const INITIAL_VISIT: VisitState = { key: null, renderStatus: '', printStatus: false }

export type VisitStep = { state: VisitState; log: boolean }

/** One render: `key` is the navigation's (location key), `ready` whether the router is idle. */
export function visitStep(state: VisitState, key: string, ready: boolean): VisitStep {
  const current = state.key === key ? state : { key, renderStatus: '' as const, printStatus: false }
  if (!ready) return { state: current, log: false }
  const checked = current.renderStatus === 'check' ? current : { ...current, renderStatus: 'check' as const }
  if (checked.printStatus) return { state: checked, log: false }
  return { state: { ...checked, printStatus: true }, log: true }
}

/** Spec §4: only these four routes log a visit (Remix route ids). */
export const VISIT_ROUTES = {
  'routes/_shop+/category.$': 'category_list',
  'routes/_shop+/main.tab.$tabId': 'home_tab',
  'routes/_shop+/product.detail.$productId': 'product_detail',
  'routes/_shop+/welcome-deal.$productGroup1Id': 'welcome_deal',
} as const
export type VisitPage = (typeof VISIT_ROUTES)[keyof typeof VISIT_ROUTES]

export function visitPageOf(routeId: string | undefined): VisitPage | null {
  return routeId && routeId in VISIT_ROUTES ? VISIT_ROUTES[routeId as keyof typeof VISIT_ROUTES] : null
}

export const VISIT_EVENT = 'visit_route'

/** Spec §3: the visit event's data. */
export type VisitData = { page: VisitPage; product_id: number | null; product_group1_id: number; product_group1_name: string }

export function visitData(page: VisitPage, productGroup1Id: number, productId: number | null): VisitData {
  return {
    page,
    product_id: productId,
    product_group1_id: productGroup1Id,
    product_group1_name: productGroup1Id === PRODUCT_GROUP.cat ? 'cat' : 'dog',
  }
}
