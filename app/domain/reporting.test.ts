import { expect, test } from 'vitest'
import { reportDecision, teamForPath } from './reporting'

const event = (message: string, path = '/main/tab/2', extra: { isBot?: boolean; doNotCatch?: boolean } = {}) => ({
  message,
  path,
  isBot: false,
  ...extra,
})

test('[R8.12] do-not-catch errors, noise and crawlers are dropped', () => {
  expect(reportDecision(event('TypeError: x is undefined')).report).toBe(true)
  expect(reportDecision(event('TypeError: x is undefined', '/', { doNotCatch: true })).report).toBe(false)
  expect(reportDecision(event('TypeError: x is undefined', '/', { isBot: true })).report).toBe(false)
  expect(reportDecision(event('ResizeObserver loop limit exceeded')).report).toBe(false)
  expect(reportDecision(event('Script error.')).report).toBe(false)
  expect(reportDecision(event('Failed to fetch', '/v2/order')).report).toBe(false)
})

test('[R8.12] the business messages are dropped except on /v2/order', () => {
  for (const message of ['already withdrawn user', 'cannot find information about the product', 'BLACK_LISTED_USER', 'Network Error']) {
    expect(reportDecision(event(message, '/product/detail/1')).report, message).toBe(false)
    expect(reportDecision(event(message, '/v2/order')).report, message).toBe(true)
  }
})

test('[R8.12] events are tagged with the team that owns the path', () => {
  expect(teamForPath('/community/post/3')).toBe('community')
  expect(teamForPath('/v2/cart')).toBe('commerce')
  expect(teamForPath('/order/billing/cancel')).toBe('commerce')
  expect(teamForPath('/auth/signin')).toBe('account')
  expect(teamForPath('/search/1/result')).toBe('discovery')
  expect(teamForPath('/healthz')).toBe('platform')
  expect(teamForPath('/communityx')).toBe('platform')
})
