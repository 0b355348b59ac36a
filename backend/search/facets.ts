import { LOWEST_PRICE_SQL } from '../catalog/products'
import { filtersSql, type SearchFilters } from './filters'
import { MATCHED_PRODUCTS } from './match'
import type { SqlParams } from './sql-params'

/** Contract "GET /products" `facets`. */
export type Facets = {
  brands: { brandId: number; brandName: string; count: number }[]
  categories: { categoryId: number; name: string; count: number }[]
  priceRange: { min: number; max: number } | null
}

export const EMPTY_FACETS: Facets = { brands: [], categories: [], priceRange: null }

/** Brands listed in the facets: the ones with the most matches. */
const TOP_BRANDS = 20

/**
 * The facets as one JSON value, over the CTE `matched` (the matches of the word in the scope:
 * group and delivery type). Each facet follows every other chosen filter but not its own (decision
 * 050): the brands are counted with the category and price applied, the categories with the brands
 * and price, the price range with the brands and category. So a count says what choosing it would
 * list, and a shopper can still switch between brands. Categories are level 2; the price range is
 * over the prices the cards show (decision 046).
 */
export function facetsSql(filters: SearchFilters, params: SqlParams): string {
  const without = (own: Partial<SearchFilters>) => filtersSql({ ...filters, ...own }, params)
  return /* sql */ `json_build_object(
    'brands', (select coalesce(json_agg(x), '[]') from (
        select b.brand_id as "brandId", b.name as "brandName", count(*)::int as count
          from ${MATCHED_PRODUCTS} join brands b using (brand_id)
         where ${without({ brandIds: [] })}
         group by b.brand_id order by count(*) desc, b.brand_id limit ${TOP_BRANDS}) x),
    'categories', (select coalesce(json_agg(x), '[]') from (
        select c.category_id as "categoryId", c.name, count(*)::int as count
          from ${MATCHED_PRODUCTS} join categories c on c.category_id = p.product_group2_id
         where ${without({ category: null })}
         group by c.category_id order by count(*) desc, c.sort_order, c.category_id) x),
    'priceRange', (select case when count(*) > 0 then json_build_object('min', min(x.price), 'max', max(x.price)) end
          from (select ${LOWEST_PRICE_SQL} as price from ${MATCHED_PRODUCTS}
                 where ${without({ minPrice: null, maxPrice: null })}) x))`
}
