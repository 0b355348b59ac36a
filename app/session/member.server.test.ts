import { expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { memberState } from './member.server'
import { SESSION_EXPIRED_HEADER } from './renew-cookie.server'

test('a session that ended before the page (refresh refused) becomes the expired alert', async () => {
  const request = new Request('http://shop.test/main/tab/2', { headers: { [SESSION_EXPIRED_HEADER]: '1' } })
  expect(await memberState(testContext(), request)).toEqual({ member: null, accountAlert: 'expired' })
})

test('a guest without that mark has no alert and no member', async () => {
  expect(await memberState(testContext(), new Request('http://shop.test/'))).toEqual({ member: null, accountAlert: null })
})
