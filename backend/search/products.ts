import { IN_STOCK_FIRST, LISTING_SORTS } from '../catalog/listing'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { resolveSearchWord } from './catalog-index'
import { correctionCandidates } from './correct'
import { EMPTY_FACETS, type Facets, facetsSql } from './facets'
import { filtersSql, type SearchFilters, type SearchGroup, type SearchScope } from './filters'
import { matchedSql } from './match'
import { type SearchTerms, searchTerms } from './normalize'
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
  /** The word as searched when it was read as something else (배변패드 for qoqusvoem, ㅂㅂㅍㄷ or 배변페드). */
  resolvedWord?: string
  /** The matches on the other animal's side (a search of group 1 or 2): offered at the top of the page. */
  otherGroup?: { productGroup1Id: SearchGroup; totalCount: number }
  /** When nothing matched: a nearby word that finds products in the same scope (…(으)로 검색할까요?). */
  correction?: { word: string; totalCount: number }
}

/** The other animal's group (dog ↔ cat); none for a search of both. */
const OTHER_GROUP: Record<SearchGroup, SearchGroup | null> = { 0: null, 1: 2, 2: 1 }

/** How many products of the scope match the terms (filters aside). */
async function countMatches(db: Queryable, words: SearchTerms, scope: SearchScope): Promise<number> {
  const params = new SqlParams()
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from (${matchedSql(words, scope, params)}) m`, params.values)
  return row?.n ?? 0
}

/** The terms with SQL similarity off: every term must be in the document. */
function exactOnly(words: SearchTerms): SearchTerms {
  return { ...words, fuzzyKeys: [], needs: words.needs.map(() => 1) }
}

function hasFilters(query: SearchQuery): boolean {
  return query.brandIds.length > 0 || query.category !== null || query.minPrice !== null || query.maxPrice !== null
}

/**
 * One page of a search (contract "GET /products"). The word is first read against the
 * catalogue's words (resolve.ts: spacing, 초성, the English layout, typos, the dictionary); the
 * terms it becomes are then matched in SQL. Sold-out products come last in every sort; within a
 * sort the more relevant product first, then the product id, so pages never overlap.
 */
export async function searchProducts(db: Queryable, query: SearchQuery): Promise<SearchResult> {
  const { word, sort, page, size } = query
  const empty: SearchResult = { word, products: [], totalCount: 0, page, size, sort, facets: EMPTY_FACETS }
  const { resolution, vocabulary } = await resolveSearchWord(db, word)
  const terms = resolution ? searchTerms(resolution.terms.join(' ')) : null
  if (!resolution || !terms) return empty
  // Words the catalogue knows are matched exactly; SQL similarity is left for what it does not know.
  const words = resolution.pieces.some((p) => p.kind === 'unknown') ? terms : exactOnly(terms)
  const resolved = resolution.changed ? { resolvedWord: resolution.display } : {}

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
  const summary = db.query<{ totalCount: number; inScope: boolean; facets: Facets }>(
    `with matched as materialized (${matchedSql(words, query, counted)})
     select (select count(*)::int from matched m join products p using (product_id)
              where ${filtersSql(query, counted)}) as "totalCount",
            exists (select 1 from matched) as "inScope",
            ${facetsSql(query, counted)} as facets`,
    counted.values,
  )
  const otherGroupId = OTHER_GROUP[query.group]
  const other =
    otherGroupId === null ? Promise.resolve(0) : countMatches(db, words, { group: otherGroupId, deliveryType: query.deliveryType })
  const [products, [counts], otherCount] = await Promise.all([listing, summary, other])
  const otherGroup =
    otherGroupId !== null && otherCount > 0 ? { otherGroup: { productGroup1Id: otherGroupId, totalCount: otherCount } } : {}
  if (counts?.inScope) {
    const { totalCount, facets } = counts
    return { word, products, totalCount, page, size, sort, facets, ...resolved, ...otherGroup }
  }
  // Nothing in the scope: the first nearby word that finds something (filters make their own emptiness).
  if (!hasFilters(query)) {
    for (const candidate of correctionCandidates(vocabulary, resolution)) {
      const terms = searchTerms(candidate.terms.join(' '))
      const totalCount = terms ? await countMatches(db, terms, query) : 0
      if (totalCount > 0) return { ...empty, ...resolved, ...otherGroup, correction: { word: candidate.display, totalCount } }
    }
  }
  return { ...empty, ...resolved, ...otherGroup }
}
