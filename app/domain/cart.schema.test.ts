import { expect, test } from 'vitest'
import { CartIntentSchema, firstIssue } from './cart.schema'
import { CheckoutSchema } from './checkout.schema'
import * as SHOP_MSG from './messages.shop'

test.each(['0', '-1', '100', '1.5', '1e9', 'abc', ''])('a quantity of %j is refused with the Korean quantity message', (quantity) => {
  const result = CartIntentSchema.safeParse({ intent: 'add', optionId: '10241', quantity })
  expect(result.success).toBe(false)
  if (!result.success) expect(firstIssue(result.error)).toBe(SHOP_MSG.cart.errors.QUANTITY_INVALID)
})

test('an add without a quantity means one; a card add carries only the product', () => {
  expect(CartIntentSchema.parse({ intent: 'add', optionId: '10241' })).toMatchObject({ quantity: 1, optionId: 10241 })
  const card = CartIntentSchema.parse({ intent: 'add', productId: '1024' })
  expect(card).toMatchObject({ productId: 1024, quantity: 1 })
  expect('optionId' in card && card.optionId).toBeFalsy()
  expect(CartIntentSchema.parse({ intent: 'quantity', cartItemId: '5', quantity: '99' })).toMatchObject({ quantity: 99 })
})

test('unknown intents and malformed ids are refused', () => {
  expect(CartIntentSchema.safeParse({ intent: 'drop-table' }).success).toBe(false)
  expect(CartIntentSchema.safeParse({ intent: 'remove', cartItemId: '1; delete from carts' }).success).toBe(false)
  expect(CartIntentSchema.safeParse({ intent: 'toggle', cartItemId: '3', selected: 'maybe' }).success).toBe(false)
  expect(CartIntentSchema.safeParse({ intent: 'quantity', cartItemId: '99999999999', quantity: '1' }).success).toBe(false)
})

test('paying needs an address, a delivery type, a payment method and the consent', () => {
  const ok = { intent: 'pay', addressId: '1', deliveryType: 'LOGISTIC', paymentMethod: 'CARD', agree: 'on' }
  const paying = CheckoutSchema.parse(ok)
  expect(paying).toMatchObject({ addressId: 1, deliveryType: 'LOGISTIC', paymentMethod: 'CARD' })
  expect(paying.couponId).toBeUndefined()
  const messages = (value: Record<string, unknown>) => CheckoutSchema.safeParse(value).error?.issues.map((i) => i.message) ?? []
  expect(messages({ ...ok, agree: undefined })).toContain(SHOP_MSG.order.agreeRequired)
  expect(messages({ ...ok, addressId: '' })).toContain(SHOP_MSG.order.addressRequired)
  expect(messages({ ...ok, paymentMethod: 'BITCOIN' })).toContain(SHOP_MSG.order.paymentRequired)
  expect(messages({ ...ok, deliveryType: 'DRONE' })).toContain(SHOP_MSG.order.deliveryRequired)
})
