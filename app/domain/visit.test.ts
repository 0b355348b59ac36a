import { expect, test } from 'vitest'
import { INITIAL_VISIT, VISIT_EVENT, type VisitState, visitData, visitPageOf, visitStep } from './visit'

/** Renders of navigations: [location key, router ready]; returns how many visits were logged. */
function run(renders: Array<[string, boolean]>) {
  let state: VisitState = INITIAL_VISIT
  const logged: string[] = []
  const states: VisitState[] = []
  for (const [key, ready] of renders) {
    const step = visitStep(state, key, ready)
    state = step.state
    states.push(state)
    if (step.log) logged.push(key)
  }
  return { logged, states }
}

test('[R4.12] renderStatus goes from empty to check when the router is ready; then printStatus and one visit', () => {
  const { logged, states } = run([
    ['a', false],
    ['a', true],
  ])
  expect(states[0]).toEqual({ key: 'a', renderStatus: '', printStatus: false })
  expect(states[1]).toEqual({ key: 'a', renderStatus: 'check', printStatus: true })
  expect(logged).toEqual(['a'])
})

test('[R4.12] re-renders of one navigation never log twice; each new navigation logs once', () => {
  const { logged } = run([
    ['a', true],
    ['a', true],
    ['a', true],
    ['b', false],
    ['b', true],
    ['b', true],
    ['c', true],
  ])
  expect(logged).toEqual(['a', 'b', 'c'])
})

test('[R4.13] only the category list, home tab, product detail and welcome deal log', () => {
  expect(visitPageOf('routes/_shop+/category.$')).toBe('category_list')
  expect(visitPageOf('routes/_shop+/main.tab.$tabId')).toBe('home_tab')
  expect(visitPageOf('routes/_shop+/product.detail.$productId')).toBe('product_detail')
  expect(visitPageOf('routes/_shop+/welcome-deal.$productGroup1Id')).toBe('welcome_deal')
  for (const other of [
    'routes/_index',
    'routes/_shop+/category._index',
    'routes/_order+/v2.cart',
    'routes/_community+/community._index',
    'root',
    undefined,
  ]) {
    expect(visitPageOf(other)).toBeNull()
  }
})

test('[R3.13] the visit event is visit_route with page, product_id, product_group1_id and product_group1_name', () => {
  expect(VISIT_EVENT).toBe('visit_route')
  expect(visitData('product_detail', 2, 1024)).toEqual({
    page: 'product_detail',
    product_id: 1024,
    product_group1_id: 2,
    product_group1_name: 'cat',
  })
  expect(visitData('home_tab', 1, null)).toEqual({ page: 'home_tab', product_id: null, product_group1_id: 1, product_group1_name: 'dog' })
})
