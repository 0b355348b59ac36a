import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { memberState } from './member.server'

test('a session that ended before the page (refresh refused) becomes the expired alert', async () => {
  expect(await memberState(testContext({ sessionExpired: true }))).toEqual({ member: null, accountAlert: 'expired' })
})

test('a guest whose session did not just end has no alert and no member', async () => {
  expect(await memberState(testContext())).toEqual({ member: null, accountAlert: null })
})

describe('[R7.17] the global member query', () => {
  const server = setupMockBackends()

  test('[R8.5] a session V2 refuses that the renewal could not settle (not ended elsewhere: decision 041) is the sign-out alert', async () => {
    server.use(http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })))
    const ctx = testContext({ session: 'refused', userId: 7, deviceId: 'dev-signout', renew: async () => null })
    expect(await memberState(ctx)).toEqual({ member: null, accountAlert: 'signOut' })
  })

  test('loads only with a device id that is not the default', async () => {
    let calls = 0
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => {
        calls += 1
        return HttpResponse.json({
          user_info: { user_id: 7, nickname: '코코언니' },
          user_delivery_data: null,
          user_total: {},
          pet_list: [],
        })
      }),
    )
    for (const deviceId of ['', 'default']) {
      expect(await memberState(testContext({ session: `tok-${deviceId}`, deviceId }))).toEqual({ member: null, accountAlert: null })
    }
    expect(calls).toBe(0)
    const state = await memberState(testContext({ session: 'tok-known', deviceId: 'device-1' }))
    expect(state.member?.nickname).toBe('코코언니')
    expect(calls).toBe(1)
  })
})

describe('[R3.9] the member values the shell keeps', () => {
  const server = setupMockBackends()

  test('[R3.9] include the partners authority and the excluded-features list V2 sent with the detail', async () => {
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () =>
        HttpResponse.json({
          user_info: {
            user_id: 9,
            nickname: '브랜드파트너',
            partners_authority: 'BRAND',
            excluded_features: ['subscription', 'teleport', 'community'],
          },
          user_delivery_data: null,
          user_total: {},
          pet_list: [],
        }),
      ),
    )
    const state = await memberState(testContext({ session: 'tok-partner', userId: 9, deviceId: 'device-9' }))
    expect(state.member).toMatchObject({ partnersAuthority: 'BRAND', excludedFeatures: ['community', 'subscription'] })
  })

  test('[R3.9] an ordinary member (neither value sent) has no authority and nothing excluded', async () => {
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () =>
        HttpResponse.json({ user_info: { user_id: 10, nickname: '코코언니' }, user_delivery_data: null, user_total: {}, pet_list: [] }),
      ),
    )
    const state = await memberState(testContext({ session: 'tok-plain', userId: 10, deviceId: 'device-10' }))
    expect(state.member).toMatchObject({ partnersAuthority: null, excludedFeatures: [] })
  })
})
