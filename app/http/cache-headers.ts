import type { HeadersFunction } from '@remix-run/node'

/**
 * The one rule for HTTP caching of the shop's answers (docs/architecture.md §6). Every route
 * names one of these kinds instead of writing a Cache-Control literal:
 *
 * - `guest-shareable`: the same bytes for every guest who shares the page's cache key (the
 *   dog/cat choice, the experiment assignment: `sharedPageKey` in ./shared-page.server.ts), so
 *   the host's micro-cache keeps it a few seconds and serves it again with a fresh CSP nonce,
 *   and a browser or CDN a minute (`Vary: Cookie`), stale while it refreshes (decision 038).
 *   Never for a signed-in shopper: pass the session through `forShopper` and a member's copy
 *   becomes `private`; an answer that sets a cookie is made `private` by the host whatever it
 *   chose, so a page sets its cookies only when they change.
 * - `private`: personal but harmless to keep in the shopper's own browser (their home, cart,
 *   feed): the browser keeps it and asks again before each use.
 * - `never-stored`: anything a shared or lost device must not keep: account details, orders,
 *   addresses, tokens, and every page whose action may echo what was typed (decision 026).
 */
export type CacheKind = 'guest-shareable' | 'private' | 'never-stored'

const CACHE_CONTROL: Record<CacheKind, string> = {
  'guest-shareable': 'public, max-age=60, stale-while-revalidate=300',
  private: 'private, no-cache',
  'never-stored': 'private, no-store',
}

export function cacheControl(kind: CacheKind): string {
  return CACHE_CONTROL[kind]
}

/** The headers of an answer of this kind, to spread into `json(…, { headers })`. */
export function cacheHeaders(kind: CacheKind): { 'Cache-Control': string } {
  return { 'Cache-Control': CACHE_CONTROL[kind] }
}

/** A page guests share: `guest-shareable` for a guest, `private` as soon as there is a session. */
export function forShopper(session: string | null): CacheKind {
  return session === null ? 'guest-shareable' : 'private'
}

/** The kinds from the least to the most careful. */
const CAREFUL = [CACHE_CONTROL['guest-shareable'], CACHE_CONTROL.private, CACHE_CONTROL['never-stored']]

/** The more careful of a route's Cache-Control and the shell's (decision 054: the shell drew from a fallback). */
function carefulOf(own: string, shell: string | null): string {
  return shell !== null && CAREFUL.indexOf(shell) > CAREFUL.indexOf(own) ? shell : own
}

/**
 * A form page whose action may echo what was typed: the action's Cache-Control wins over the
 * loader's, so `never-stored` reaches the document answer too (decision 026).
 */
export const formCacheControl: HeadersFunction = ({ actionHeaders, loaderHeaders, parentHeaders }) => ({
  'Cache-Control': carefulOf(
    actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? CACHE_CONTROL.private,
    parentHeaders.get('Cache-Control'),
  ),
})

/** A route's document answer keeps the Cache-Control its loader chose (`private` when unsure). */
export const loaderCacheControl: HeadersFunction = ({ loaderHeaders, parentHeaders }) => ({
  'Cache-Control': carefulOf(loaderHeaders.get('Cache-Control') ?? CACHE_CONTROL.private, parentHeaders.get('Cache-Control')),
})

/**
 * The shell's (root's) own: no Cache-Control while it drew everything, `private` once it drew from
 * a fallback (decision 054), which every route's document answer then takes.
 */
export const shellCacheControl: HeadersFunction = ({ loaderHeaders }): Record<string, string> => {
  const value = loaderHeaders.get('Cache-Control')
  return value ? { 'Cache-Control': value } : {}
}
