import { type AgnosticRouteObject, matchPath, matchRoutes } from '@remix-run/router'
import { expect, test } from 'vitest'

// patches/@remix-run+router+1.23.3.patch: what the server's router keeps between requests.
const routes = (): AgnosticRouteObject[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'product', path: 'product/detail/:productId' },
      { id: 'catch-all', path: '*' },
      { id: 'category', path: 'category/*' },
    ],
  },
]

const leaf = (found: ReturnType<typeof matchRoutes>) => found?.at(-1)?.route.id

test('route branches are flattened and ranked once per routes array: a route added to the same array later is not seen', () => {
  const table = routes()
  expect(leaf(matchRoutes(table, '/welcome-deal/1'))).toBe('catch-all')
  table[0]?.children?.push({ id: 'welcome', path: 'welcome-deal/:productGroup1Id' })
  // Unpatched, the branches would be made again and the new route would win.
  expect(leaf(matchRoutes(table, '/welcome-deal/1'))).toBe('catch-all')
  // A new array (a new build) is ranked afresh.
  expect(leaf(matchRoutes(structuredClone(table), '/welcome-deal/1'))).toBe('welcome')
})

test('the kept branches still rank as the router does: the most specific route wins, params are per request', () => {
  const table = routes()
  for (let i = 0; i < 3; i++) {
    expect(leaf(matchRoutes(table, `/product/detail/${i + 1}`))).toBe('product')
    expect(matchRoutes(table, `/product/detail/${i + 1}`)?.at(-1)?.params).toEqual({ productId: String(i + 1) })
    expect(leaf(matchRoutes(table, '/category/12/1205'))).toBe('category')
    expect(leaf(matchRoutes(table, '/nothing/here'))).toBe('catch-all')
  }
})

test('a compiled path is shared between calls without carrying state from one match to the next', () => {
  const pattern = { path: '/search/:productGroup1Id/result', caseSensitive: false, end: true }
  expect(matchPath(pattern, '/search/1/result')?.params).toEqual({ productGroup1Id: '1' })
  expect(matchPath(pattern, '/search/2/result')?.params).toEqual({ productGroup1Id: '2' })
  expect(matchPath(pattern, '/SEARCH/2/RESULT')?.params).toEqual({ productGroup1Id: '2' })
  expect(matchPath({ ...pattern, caseSensitive: true }, '/SEARCH/2/RESULT')).toBeNull()
  expect(matchPath({ ...pattern, end: false }, '/search/2/result/more')?.pathname).toBe('/search/2/result')
  expect(matchPath(pattern, '/search/2/result/more')).toBeNull()
})
