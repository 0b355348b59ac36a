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
}

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
  '/cdn/products/' || p.product_id || '.svg' as "imageUrl"
`
