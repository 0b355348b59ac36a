import { expect, test } from 'vitest'
import { parseRecordId } from './record-id'
import { newSubscriptionHref, subscriptionCancelHref, subscriptionHref } from './subscription'

test('a record id from a URL is a positive integer of at most ten digits within int4', () => {
  expect(parseRecordId('1')).toBe(1)
  expect(parseRecordId('2147483647')).toBe(2_147_483_647)
  for (const bad of [null, undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', '2147483648', '99999999999'])
    expect(parseRecordId(bad), String(bad)).toBeNull()
})

test('the subscription pages and the billing cancel of a subscription', () => {
  expect(newSubscriptionHref(1024)).toBe('/subscription/new?productId=1024')
  expect(subscriptionHref(3)).toBe('/subscription/3')
  expect(subscriptionCancelHref(3)).toBe('/order/billing/cancel?subscriptionId=3')
})
