import { expect, test } from 'vitest'
import { errors, submit } from './form-test-helpers'
import * as SUBSCRIPTION_MSG from './messages.subscription'
import { ChangeSubscriptionSchema, NewSubscriptionSchema, SubscriptionCancelSchema } from './subscription.schema'

const E = SUBSCRIPTION_MSG.errors
const valid = { optionId: '10241', quantity: '2', cycleWeeks: '4', firstDeliveryDate: '2026-11-25', addressId: '1', paymentMethod: 'CARD' }

test('a new subscription as the browser posts it', () => {
  expect(submit(NewSubscriptionSchema, valid).status).toBe('success')
  expect(NewSubscriptionSchema.parse(valid)).toEqual({
    optionId: 10241,
    quantity: 2,
    cycleWeeks: 4,
    firstDeliveryDate: '2026-11-25',
    addressId: 1,
    paymentMethod: 'CARD',
  })
})

test.each([
  ['quantity', '0', E.quantity],
  ['quantity', '11', E.quantity],
  ['quantity', '1.5', E.quantity],
  ['quantity', 'abc', E.quantity],
  ['quantity', undefined, E.quantity],
  ['cycleWeeks', '5', E.cycle],
  ['cycleWeeks', '1', E.cycle],
  ['cycleWeeks', undefined, E.cycle],
  ['optionId', undefined, E.option],
  ['optionId', '-3', E.option],
  ['firstDeliveryDate', '25.11.2026', E.date],
  ['firstDeliveryDate', '2026-02-31', E.date],
  ['firstDeliveryDate', '2026-02-29', E.date],
  ['firstDeliveryDate', undefined, E.date],
  ['addressId', undefined, E.address],
  ['paymentMethod', 'BANK_TRANSFER', E.payment],
  ['paymentMethod', undefined, E.payment],
])('%s %j is refused with a Korean message', (field, value, message) => {
  expect(errors(NewSubscriptionSchema, { ...valid, [field]: value })?.[field]).toEqual([message])
})

test('every cycle of 2, 3, 4, 6 and 8 weeks is accepted', () => {
  for (const weeks of ['2', '3', '4', '6', '8']) expect(errors(NewSubscriptionSchema, { ...valid, cycleWeeks: weeks })).toBeUndefined()
})

test('a change may leave the address out (it keeps the one it has)', () => {
  const change = { optionId: '10241', quantity: '10', cycleWeeks: '8', nextDeliveryDate: '2027-01-10' }
  expect(submit(ChangeSubscriptionSchema, change).status).toBe('success')
  expect(ChangeSubscriptionSchema.parse(change)).toEqual({ optionId: 10241, quantity: 10, cycleWeeks: 8, nextDeliveryDate: '2027-01-10' })
  expect(errors(ChangeSubscriptionSchema, { ...change, nextDeliveryDate: '' })?.nextDeliveryDate).toEqual([E.date])
})

test('cancelling needs a reason, and words for 기타', () => {
  expect(errors(SubscriptionCancelSchema, { subscriptionId: '1' })?.reasonCode).toEqual([SUBSCRIPTION_MSG.cancelForm.reasonRequired])
  expect(errors(SubscriptionCancelSchema, { subscriptionId: '1', reasonCode: 'OTHER', reasonText: '  ' })?.reasonText).toHaveLength(1)
  expect(SubscriptionCancelSchema.parse({ subscriptionId: '1', reasonCode: 'PRICE' })).toEqual({ subscriptionId: 1, reasonCode: 'PRICE' })
  expect(errors(SubscriptionCancelSchema, { subscriptionId: 'x', reasonCode: 'PRICE' })?.subscriptionId).toEqual([E.notFound])
})
