import { LOWEST_PRICE_SQL, OPTION_PRICES_DIFFER_SQL } from '../catalog/products'
import type { Queryable } from '../db/types'

type BrandRow = {
  brand_id: number
  name: string
  product_group1_id: number | null
  product_count: number
  soldout_count: number
  review_count: number
  review_score: string | null
  sold_quantity: number
}

type ProductRow = {
  product_id: number
  product_name: string
  product_group1_id: number
  price: number
  discount_apply_price: number
  /** The price lists show and whether the options differ (decision 046). */
  lowest_option_discount_apply_price: number
  option_prices_differ: boolean
  is_soldout: boolean
  review_count: number
  review_score: string
  sold_quantity: number
}

// Orders that were paid and not cancelled, as the user detail counts them.
const SOLD = `select oi.product_id, sum(oi.quantity)::int as quantity
                from order_items oi join orders o using (order_id)
               where o.status in ('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')
               group by oi.product_id`

/** The partner's brand as the shop sells it: its products, their stock, reviews and sales. */
export async function loadPartnerBrand(db: Queryable, brandId: number) {
  const [brands, products] = await Promise.all([
    db.query<BrandRow>(
      `select b.brand_id, b.name, b.product_group1_id,
              count(p.product_id)::int as product_count,
              (count(p.product_id) filter (where p.sell_limit_status_code = 'SOLDOUT'))::int as soldout_count,
              coalesce(sum(p.review_count), 0)::int as review_count,
              round(sum(p.review_score * p.review_count) / nullif(sum(p.review_count), 0), 1)::text as review_score,
              coalesce(sum(s.quantity), 0)::int as sold_quantity
         from brands b left join products p using (brand_id) left join (${SOLD}) s using (product_id)
        where b.brand_id = $1
        group by b.brand_id`,
      [brandId],
    ),
    db.query<ProductRow>(
      `select p.product_id, p.product_name, p.product_group1_id, p.price, p.discount_apply_price,
              ${LOWEST_PRICE_SQL} as lowest_option_discount_apply_price, ${OPTION_PRICES_DIFFER_SQL} as option_prices_differ,
              p.sell_limit_status_code = 'SOLDOUT' as is_soldout, p.review_count, p.review_score::text,
              coalesce(s.quantity, 0)::int as sold_quantity
         from products p left join (${SOLD}) s using (product_id)
        where p.brand_id = $1
        order by sold_quantity desc, p.review_count desc, p.product_id
        limit 10`,
      [brandId],
    ),
  ])
  const [brand] = brands
  if (!brand) return null
  return {
    brand: { brand_id: brand.brand_id, name: brand.name, product_group1_id: brand.product_group1_id },
    summary: {
      product_count: brand.product_count,
      soldout_count: brand.soldout_count,
      review_count: brand.review_count,
      review_score: brand.review_score === null ? null : Number(brand.review_score),
      sold_quantity: brand.sold_quantity,
    },
    products: products.map((p) => ({ ...p, is_soldout: p.is_soldout === true, review_score: Number(p.review_score) })),
  }
}

/** A member's partners authority and brand (decision 031); null without a row. */
export async function loadPartnerAuthority(
  db: Queryable,
  userId: number,
): Promise<{ partners_authority: string | null; partner_brand_id: number | null } | null> {
  const [row] = await db.query<{ partners_authority: string | null; partner_brand_id: number | null }>(
    'select partners_authority, partner_brand_id from member_permissions where user_id = $1',
    [userId],
  )
  return row ?? null
}
