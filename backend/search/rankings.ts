import { LRUCache } from 'lru-cache'
import { IN_STOCK_FIRST, LISTING_SORTS } from '../catalog/listing'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import { EMPTY_FACETS, type Facets, facetsSql } from './facets'
import { filtersSql, type SearchFilters } from './filters'
import { MATCHED_PRODUCTS } from './match'
import { SqlParams } from './sql-params'
import type { Vocabulary } from './vocabulary'

/** Contract "GET /products" sorts; the SQL is fixed text per key, never built from input. */
export const SEARCH_SORTS = {
  scoreDesc: `m.tier desc, m.sim desc, ${LISTING_SORTS.POPULAR}`,
  newest: LISTING_SORTS.NEWEST,
  priceAsc: LISTING_SORTS.PRICE_ASC,
  priceDesc: LISTING_SORTS.PRICE_DESC,
  reviewCountDesc: LISTING_SORTS.REVIEW_COUNT,
} as const

export type SearchSort = keyof typeof SEARCH_SORTS

/** Every listed product's id in order, their count's facets, and whether the scope held any match. */
type Ranking = { ids: number[]; inScope: boolean; facets: Facets }

/**
 * A search's ranking is kept for half a minute per catalogue version (a vocabulary object is one
 * version's): the order of every product it lists, the facets and whether the scope held a match.
 * A word's next pages, and the same word asked again, read their products by key from it (decision
 * 057): a broad word (사료) scores, sorts and counts its thousands of matches once, not per page.
 * The cards themselves are always read afresh, so a price or a sold-out state on a card is never
 * older than the request; only the order and the counts may be up to half a minute old (a product
 * sold out in that time keeps its place, marked sold out, until the ranking is read again).
 */
const KEPT_MS = 30_000
/** Listed ids kept in all (a broad word at ten times the catalogue lists about 5,000). */
const KEPT_IDS = 500_000

const kept = new WeakMap<Vocabulary, LRUCache<string, Promise<Ranking>>>()

function cacheOf(vocabulary: Vocabulary): LRUCache<string, Promise<Ranking>> {
  let cache = kept.get(vocabulary)
  if (!cache) {
    // A ranking's size is its ids; one in flight counts as one until it lands.
    cache = new LRUCache({ maxSize: KEPT_IDS, sizeCalculation: () => 1, ttl: KEPT_MS })
    kept.set(vocabulary, cache)
  }
  return cache
}

/** The ranking over the CTE `matched (product_id, tier, sim)` that `cte` writes, in one statement. */
function readRanking(db: Queryable, query: SearchFilters & { sort: SearchSort }, cte: (params: SqlParams) => string) {
  const params = new SqlParams()
  const sql = `with matched as materialized (${cte(params)})
     select (select coalesce(array_agg(p.product_id::int order by ${IN_STOCK_FIRST}, ${SEARCH_SORTS[query.sort]}, m.tier desc, m.sim desc, p.product_id), '{}')
               from ${MATCHED_PRODUCTS} join brands b using (brand_id)
              where ${filtersSql(query, params)}) as ids,
            exists (select 1 from matched) as "inScope",
            ${facetsSql(query, params)} as facets`
  return { key: JSON.stringify([sql, params.values]), read: () => db.query<Ranking>(sql, params.values) }
}

/** One page, its count and facets, over the CTE `matched (product_id, tier, sim)` that `cte` writes. */
export async function listPage(
  db: Queryable,
  vocabulary: Vocabulary,
  query: SearchFilters & { sort: SearchSort; page: number; size: number; offset: number | null },
  cte: (params: SqlParams) => string,
): Promise<{ products: ProductSummary[]; totalCount: number; inScope: boolean; facets: Facets }> {
  const cache = cacheOf(vocabulary)
  const { key, read } = readRanking(db, query, cte)
  let ranking = cache.get(key)
  if (!ranking) {
    const reading = read().then(([row]) => row ?? { ids: [], inScope: false, facets: EMPTY_FACETS })
    ranking = reading
    cache.set(key, reading)
    reading.then(
      (done) => {
        if (cache.get(key) === reading) cache.set(key, reading, { size: Math.max(1, done.ids.length) })
      },
      () => {
        if (cache.get(key) === reading) cache.delete(key)
      },
    )
  }
  const { ids, inScope, facets } = await ranking
  const start = query.offset ?? (query.page - 1) * query.size
  const shown = ids.slice(start, start + query.size)
  const rows =
    shown.length === 0
      ? []
      : await db.query<ProductSummary>(
          `select ${PRODUCT_SUMMARY_COLUMNS} from products p join brands b using (brand_id) where p.product_id = any($1::bigint[])`,
          [shown],
        )
  const byId = new Map(rows.map((row) => [Number(row.productId), row]))
  // A product deleted since the ranking was read is left out of the page, never shown as a hole.
  const products = shown.flatMap((id) => byId.get(id) ?? [])
  return { products, totalCount: ids.length, inScope, facets }
}
