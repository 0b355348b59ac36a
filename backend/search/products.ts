import { IN_STOCK_FIRST, LISTING_SORTS } from '../catalog/listing'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { type Facets, EMPTY_FACETS, facetsSql } from './facets'
import { type SearchFilters, type SearchScope, filtersSql } from './filters'
import { matchedSql } from './match'
import { searchTerms } from './normalize'
import { SqlParams } from './sql-params'

/** Contract "GET /products" sorts; the SQL is fixed text per key, never built from input. */
export const SEARCH_SORTS = {
  scoreDesc: `m.tier desc, m.sim desc, ${LISTING_SORTS.POPULAR}`,
  newest: LISTING_SORTS.NEWEST,
  priceAsc: LISTING_SORTS.PRICE_ASC,
  priceDesc: LISTING_SORTS.PRICE_DESC,
  reviewCountDesc: LISTING_SORTS.REVIEW_COUNT,
} as const

export type SearchSort = keyof typeof SEARCH_SORTS
export const SEARCH_SORT_KEYS = Object.keys(SEARCH_SORTS) as [SearchSort, ...SearchSort[]]

export type SearchQuery = SearchScope &
  SearchFilters & {
    word: string
    sort: SearchSort
    page: number
    size: number
    /** Rows to skip; null: `(page - 1) * size` (the shop's 24-then-16 chunks pass it). */
    offset: number | null
  }

export type SearchResult = {
  word: string
  products: ProductSummary[]
  totalCount: number
  page: number
  size: number
  sort: SearchSort
  facets: Facets
}

/**
 * One page of a search (contract "GET /products"). Sold-out products come last in every sort;
 * within a sort the more relevant product first, then the product id, so pages never overlap.
 */
export async function searchProducts(db: Queryable, query: SearchQuery): Promise<SearchResult> {
  const { word, sort, page, size } = query
  const empty: SearchResult = { word, products: [], totalCount: 0, page, size, sort, facets: EMPTY_FACETS }
  const words = searchTerms(word)
  if (!words) return empty

  const listed = new SqlParams()
  const matched = matchedSql(words, query, listed)
  const filters = filtersSql(query, listed)
  const limit = listed.add(size)
  const listing = db.query<ProductSummary>(
    `with matched as materialized (${matched})
     select ${PRODUCT_SUMMARY_COLUMNS}
       from matched m join products p using (product_id) join brands b using (brand_id)
      where ${filters}
      order by ${IN_STOCK_FIRST}, ${SEARCH_SORTS[sort]}, m.tier desc, m.sim desc, p.product_id
      limit ${limit} offset ${listed.add(query.offset ?? (page - 1) * size)}::bigint`,
    listed.values,
  )
  const counted = new SqlParams()
  const summary = db.query<{ totalCount: number; facets: Facets }>(
    `with matched as materialized (${matchedSql(words, query, counted)})
     select (select count(*)::int from matched m join products p using (product_id)
              where ${filtersSql(query, counted)}) as "totalCount",
            ${facetsSql()} as facets`,
    counted.values,
  )
  const [products, [counts]] = await Promise.all([listing, summary])
  if (!counts || counts.facets.priceRange === null) return empty
  return { word, products, totalCount: counts.totalCount, page, size, sort, facets: counts.facets }
}
