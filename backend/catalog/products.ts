/** `ProductSummary` of the contract, as the BFF answers it. */
export type ProductSummary = {
  productId: number
  productName: string
  productGroup1Id: number
  productGroup2Id: number
  productGroup3Id: number | null
  productGroup4Id: number | null
  brandId: number
  brandName: string
  price: number
  discountApplyPrice: number
  discountRate: number
  isPb: boolean
  reviewCount: number
  reviewScore: number
  productSellLimitStatusCode: 'SOLDOUT' | null
  isEntirelySoldout: boolean
  imageUrl: string
  /**
   * What lists show (decision 046): the lowest option that can be bought (of every option when
   * none can), its list price, selling price and rate. The id is null for a product without stored
   * options, whose own prices stand in.
   */
  lowestOptionId: number | null
  lowestOptionPrice: number
  lowestOptionDiscountApplyPrice: number
  lowestOptionDiscountRate: number
  /** Whether the options that lowest one was chosen from cost differently: lists then say "~". */
  optionPricesDiffer: boolean
}

/** An option that cannot be bought, as `commerce/options.ts` SOLD_OUT_SQL says (`o` the option, `p` its product). */
const OPTION_OUT = '(o.sold_out or o.stock = 0 or p.is_entirely_soldout)'

/** One value of the product's lowest option: sellable ones first, then the cheapest, then display order. */
const lowest = (value: string) =>
  `(select ${value} from product_options o where o.product_id = p.product_id
     order by ${OPTION_OUT}, o.discount_apply_price, o.sort limit 1)`

/**
 * The price a list shows for product `p` (decision 046), for sorts, price filters and facets to use the
 * number the card shows: its lowest option's selling price, the product's own without options.
 */
export const LOWEST_PRICE_SQL = `coalesce(${lowest('o.discount_apply_price')}, p.discount_apply_price)`
/** Whether the options the lowest is chosen from (those that can be bought, else all) cost differently: "~". */
export const OPTION_PRICES_DIFFER_SQL = `(select case when bool_and(${OPTION_OUT}) then count(distinct o.discount_apply_price)
               else count(distinct o.discount_apply_price) filter (where not ${OPTION_OUT}) end > 1
     from product_options o where o.product_id = p.product_id)`
/** The rate a list shows beside that price: the same option's, as `products.discount_rate` rounds it. */
export const LOWEST_RATE_SQL = `coalesce(${lowest('round((o.price - o.discount_apply_price) * 100.0 / o.price)::int')}, p.discount_rate)`

/** Columns of a ProductSummary; use with `from products p join brands b using (brand_id)`. */
export const PRODUCT_SUMMARY_COLUMNS = /* sql */ `
  p.product_id as "productId",
  p.product_name as "productName",
  p.product_group1_id as "productGroup1Id",
  p.product_group2_id as "productGroup2Id",
  p.product_group3_id as "productGroup3Id",
  p.product_group4_id as "productGroup4Id",
  p.brand_id as "brandId",
  b.name as "brandName",
  p.price,
  p.discount_apply_price as "discountApplyPrice",
  p.discount_rate as "discountRate",
  b.is_pb as "isPb",
  p.review_count as "reviewCount",
  p.review_score::float8 as "reviewScore",
  p.sell_limit_status_code as "productSellLimitStatusCode",
  p.is_entirely_soldout as "isEntirelySoldout",
  '/cdn/products/' || p.product_id || '.svg' as "imageUrl",
  ${lowest('o.option_id')} as "lowestOptionId",
  coalesce(${lowest('o.price')}, p.price) as "lowestOptionPrice",
  ${LOWEST_PRICE_SQL} as "lowestOptionDiscountApplyPrice",
  ${LOWEST_RATE_SQL} as "lowestOptionDiscountRate",
  ${OPTION_PRICES_DIFFER_SQL} as "optionPricesDiffer"
`
