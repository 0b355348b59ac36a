import { expect, test } from 'vitest'
import { formatDeliveryDay, newSubscriptionHref, parseRecordId, subscriptionCancelHref, subscriptionHref } from './subscription'

test('a delivery day reads as Korea’s calendar day, whatever the server’s time zone', () => {
  expect(formatDeliveryDay('2026-11-24')).toBe('11월 24일 (화)')
  expect(formatDeliveryDay('2027-01-01')).toBe('1월 1일 (금)')
  const zone = process.env.TZ
  try {
    // A server west of UTC would read a bare date as the evening before in Korea.
    process.env.TZ = 'America/Los_Angeles'
    expect(formatDeliveryDay('2026-11-24')).toBe('11월 24일 (화)')
    process.env.TZ = 'Pacific/Kiritimati'
    expect(formatDeliveryDay('2026-11-24')).toBe('11월 24일 (화)')
  } finally {
    process.env.TZ = zone
  }
})

test('a record id from a URL is a positive integer of at most ten digits within int4', () => {
  expect(parseRecordId('1')).toBe(1)
  expect(parseRecordId('2147483647')).toBe(2_147_483_647)
  for (const bad of [null, undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', '2147483648', '99999999999']) expect(parseRecordId(bad), String(bad)).toBeNull()
})

test('the subscription pages and the billing cancel of a subscription', () => {
  expect(newSubscriptionHref(1024)).toBe('/subscription/new?productId=1024')
  expect(subscriptionHref(3)).toBe('/subscription/3')
  expect(subscriptionCancelHref(3)).toBe('/order/billing/cancel?subscriptionId=3')
})
