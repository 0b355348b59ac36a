import * as SEARCH_MSG from './messages.search'
import { type SearchGroup, type SearchQuery, searchResultHref } from './search'

/** The facets the chips take their names from (the search service's, docs/backend-api.md). */
type Facets = {
  brands: readonly { brandId: number; brandName: string }[]
  categories: readonly { categoryId: number; name: string }[]
}

export type FilterChip = { key: string; label: string; href: string }

const PRICE_DIGITS = 8

/** 12000 → "12,000": the way prices are written in the shop. */
export const formatWon = (n: number) => n.toLocaleString('ko-KR')

/**
 * The price box as the shopper types (decision 050): digits only, at most 8, with thousands
 * separators. The server reads "12,000" and "12000" alike (`parseSearchQuery`).
 */
export function formatPriceInput(raw: string): string {
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, PRICE_DIGITS)
  return digits === '' ? '' : formatWon(Number(digits))
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return SEARCH_MSG.priceBetween(formatWon(min), formatWon(max))
  if (min !== null) return SEARCH_MSG.priceFrom(formatWon(min))
  return SEARCH_MSG.priceUpTo(formatWon(max ?? 0))
}

/**
 * Decision 050: the chosen filters as chips above the results, shown whether the filter panel is
 * open or not; each is a link to the same search without that one filter (first chunk again).
 */
export function filterChips(group: SearchGroup, query: SearchQuery, facets: Facets): FilterChip[] {
  const without = (change: Partial<SearchQuery>) => searchResultHref(group, { ...query, ...change, page: 1 })
  const chips: FilterChip[] = []
  if (query.deliveryType !== 'all')
    chips.push({ key: 'delivery', label: SEARCH_MSG.deliveryTypes[query.deliveryType] ?? '', href: without({ deliveryType: 'all' }) })
  if (query.categoryId !== null) {
    const name = facets.categories.find((c) => c.categoryId === query.categoryId)?.name ?? SEARCH_MSG.chosenCategory
    chips.push({ key: 'category', label: name, href: without({ categoryId: null }) })
  }
  if (query.minPrice !== null || query.maxPrice !== null)
    chips.push({ key: 'price', label: priceLabel(query.minPrice, query.maxPrice), href: without({ minPrice: null, maxPrice: null }) })
  for (const brandId of query.brandIds) {
    const name = facets.brands.find((b) => b.brandId === brandId)?.brandName ?? SEARCH_MSG.chosenBrand
    chips.push({ key: `brand-${brandId}`, label: name, href: without({ brandIds: query.brandIds.filter((id) => id !== brandId) }) })
  }
  return chips
}
