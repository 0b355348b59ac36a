import { normalizeWord } from './search-word'

/** Spec §2 search fallback's rules; the shell's island (islands/SearchFallback.tsx) applies them. */
export type SearchPage = 'home' | 'result'

/** Which search page a path is, if any: `/go` leads to the results (decision 052). */
export function searchPageOf(pathname: string): SearchPage | null {
  if (/^\/search\/[0-2]\/?$/.test(pathname)) return 'home'
  if (/^\/search\/[0-2]\/(result|go)\/?$/.test(pathname)) return 'result'
  return null
}

type Place = { pathname: string; search: string }

/**
 * Spec §2 search fallback: the skeleton a navigation from `from` to `to` may show, or null.
 * None when the result page stays on the same word (a sort or filter change keeps the page).
 */
export function fallbackFor(from: Place, to: Place): SearchPage | null {
  const page = searchPageOf(to.pathname)
  if (page !== 'result') return page
  const sameWord = normalizeWord(new URLSearchParams(from.search).get('word')) === normalizeWord(new URLSearchParams(to.search).get('word'))
  return searchPageOf(from.pathname) === 'result' && sameWord ? null : 'result'
}
