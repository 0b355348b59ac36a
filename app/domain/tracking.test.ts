import { expect, test } from 'vitest'
import { pageCommerceEvent } from './page-commerce-event'
import { pageEventKey } from './page-event'
import {
  addToWishlist,
  asBought,
  beginCheckout,
  cartChange,
  cookieValue,
  decodePendingEvents,
  encodePendingEvents,
  orderEvent,
  PENDING_EVENTS_MAX_BYTES,
  searchEvent,
  type TrackedProduct,
  viewProduct,
} from './tracking'
import { ORDER, PRODUCT } from './tracking-test-data'

// Spec §3, word for word: a field missing or one more fails these.
const PRODUCT_FIELDS = [
  'productId',
  'productName',
  'productGroup1Id',
  'productGroup2Id',
  'productGroup3Id',
  'productGroup4Id',
  'brandId',
  'brandName',
  'discountApplyPrice',
  'isPb',
  'reviewCount',
  'reviewScore',
  'productSellLimitStatusCode',
  'isEntirelySoldout',
].sort()
const ORDER_FIELDS = [
  'orderId',
  'shippingTime',
  'totalPrice',
  'couponTitle',
  'couponType',
  'couponDiscountPrice',
  'cancelReason',
  'products',
].sort()
const keys = (value: unknown) => Object.keys(value as object).sort()

test('[R3.5] a 찜 carries exactly the product summary fields of spec §3 (decision 059)', () => {
  const event = addToWishlist({ ...PRODUCT, extra: 'left out' } as TrackedProduct)
  expect(event.name).toBe('add_to_wishlist')
  expect(keys(event.props)).toEqual(PRODUCT_FIELDS)
  expect(event.props).toMatchObject({ productId: 3442, brandName: '바른펫', discountApplyPrice: 28800 })
})

test('[R3.5] a product view carries exactly the product summary fields of spec §3', () => {
  const event = viewProduct(PRODUCT)
  expect(event.name).toBe('view_product')
  expect(keys(event.props)).toEqual(PRODUCT_FIELDS)
  expect(event.props).toMatchObject({
    productId: 3442,
    productGroup2Id: 11,
    productGroup4Id: null,
    brandName: '바른펫',
    discountApplyPrice: 28800,
    isPb: true,
    reviewScore: 4.7,
  })
})

test('[R3.5] cart, checkout and search events carry the same product fields (with the quantity where it counts)', () => {
  const soldOut = { ...PRODUCT, productSellLimitStatusCode: 'SOLDOUT' as const, isEntirelySoldout: true }
  const added = cartChange('add_to_cart', soldOut, 2)
  expect(keys(added.props)).toEqual([...PRODUCT_FIELDS, 'quantity'].sort())
  expect(added.props).toMatchObject({ productSellLimitStatusCode: 'SOLDOUT', isEntirelySoldout: true, quantity: 2 })
  expect(keys(cartChange('remove_from_cart', PRODUCT, 1).props)).toEqual([...PRODUCT_FIELDS, 'quantity'].sort())
  const checkout = beginCheckout(57600, [{ product: PRODUCT, quantity: 2 }])
  expect(keys(checkout.props)).toEqual(['products', 'totalPrice'])
  const [line] = (checkout.props as { products: unknown[] }).products
  expect(keys(line)).toEqual([...PRODUCT_FIELDS, 'quantity'].sort())
  const search = searchEvent(
    '사료',
    1,
    40,
    Array.from({ length: 24 }, (_, i) => ({ ...PRODUCT, productId: i + 1 })),
  )
  const products = (search.props as { products: unknown[] }).products
  expect(products).toHaveLength(10)
  expect(keys(products[0])).toEqual(PRODUCT_FIELDS)
  expect(search.props).toMatchObject({ word: '사료', productGroup1Id: 1, totalCount: 40 })
})

