/**
 * The money rules of docs/backend-api.md "Shopping": pure functions, so the cart, the order
 * sheet and the order itself compute every won the same way. Money is whole won.
 */

/** Shipping costs this much below FREE_SHIPPING_OVER won of products (catalog/delivery.ts shows the same figures). */
export const SHIPPING_FEE = 3000
export const FREE_SHIPPING_OVER = 30_000

export type PricedLine = {
  unitPrice: number
  unitDiscountApplyPrice: number
  quantity: number
  selected: boolean
  soldOut: boolean
}

export type Summary = {
  item_count: number
  selected_count: number
  price_total: number
  discount_total: number
  product_total: number
  shipping_fee: number
  free_shipping_over: number
  total: number
}

export function linePrices(line: Pick<PricedLine, 'unitPrice' | 'unitDiscountApplyPrice' | 'quantity'>) {
  return { line_price: line.unitPrice * line.quantity, line_discount_apply_price: line.unitDiscountApplyPrice * line.quantity }
}

/** 3,000 won below 30,000 won of products; nothing when nothing is bought. */
export function shippingFee(productTotal: number, lineCount: number): number {
  if (lineCount === 0) return 0
  return productTotal < FREE_SHIPPING_OVER ? SHIPPING_FEE : 0
}

/** Cart summary: sums over the selected lines that can be bought. */
export function summarize(lines: readonly PricedLine[]): Summary {
  const counted = lines.filter((line) => line.selected && !line.soldOut)
  let priceTotal = 0
  let productTotal = 0
  for (const line of counted) {
    const prices = linePrices(line)
    priceTotal += prices.line_price
    productTotal += prices.line_discount_apply_price
  }
  const fee = shippingFee(productTotal, counted.length)
  return {
    item_count: lines.length,
    selected_count: counted.length,
    price_total: priceTotal,
    discount_total: priceTotal - productTotal,
    product_total: productTotal,
    shipping_fee: fee,
    free_shipping_over: FREE_SHIPPING_OVER,
    total: productTotal + fee,
  }
}

export type CouponType = 'AMOUNT' | 'RATE' | 'FREE_SHIPPING'

export type CouponTerms = {
  type: CouponType
  discount_value: number
  max_discount_price: number | null
  min_order_price: number
  product_group1_id: number | null
  /** Decision 027: only while the member has no paid order. */
  first_purchase?: boolean
  /** Only on products of these depth-2 categories (null: any). */
  category_ids?: readonly number[] | null
}

/**
 * What a coupon is checked against: the order's product total, its shipping fee, its animal
 * groups, each depth-2 category's product total, and whether the member has never paid an order.
 */
export type CouponBasis = {
  productTotal: number
  shippingFee: number
  groups: readonly number[]
  categoryTotals?: ReadonlyMap<number, number>
  firstPurchase?: boolean
}

/** Why a coupon does not apply to an order; null when it does. */
export type CouponRefusal = 'FIRST_PURCHASE_ONLY' | 'ALREADY_FREE_SHIPPING' | 'OUT_OF_SCOPE' | 'MIN_ORDER'

/** The product total the coupon counts: a category coupon only its categories' products. */
export function scopedTotal(terms: CouponTerms, basis: CouponBasis): number {
  if (!terms.category_ids) return basis.productTotal
  return terms.category_ids.reduce((sum, id) => sum + (basis.categoryTotals?.get(id) ?? 0), 0)
}

/** The discount a coupon's terms give on this basis, before asking whether it applies. */
export function couponAmount(terms: CouponTerms, basis: CouponBasis): number {
  if (terms.type === 'FREE_SHIPPING') return basis.shippingFee
  const total = scopedTotal(terms, basis)
  if (terms.type === 'AMOUNT') return Math.min(terms.discount_value, total)
  const rate = Math.floor((total * terms.discount_value) / 100 / 10) * 10
  return terms.max_discount_price === null ? rate : Math.min(rate, terms.max_discount_price)
}

/**
 * Why the terms refuse the coupon on this order, in the order a shopper can act on: a
 * first-purchase coupon after a paid order (nothing to do), a free-shipping coupon on an order
 * that already ships free (it would save 0원), products outside its animal group or categories,
 * then the minimum (of the counted products). Used or expired coupons are the caller's to rule out.
 */
export function couponRefusal(terms: CouponTerms, basis: CouponBasis): CouponRefusal | null {
  if (terms.first_purchase && basis.firstPurchase === false) return 'FIRST_PURCHASE_ONLY'
  if (basis.productTotal <= 0) return 'MIN_ORDER'
  if (terms.type === 'FREE_SHIPPING' && basis.shippingFee === 0) return 'ALREADY_FREE_SHIPPING'
  if (terms.product_group1_id !== null && !basis.groups.includes(terms.product_group1_id)) return 'OUT_OF_SCOPE'
  const total = scopedTotal(terms, basis)
  if (terms.category_ids && total <= 0) return 'OUT_OF_SCOPE'
  if (total < terms.min_order_price) return 'MIN_ORDER'
  return null
}

export function couponFits(terms: CouponTerms, basis: CouponBasis): boolean {
  return couponRefusal(terms, basis) === null
}

/** `{ applicable, discount_price }` of a coupon on an order (0 when it does not apply). */
export function couponDiscount(terms: CouponTerms, basis: CouponBasis): { applicable: boolean; discount_price: number } {
  const applicable = couponFits(terms, basis)
  return { applicable, discount_price: applicable ? couponAmount(terms, basis) : 0 }
}

/** What the member pays. */
export function orderTotal(productTotal: number, fee: number, couponDiscountPrice: number): number {
  return Math.max(0, productTotal + fee - couponDiscountPrice)
}
