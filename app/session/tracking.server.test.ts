import { expect, test } from 'vitest'
import { cartChange, cookieValue, decodePendingEvents, orderEvent } from '~/domain/tracking'
import { ORDER, PRODUCT } from '~/domain/tracking-test-data'
import { pendingEventsCookie } from './tracking.server'

const requestWith = (cookie: string | null) =>
  new Request('http://shop.test/v2/cart', { method: 'POST', headers: cookie ? { cookie } : {} })
const pendingValue = (setCookie: string) => setCookie.split(';')[0]?.replace(/^pd_track=/, '') ?? ''

test('an action adds its events to the ones still waiting for a page with JavaScript, for 10 minutes, readable by the page', () => {
  const first = pendingEventsCookie(requestWith(null), [cartChange('add_to_cart', PRODUCT, 1)])
  expect(first).toMatch(/^pd_track=[^;]+; Path=\/; Max-Age=600; SameSite=Lax/)
  expect(first).not.toMatch(/HttpOnly/i)
  const second = pendingEventsCookie(requestWith(`other=1; ${first.split(';')[0]}`), [orderEvent('purchase', ORDER)])
  expect(decodePendingEvents(cookieValue(second.split(';')[0], 'pd_track')).map((e) => e.name)).toEqual(['add_to_cart', 'purchase'])
  // Nothing to keep: the cookie goes.
  expect(pendingValue(pendingEventsCookie(requestWith(null), []))).toBe('')
  expect(pendingEventsCookie(requestWith(null), [])).toContain('Max-Age=0')
})
