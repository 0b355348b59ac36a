import type { Queryable } from '../db/types'
import type { ListingCategory } from './categories'
import { LOWEST_PRICE_SQL, LOWEST_RATE_SQL, PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from './products'

/**
 * Contract "GET /category/products" sorts; the SQL is fixed text per key, never built from input.
 * Price and discount sorts use the price and rate the cards show, the lowest option's (decision 046).
 */
export const LISTING_SORTS = {
  POPULAR: 'p.review_count desc, p.review_score desc',
  NEWEST: 'p.created_at desc',
  PRICE_ASC: `${LOWEST_PRICE_SQL} asc`,
  PRICE_DESC: `${LOWEST_PRICE_SQL} desc`,
  REVIEW_COUNT: 'p.review_count desc',
  DISCOUNT: `${LOWEST_RATE_SQL} desc`,
} as const

export type ListingSort = keyof typeof LISTING_SORTS

export const LISTING_SORT_KEYS = Object.keys(LISTING_SORTS) as [ListingSort, ...ListingSort[]]

/**
 * Sold-out products go last within any sort (the shopper sees what can be bought first); the
 * product id settles ties so pages never overlap or skip.
 */
export const IN_STOCK_FIRST = 'p.sell_limit_status_code is not null'

export type Listing = {
  category: ListingCategory
  products: ProductSummary[]
  totalCount: number
  page: number
  size: number
  sort: ListingSort
}

/** One page of a category's products; a depth-2 category lists the products of all its children. */
export async function listProducts(
  db: Queryable,
  { category, totalCount }: { category: ListingCategory; totalCount: number },
  { sort, page, size }: { sort: ListingSort; page: number; size: number },
): Promise<Listing> {
  const column = category.depth === 2 ? 'p.product_group2_id' : 'p.product_group3_id'
  const products = await db.query<ProductSummary>(
    `select ${PRODUCT_SUMMARY_COLUMNS}
       from products p join brands b using (brand_id)
      where ${column} = $1
      order by ${IN_STOCK_FIRST}, ${LISTING_SORTS[sort]}, p.product_id
      limit $2 offset ($3::bigint - 1) * $2`,
    [category.categoryId, size, page],
  )
  return { category, products, totalCount, page, size, sort }
}
