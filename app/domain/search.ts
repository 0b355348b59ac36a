import { SEARCH } from './constants'
import { normalizeWord, WORD_MAX_LENGTH } from './search-word'

// The shopper's word has its own module, so the search fallback (every page's shell) carries no more.
export { normalizeWord, WORD_MAX_LENGTH }

/** The search service's sorts and delivery filters (docs/backend-api.md "Search service"). */
export const SEARCH_SORTS = ['scoreDesc', 'newest', 'priceAsc', 'priceDesc', 'reviewCountDesc'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]
export const DELIVERY_TYPES = ['all', 'morning', 'express', 'logistic'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]
export type SearchGroup = 0 | 1 | 2

const PRICE_MAX = 10_000_000
const MAX_CHUNK = 200

/** Spec §2: the search path takes product group 0 to 2 only (1 dog, 2 cat, 0 both). */
export function parseSearchGroup(param: string | undefined): SearchGroup | null {
  return param === '0' || param === '1' || param === '2' ? (Number(param) as SearchGroup) : null
}

export type SearchQuery = {
  word: string
  sort: SearchSort
  deliveryType: DeliveryType
  minPrice: number | null
  maxPrice: number | null
  brandIds: number[]
  categoryId: number | null
  /** The chunk of results: 1 is the first 24, every next one 16 more (spec §9's two sizes). */
  page: number
  /** Search the word as typed, no correction applied (decision 057's ‘사로’로 검색). */
  asTyped: boolean
}

/** A price as typed: "12000", or with thousands separators "12,000" (decision 050); anything else is none. */
function parsePrice(value: string | null): number | null {
  const typed = value?.trim() ?? ''
  if (!/^\d{1,8}$/.test(typed) && !/^\d{1,3}(,\d{3}){1,2}$/.test(typed)) return null
  return Math.min(Number(typed.replace(/,/g, '')), PRICE_MAX)
}

function parseId(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null
}

/**
 * The result page's query from its URL. Anything malformed falls back to the defaults (a shared
 * link with a typo still searches); only a missing word means there is nothing to search.
 */
export function parseSearchQuery(params: URLSearchParams): SearchQuery | null {
  const word = normalizeWord(params.get('word'))
  if (!word) return null
  let minPrice = parsePrice(params.get('minPrice'))
  let maxPrice = parsePrice(params.get('maxPrice'))
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice]
  const brandIds = [
    ...new Set(
      params
        .getAll('brandId')
        .flatMap((v) => v.split(','))
        .map(parseId),
    ),
  ].filter((id): id is number => id !== null)
  const page = params.get('page')
  return {
    word,
    sort: SEARCH_SORTS.find((s) => s === params.get('sort')) ?? SEARCH.sort,
    deliveryType: DELIVERY_TYPES.find((d) => d === params.get('deliveryType')) ?? SEARCH.deliveryType,
    minPrice,
    maxPrice,
    brandIds: brandIds.slice(0, 20),
    categoryId: parseId(params.get('categoryId')),
    page: page && /^\d{1,3}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_CHUNK) : 1,
    asTyped: params.get('asTyped') === 'true',
  }
}

/** The query string of a result page; defaults are left out so equal searches share one address. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams({ word: query.word })
  if (query.sort !== SEARCH.sort) params.set('sort', query.sort)
  if (query.deliveryType !== SEARCH.deliveryType) params.set('deliveryType', query.deliveryType)
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice))
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice))
  for (const id of query.brandIds) params.append('brandId', String(id))
  if (query.categoryId !== null) params.set('categoryId', String(query.categoryId))
  if (query.page > 1) params.set('page', String(query.page))
  if (query.asTyped) params.set('asTyped', 'true')
  return params.toString()
}

export function searchHomeHref(group: SearchGroup): string {
  return `/search/${group}`
}

/**
 * Where a new search goes: the search box, a suggestion, a keyword or a correction. `/go` keeps the
 * word in 최근 검색어 and leads to `searchResultHref` (decision 052); filters, sorts and pages of
 * the same search link to the results directly.
 */
export function searchGoHref(group: SearchGroup, word: string, { asTyped = false } = {}): string {
  return `/search/${group}/go?${wordParams(word, asTyped)}`
}

/** `word`, and `asTyped=true` for a search of the word as typed (decision 057). */
function wordParams(word: string, asTyped: boolean): URLSearchParams {
  return new URLSearchParams(asTyped ? { word, asTyped: 'true' } : { word })
}

export function searchResultHref(group: SearchGroup, query: SearchQuery | string, { asTyped = false } = {}): string {
  const qs = typeof query === 'string' ? wordParams(query, asTyped).toString() : searchQueryString(query)
  return `/search/${group}/result?${qs}`
}

/** Chunk n of the results as the service's offset and size: 24 first, 16 at a time after. */
export function resultChunk(page: number): { offset: number; size: number } {
  const { result, more } = SEARCH.pageSizes
  return page <= 1 ? { offset: 0, size: result } : { offset: result + (page - 2) * more, size: more }
}

/** How many chunks hold `totalCount` results. */
export function resultChunkCount(totalCount: number): number {
  const { result, more } = SEARCH.pageSizes
  return totalCount <= result ? 1 : 1 + Math.ceil((totalCount - result) / more)
}

/**
 * Suggestions wait for typing to settle (spec §9's two debounces): 500 ms while the last letter is
 * a lone Korean consonant or vowel (a syllable still being composed, "ㄹ" on the way to "로"),
 * 200 ms after a whole syllable or any other character.
 */
export function suggestDelay(word: string): number {
  return /[\u3131-\u318E]$/.test(word) ? SEARCH.debounceMs.composing : SEARCH.debounceMs.settled
}
