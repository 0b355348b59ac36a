/**
 * Decision 060: a page's canonical URL is its path on the shop's public origin (PUBLIC_URL, never
 * the Host a request named) with only the query parameters that change what the page lists. Sort
 * orders, tracking tags (utm_*, fbclid, from), a chosen option and review paging are views of the
 * same page: Korean shops give a product its bare URL, and so does this one.
 */
const KEPT_PARAMETERS: ReadonlyArray<readonly [prefix: string, names: readonly string[]]> = [
  // Page 2 of a category lists other products; 인기순 and 낮은 가격순 list the same ones.
  ['/category/', ['page']],
  // A board of the community, a hashtag and a further page are their own lists of posts.
  ['/community', ['category', 'hashtag', 'page']],
  // 종료된 이벤트 and the other animal's events are other lists.
  ['/event', ['status', 'group']],
]

function keptFor(pathname: string): readonly string[] {
  const found = KEPT_PARAMETERS.find(([prefix]) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname === `${prefix}/`,
  )
  return found?.[1] ?? []
}

/** `href` (a path, or an absolute URL of any origin) on the shop's origin. */
export function absoluteUrl(origin: string, href: string): string {
  return new URL(href, `${origin.replace(/\/+$/, '')}/`).href
}

/** The canonical URL of the page at `pathname` + `search` (decision 060). */
export function canonicalUrl(origin: string, pathname: string, search = ''): string {
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of keptFor(pathname)) {
    const value = given.get(name)
    // The first page is the page itself: `?page=1` would be a second URL for it.
    if (value && !(name === 'page' && value === '1')) kept.set(name, value)
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const query = kept.toString()
  return absoluteUrl(origin, query ? `${path}?${query}` : path)
}