test('[R3.6] purchase and cancel carry exactly the order fields of spec §3, products as productId, price, quantity', () => {
  for (const name of ['purchase', 'cancel_order'] as const) {
    const event = orderEvent(name, ORDER)
    expect(event.name).toBe(name)
    expect(keys(event.props)).toEqual(ORDER_FIELDS)
    expect(event.props).toMatchObject({
      orderId: 77,
      shippingTime: ORDER.shippingTime,
      totalPrice: 54600,
      couponTitle: '첫 구매 3,000원',
      couponType: 'AMOUNT',
      couponDiscountPrice: 3000,
      cancelReason: '단순 변심',
    })
    expect((event.props as { products: unknown[] }).products).toEqual([{ productId: 3442, price: 28800, quantity: 2 }])
  }
})

test('a page event is new for another product or search word, not for another sort of the same', () => {
  const search = (word: string, totalCount: number, products: TrackedProduct[]) =>
    ({ name: 'search', word, productGroup1Id: 1, totalCount, products }) as const
  expect(pageEventKey({ name: 'view_product', product: PRODUCT })).not.toBe(
    pageEventKey({ name: 'view_product', product: { ...PRODUCT, productId: 1 } }),
  )
  expect(pageEventKey(search('사료', 3, []))).toBe(pageEventKey(search('사료', 9, [PRODUCT])))
  expect(pageEventKey(search('사료', 3, []))).not.toBe(pageEventKey(search('간식', 3, [])))
})

test("a page's own event becomes the commerce event its builder makes", () => {
  expect(pageCommerceEvent({ name: 'view_product', product: PRODUCT })).toEqual(viewProduct(PRODUCT))
  expect(pageCommerceEvent({ name: 'search', word: '사료', productGroup1Id: 1, totalCount: 9, products: [PRODUCT] })).toEqual(
    searchEvent('사료', 1, 9, [PRODUCT]),
  )
  expect(pageCommerceEvent({ name: 'begin_checkout', totalPrice: 100, lines: [{ product: PRODUCT, quantity: 2 }] })).toEqual(
    beginCheckout(100, [{ product: PRODUCT, quantity: 2 }]),
  )
})

test('pending events survive the cookie, oldest first to go when it is full; anything else is dropped', () => {
  const events = [cartChange('add_to_cart', PRODUCT, 1), orderEvent('purchase', ORDER)]
  const value = encodePendingEvents(events)
  // Base64url: nothing a cookie value must escape, and a Korean letter costs 4 bytes, not 9.
  expect(value).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(value.length).toBeLessThan(encodeURIComponent(JSON.stringify(events)).length)
  expect(encodePendingEvents([cartChange('add_to_cart', { ...PRODUCT, productName: '가'.repeat(100) }, 1)]).length).toBeLessThan(
    encodeURIComponent(JSON.stringify([cartChange('add_to_cart', { ...PRODUCT, productName: '가'.repeat(100) }, 1)])).length - 400,
  )
  expect(decodePendingEvents(cookieValue(`a=1; pd_track=${value}; b=2`, 'pd_track'))).toEqual(events)
  const many = Array.from({ length: 20 }, (_, i) => cartChange('add_to_cart', { ...PRODUCT, productId: i + 1 }, 1))
  const full = encodePendingEvents(many)
  expect(full.length).toBeLessThanOrEqual(PENDING_EVENTS_MAX_BYTES)
  const kept = decodePendingEvents(full)
  expect(kept.length).toBeGreaterThan(0)
  expect(kept.at(-1)).toEqual(many.at(-1))
  expect(
    decodePendingEvents(Buffer.from(JSON.stringify([{ name: 'drop_tables', props: {} }, { name: 'search' }, 5])).toString('base64url')),
  ).toEqual([])
  expect(decodePendingEvents(encodeURIComponent(JSON.stringify(events)))).toEqual([])
  expect(decodePendingEvents('%E0%A4%A')).toEqual([])
  expect(decodePendingEvents(null)).toEqual([])
})

test('a cart or order line is tracked at its option’s price, not the product’s own (decision 043)', () => {
  const line = { product: { ...PRODUCT, discountApplyPrice: 41_650 }, unitDiscountApplyPrice: 23_170 }
  expect(cartChange('add_to_cart', asBought(line), 2).props).toMatchObject({ discountApplyPrice: 23_170, quantity: 2 })
  expect(asBought(line)).toEqual({ ...PRODUCT, discountApplyPrice: 23_170 })
})
