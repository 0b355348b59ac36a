import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { normalizeWord, parseSearchGroup, searchHomeHref, searchResultHref } from '~/domain/search'
import { rememberWord } from '~/domain/search-history'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound, readOnlyRoute } from '~/http/responses.server'
import { readRecentWords, recentWordsHeader } from '~/session/preferences.server'

/**
 * `/search/{productGroup1Id}/go?word=`: where the search box and the keyword links send a search
 * (decision 052). It puts the word first in this device's 최근 검색어 and leads to the results, so
 * the results page itself never sets a cookie and a guest's copy may be shared by a cache
 * (decision 038). Never stored: the answer is this device's own.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  if (group === null) throw notFound()
  const url = new URL(request.url)
  const word = normalizeWord(url.searchParams.get('word'))
  const headers = new Headers(cacheHeaders('never-stored'))
  if (!word) return redirect(searchHomeHref(group), { headers })
  const words = await readRecentWords(request)
  if (words[0] !== word) headers.append('set-cookie', await recentWordsHeader(rememberWord(words, word)))
  // ‘사로’로 검색 (decision 057) searches the word as typed: the results keep asTyped.
  return redirect(searchResultHref(group, word, { asTyped: url.searchParams.get('asTyped') === 'true' }), { headers })
}

/** Nothing is posted here: a POST is answered in Korean, never with Remix's English error. */
export const action = readOnlyRoute
