import { expect, test } from 'vitest'
import { addToWishlist, beginCheckout, cartChange, orderEvent, searchEvent, viewProduct } from './tracking'
import { ORDER, PRODUCT } from './tracking-test-data'
import { crmEvent, firebaseEvent, pixelEvent, productAnalyticsEvent } from './tracking-vendors'

const ITEM = {
  item_id: '3442',
  item_name: '그레인프리 연어 사료 2kg',
  item_brand: '바른펫',
  price: 28800,
  item_category: '1',
  item_category2: '11',
  item_category3: '111',
}

test('Firebase-type analytics gets GA4 e-commerce names and items', () => {
  expect(firebaseEvent(viewProduct(PRODUCT))).toEqual({ name: 'view_item', props: { currency: 'KRW', value: 28800, items: [ITEM] } })
  expect(firebaseEvent(cartChange('add_to_cart', PRODUCT, 2))).toEqual({
    name: 'add_to_cart',
    props: { currency: 'KRW', value: 57600, items: [{ ...ITEM, quantity: 2 }] },
  })
  expect(firebaseEvent(cartChange('remove_from_cart', PRODUCT, 1))?.name).toBe('remove_from_cart')
  expect(firebaseEvent(beginCheckout(57600, [{ product: PRODUCT, quantity: 2 }]))).toEqual({
    name: 'begin_checkout',
    props: { currency: 'KRW', value: 57600, items: [{ ...ITEM, quantity: 2 }] },
  })
  const purchase = {
    name: 'purchase',
    props: {
      transaction_id: '77',
      currency: 'KRW',
      value: 54600,
      coupon: '첫 구매 3,000원',
      items: [{ item_id: '3442', price: 28800, quantity: 2 }],
    },
  }
  expect(firebaseEvent(orderEvent('purchase', ORDER))).toEqual(purchase)
  expect(firebaseEvent(orderEvent('cancel_order', ORDER))).toEqual({ ...purchase, name: 'refund' })
  expect(firebaseEvent(searchEvent('사료', 1, 3, [PRODUCT]))).toEqual({ name: 'search', props: { search_term: '사료' } })
  // Not a commerce event: as it is.
  expect(firebaseEvent({ name: 'visit_route', props: { page: 'home_tab' } })).toEqual({ name: 'visit_route', props: { page: 'home_tab' } })
})

test('product analytics gets readable names and the shop fields unchanged', () => {
  const added = cartChange('add_to_cart', PRODUCT, 2)
  expect(productAnalyticsEvent(added)).toEqual({ name: 'Product Added', props: added.props })
  expect(productAnalyticsEvent(viewProduct(PRODUCT))?.name).toBe('Product Viewed')
  expect(productAnalyticsEvent(orderEvent('purchase', ORDER))?.name).toBe('Order Completed')
  expect(productAnalyticsEvent(orderEvent('cancel_order', ORDER))?.name).toBe('Order Cancelled')
  expect(productAnalyticsEvent(searchEvent('사료', 1, 0, []))?.name).toBe('Products Searched')
})

test("the pixel gets Meta's standard events", () => {
  expect(pixelEvent(viewProduct(PRODUCT))).toEqual({
    name: 'ViewContent',
    props: { content_ids: ['3442'], content_name: '그레인프리 연어 사료 2kg', content_type: 'product', value: 28800, currency: 'KRW' },
  })
  expect(pixelEvent(cartChange('add_to_cart', PRODUCT, 2))).toEqual({
    name: 'AddToCart',
    props: {
      content_ids: ['3442'],
      contents: [{ id: '3442', quantity: 2, item_price: 28800 }],
      content_type: 'product',
      num_items: 2,
      value: 57600,
      currency: 'KRW',
    },
  })
  expect(pixelEvent(beginCheckout(57600, [{ product: PRODUCT, quantity: 2 }]))?.name).toBe('InitiateCheckout')
  expect(pixelEvent(orderEvent('purchase', ORDER))).toMatchObject({
    name: 'Purchase',
    props: { value: 54600, currency: 'KRW', content_ids: ['3442'], num_items: 2 },
  })
  expect(pixelEvent(searchEvent('사료', 1, 1, [PRODUCT]))).toEqual({
    name: 'Search',
    props: { search_string: '사료', content_ids: ['3442'] },
  })
})

test('the CRM gets a purchase as one Braze purchase a line, other events as custom events', () => {
  const { products: _, ...order } = orderEvent('purchase', ORDER).props as Record<string, unknown>
  expect(crmEvent(orderEvent('purchase', ORDER))).toEqual({
    name: 'purchase',
    props: { ...order, purchases: [{ productId: '3442', price: 28800, currency: 'KRW', quantity: 2 }] },
  })
  const added = cartChange('add_to_cart', PRODUCT, 1)
  expect(crmEvent(added)).toEqual(added)
})

test('a 찜 (decision 059) is GA4’s add_to_wishlist, the pixel’s AddToWishlist and a readable name elsewhere', () => {
  const wished = addToWishlist(PRODUCT)
  expect(firebaseEvent(wished)).toEqual({ name: 'add_to_wishlist', props: { currency: 'KRW', value: 28800, items: [ITEM] } })
  expect(pixelEvent(wished)).toEqual({
    name: 'AddToWishlist',
    props: { content_ids: ['3442'], content_name: '그레인프리 연어 사료 2kg', content_type: 'product', value: 28800, currency: 'KRW' },
  })
  expect(productAnalyticsEvent(wished)).toEqual({ name: 'Product Added to Wishlist', props: wished.props })
  expect(crmEvent(wished)).toEqual(wished)
})
