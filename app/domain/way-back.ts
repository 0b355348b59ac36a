import { isSafeNext } from './redirect'

/**
 * Decision 027: a product page's ‹ goes back where the shopper came from (search results with their
 * filters and sort, a home tab, a category), not always to the category. Without JavaScript the
 * server writes it into the link: from `?from=` (kept across the page's own form posts), else the
 * Referer of this site. Pages that are not a place to return to fall back to the category.
 */
const NOT_A_PLACE = [/^\/product\/detail\//, /^\/auth\//, /^\/logout/, /^\/v2\/order/, /^\/preferences\//]

/** The path part (path + query) of `value` when it is one of our pages, else null. */
function ourPath(value: string | null | undefined, origins: readonly string[]): string | null {
  if (!value) return null
  if (value.startsWith('/')) return isSafeNext(value) ? value : null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (!origins.includes(url.origin)) return null
  const path = `${url.pathname}${url.search}`
  return isSafeNext(path) ? path : null
}

/**
 * Where ‹ leads: `from` first (a path), then the Referer (a URL of one of our origins: the public
 * address and the one the request came to), else `fallback`.
 * Another product page, a sign-in or checkout step or another site is not returned to.
 */
export function wayBack({
  from,
  referer,
  origins,
  fallback,
}: {
  from?: string | null
  referer?: string | null
  origins: readonly string[]
  fallback: string
}): string {
  for (const candidate of [from, referer]) {
    const path = ourPath(candidate, origins)
    if (path && !NOT_A_PLACE.some((pattern) => pattern.test(path))) return path
  }
  return fallback
}

/** A product page's own address carrying where ‹ leads, so a form post that comes back keeps it. */
export function withFrom(href: string, back: string, fallback: string): string {
  return back === fallback ? href : `${href}${href.includes('?') ? '&' : '?'}from=${encodeURIComponent(back)}`
}
