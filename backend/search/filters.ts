import { CATEGORY_TREE, kindOfCategory } from '../catalog/category-tree'
import { BULKY, BULKY_PRICE, STOCKED_REVIEWS } from '../catalog/delivery'
import { LOWEST_PRICE_SQL } from '../catalog/products'
import type { SqlParams } from './sql-params'

export const DELIVERY_TYPES = ['all', 'morning', 'express', 'logistic'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]

/** 0 both animals, 1 dog, 2 cat. */
export type SearchGroup = 0 | 1 | 2

/** Narrow the matches before facets are counted (contract: group and delivery type). */
export type SearchScope = { group: SearchGroup; deliveryType: DeliveryType }

/** Narrow what is listed after facets are counted (contract: brand, category, price). */
export type SearchFilters = {
  brandIds: number[]
  /** A level-2 or level-3 category. */
  category: { categoryId: number; depth: 2 | 3 } | null
  minPrice: number | null
  maxPrice: number | null
}

/** Level-3 categories whose products are too big for the vans (`productDelivery` decides by their kind). */
const BULKY_CATEGORY_IDS = CATEGORY_TREE.flatMap((root) => root.branches.flatMap((branch) => branch.leaves))
  .filter((leaf) => BULKY.has(kindOfCategory(leaf.id) ?? ''))
  .map((leaf) => leaf.id)

/**
 * `catalog/delivery.ts` `productDelivery` as SQL over `products p join brands b`: dawn delivery
 * unless bulky (by category kind or price), same-day when dawn and a PB or well-reviewed
 * product, parcel always. The test compares it with `productDelivery` product by product.
 */
const BULKY_SQL = `(p.discount_apply_price >= ${BULKY_PRICE} or coalesce(p.product_group3_id, p.product_group2_id) in (${BULKY_CATEGORY_IDS.join(', ')}))`

const DELIVERY_SQL: Record<DeliveryType, string> = {
  all: 'true',
  logistic: 'true',
  morning: `not ${BULKY_SQL}`,
  express: `not ${BULKY_SQL} and (b.is_pb or p.review_count >= ${STOCKED_REVIEWS})`,
}

/** SQL over `products p join brands b` for the scope. */
export function scopeSql({ group, deliveryType }: SearchScope, params: SqlParams): string {
  const parts = [DELIVERY_SQL[deliveryType]]
  if (group !== 0) parts.push(`p.product_group1_id = ${params.add(group)}`)
  return parts.join(' and ')
}

/** SQL over `products p` for the filters (true when there are none). */
export function filtersSql({ brandIds, category, minPrice, maxPrice }: SearchFilters, params: SqlParams): string {
  const parts = ['true']
  if (brandIds.length > 0) parts.push(`p.brand_id = any(${params.add(brandIds)}::bigint[])`)
  if (category) {
    const column = category.depth === 2 ? 'p.product_group2_id' : 'p.product_group3_id'
    parts.push(`${column} = ${params.add(category.categoryId)}`)
  }
  // The price the card shows, the lowest option's (decision 046).
  if (minPrice !== null) parts.push(`${LOWEST_PRICE_SQL} >= ${params.add(minPrice)}`)
  if (maxPrice !== null) parts.push(`${LOWEST_PRICE_SQL} <= ${params.add(maxPrice)}`)
  return parts.join(' and ')
}
