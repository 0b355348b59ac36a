import { LAYOUT } from './constants'

/** Spec §2: the bottom navigation bar. */
export const NAV_TYPES = ['adoption', 'category', 'community', 'home', 'login', 'my', 'search'] as const
export type NavType = (typeof NAV_TYPES)[number]
export const MAX_NAV_ITEMS = 5

/** One item of the bar as the BFF sends it (validated in navigation.schema.ts). */
export type NavItem = { type: NavType; title: string; linkUrl: string; imageUrl: string; activeImageUrl: string }

function withQuery(url: string, key: string, value: string): string {
  const [path = '', query = ''] = url.split('?', 2)
  const params = new URLSearchParams(query)
  params.set(key, value)
  // URLSearchParams would encode '/' in next=/my; the spec's links keep it readable.
  const qs = params.toString().replace(/%2F/g, '/')
  return `${path}?${qs}`
}

/** The link an item really points at, after the rules of §2. */
export function navLink(item: NavItem, productGroup1Id: number): string {
  switch (item.type) {
    case 'home':
    case 'my':
      return withQuery(item.linkUrl, 'openPushHalfModal', 'y')
    case 'login':
      return withQuery(item.linkUrl, 'next', '/my')
    case 'search':
      return `${item.linkUrl.replace(/\/+$/, '')}/${productGroup1Id}`
    default:
      return item.linkUrl
  }
}

/** The bar as the shop shows it: at most five items, links rewritten. */
export function buildNavigation(items: NavItem[], productGroup1Id: number): Array<NavItem & { href: string }> {
  return items.slice(0, MAX_NAV_ITEMS).map((item) => ({ ...item, href: navLink(item, productGroup1Id) }))
}

/** Paths whose whole area belongs to one item, whatever its link says (§2). */
const AREA_TYPES: Array<[prefix: string, type: NavType]> = [
  ['/community', 'community'],
  ['/search', 'search'],
  ['/order-history', 'my'],
]

function startsWithSegment(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/**
 * Removes the dynamic segments of a route pattern: `/main/tab/:tabId` -> `/main/tab`,
 * `/category/*` -> `/category`.
 */
export function stripDynamicSegments(routePattern: string): string {
  const kept = routePattern.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*')
  return `/${kept.join('/')}`
}

function linkPath(linkUrl: string): string {
  return linkUrl.split('?', 1)[0]?.replace(/\/+$/, '') || '/'
}

/**
 * Which item is active (§2). `pathname` is the URL's path, `routePattern` the matched route's
 * pattern, so "dynamic segments" are the pattern's params rather than a guess at what looks like an id.
 */
export function activeNavType(items: NavItem[], pathname: string, routePattern: string): NavType | null {
  for (const [prefix, type] of AREA_TYPES) {
    if (startsWithSegment(pathname, prefix)) return type
  }
  const current = stripDynamicSegments(routePattern)
  if (current === '/') return null
  const hit = items.find((item) => {
    const target = linkPath(item.linkUrl)
    return target === current || startsWithSegment(target, current) || startsWithSegment(current, target)
  })
  return hit?.type ?? null
}

/** §9: 5.6rem, or 10.6rem when an app shell hides its own bottom area under the bar. */
export function bottomBarHeightRem(mode: 'default' | 'hidden-bottom-app'): number {
  return mode === 'hidden-bottom-app' ? LAYOUT.bottomBarHiddenAppRem : LAYOUT.bottomBarRem
}

/**
 * The route pattern of a matched URL, from its params: `/main/tab/3` with `{ tabId: '3' }` is
 * `/main/tab/:tabId`; a splat `{ '*': '1/11' }` on `/category/1/11` is `/category/*`.
 */
export function routePattern(pathname: string, params: Record<string, string | undefined>): string {
  let path = pathname
  const splat = params['*']
  if (splat && path.endsWith(`/${splat}`)) path = `${path.slice(0, -splat.length)}*`
  const byValue = new Map(Object.entries(params).flatMap(([name, value]) => (name !== '*' && value ? [[value, name] as const] : [])))
  return path
    .split('/')
    .map((segment) => {
      const name = byValue.get(decodeURIComponent(segment))
      return name ? `:${name}` : segment
    })
    .join('/')
}
