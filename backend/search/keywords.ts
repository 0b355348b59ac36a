import type { ProductSummary } from '../catalog/products'
import type { Queryable } from '../db/types'
import type { SearchGroup } from './filters'
import { compact, displayWord } from './normalize'
import { searchProducts } from './products'

/** Contract "GET /best-keywords": always ten. */
const BEST_KEYWORDS = 10
/** Products shown with the first keyword. */
const FIRST_KEYWORD_PRODUCTS = 6
/** Searches older than this no longer count. */
const WINDOW_MS = 7 * 24 * 60 * 60 * 1000

export type BestKeywords = {
  productGroup1Id: SearchGroup
  keywords: { rank: number; keyword: string; products: ProductSummary[] }[]
}

/**
 * Records a search for the best keywords: its word as shown (lower case, single spaces) and how
 * many products it found; the ranking counts it by its compact form, so '로얄 캐닌' and
 * '로얄캐닌' are one keyword.
 */
export async function logSearch(db: Queryable, group: SearchGroup, word: string, resultCount: number, now: Date): Promise<void> {
  if (!compact(word)) return
  await db.query('insert into search_logs (product_group1_id, keyword, result_count, searched_at) values ($1, $2, $3, $4)', [
    group,
    displayWord(word),
    resultCount,
    now.toISOString(),
  ])
}

/**
 * The group's ten most searched keywords: the seeded base counts plus the searches of the last
 * 7 days that found something (a word nobody finds products for is no best keyword); ties by
 * keyword. The first one carries the top products of searching it.
 */
export async function bestKeywords(db: Queryable, group: SearchGroup, now: Date): Promise<BestKeywords> {
  const rows = await db.query<{ keyword: string }>(
    `with recent as (
       select keyword_key, count(*)::int as searches, mode() within group (order by keyword) as keyword
         from search_logs
        where product_group1_id = $1 and searched_at > $2 and searched_at <= $3 and result_count > 0
        group by keyword_key)
     select coalesce(k.keyword, r.keyword) as keyword
       from (select * from search_keywords where product_group1_id = $1) k
       full join recent r using (keyword_key)
      order by coalesce(k.base_count, 0) + coalesce(r.searches, 0) desc, 1
      limit ${BEST_KEYWORDS}`,
    [group, new Date(now.getTime() - WINDOW_MS).toISOString(), now.toISOString()],
  )
  const first = rows[0]
  const products = first
    ? await searchProducts(db, {
        word: first.keyword,
        group,
        deliveryType: 'all',
        brandIds: [],
        category: null,
        minPrice: null,
        maxPrice: null,
        sort: 'scoreDesc',
        page: 1,
        size: FIRST_KEYWORD_PRODUCTS,
        offset: null,
      })
    : null
  return {
    productGroup1Id: group,
    keywords: rows.map((row, i) => ({ rank: i + 1, keyword: row.keyword, products: i === 0 ? (products?.products ?? []) : [] })),
  }
}
