import { expect, test } from 'vitest'
import { OrderSchema } from './commerce.schema'

test('[R3.6] an order carries orderId, shippingTime, totalPrice, coupon title, type and discount, cancelReason and products (productId, price, quantity)', () => {
  const order = OrderSchema.parse({
    orderId: 7,
    status: 'CANCELLED',
    orderedAt: '2026-11-20T01:00:00Z',
    shippingTime: '2026-11-22T01:00:00Z',
    totalPrice: 27000,
    couponTitle: '무료배송 쿠폰',
    couponType: 'FREE_SHIPPING',
    couponDiscountPrice: 3000,
    cancelReason: '단순 변심',
    products: [
      {
        lineNo: 1,
        productId: 1024,
        productName: '닥터펫 연어 사료 2kg',
        optionName: '2kg',
        imageUrl: '/cdn/products/1024.svg',
        price: 25600,
        quantity: 1,
      },
    ],
  })
  for (const key of [
    'orderId',
    'shippingTime',
    'totalPrice',
    'couponTitle',
    'couponType',
    'couponDiscountPrice',
    'cancelReason',
    'products',
  ]) {
    expect(order).toHaveProperty(key)
  }
  expect(order.products[0]).toMatchObject({ productId: 1024, price: 25600, quantity: 1 })
  // A status the shop does not know is a contract break, not something to render.
  expect(OrderSchema.safeParse({ ...order, status: 'LOST' }).success).toBe(false)
})
