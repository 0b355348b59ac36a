import { describe, expect, it } from 'vitest'
import { type CouponTerms, couponAmount, couponDiscount, orderTotal, shippingFee, summarize } from '../commerce/pricing'

const terms = (over: Partial<CouponTerms>): CouponTerms => ({
  type: 'AMOUNT',
  discount_value: 3000,
  max_discount_price: null,
  min_order_price: 0,
  product_group1_id: null,
  ...over,
})
const basis = { productTotal: 25_000, shippingFee: 3000, groups: [1] }

describe('shipping fee', () => {
  it('is 3,000 won below 30,000 won of products, none from it or with nothing bought', () => {
    expect(shippingFee(29_999, 1)).toBe(3000)
    expect(shippingFee(30_000, 1)).toBe(0)
    expect(shippingFee(0, 0)).toBe(0)
  })
})

describe('summarize', () => {
  it('sums the selected lines that are not sold out', () => {
    const line = { unitPrice: 10_000, unitDiscountApplyPrice: 8000, quantity: 2, selected: true, soldOut: false }
    expect(summarize([line, { ...line, selected: false }, { ...line, soldOut: true }])).toEqual({
      item_count: 3,
      selected_count: 1,
      price_total: 20_000,
      discount_total: 4000,
      product_total: 16_000,
      shipping_fee: 3000,
      free_shipping_over: 30_000,
      total: 19_000,
    })
    expect(summarize([{ ...line, quantity: 4 }]).shipping_fee).toBe(0)
  })
})

describe('coupon discounts', () => {
  it('RATE: percent of the product total floored to 10 won, at most the maximum', () => {
    expect(couponAmount(terms({ type: 'RATE', discount_value: 10 }), { ...basis, productTotal: 12_345 })).toBe(1230)
    expect(couponAmount(terms({ type: 'RATE', discount_value: 7 }), { ...basis, productTotal: 12_999 })).toBe(900)
    expect(couponAmount(terms({ type: 'RATE', discount_value: 10, max_discount_price: 5000 }), { ...basis, productTotal: 80_000 })).toBe(
      5000,
    )
  })

  it('AMOUNT: its value, never more than the product total; FREE_SHIPPING: the fee', () => {
    expect(couponAmount(terms({ discount_value: 3000 }), basis)).toBe(3000)
    expect(couponAmount(terms({ discount_value: 10_000 }), { ...basis, productTotal: 4000 })).toBe(4000)
    expect(couponAmount(terms({ type: 'FREE_SHIPPING', discount_value: 0 }), basis)).toBe(3000)
    expect(couponAmount(terms({ type: 'FREE_SHIPPING', discount_value: 0 }), { ...basis, shippingFee: 0 })).toBe(0)
  })

  it('applies from the minimum order and only to its animal group', () => {
    expect(couponDiscount(terms({ min_order_price: 25_000 }), basis)).toEqual({ applicable: true, discount_price: 3000 })
    expect(couponDiscount(terms({ min_order_price: 25_001 }), basis)).toEqual({ applicable: false, discount_price: 0 })
    expect(couponDiscount(terms({ product_group1_id: 2 }), basis).applicable).toBe(false)
    expect(couponDiscount(terms({ product_group1_id: 2 }), { ...basis, groups: [1, 2] }).applicable).toBe(true)
    expect(couponDiscount(terms({}), { ...basis, productTotal: 0 }).applicable).toBe(false)
  })

  it('never makes the total negative', () => {
    expect(orderTotal(25_000, 3000, 3000)).toBe(25_000)
    expect(orderTotal(1000, 0, 5000)).toBe(0)
  })
})
