import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { clearAllCaches } from '~/backends/cache.server'
import { commitAuth } from '~/session/auth.server'
import { signDeviceId } from '~/session/device-id.server'
import { MOCK_URLS, setupMockBackends } from '../../../tests/mocks/backends'
import { loader } from './my._index'

const server = setupMockBackends()
beforeEach(() => clearAllCaches())

const detail = { user_info: { status_code: 200, user_id: 5, nickname: '코코언니' }, user_delivery_data: null, user_total: {}, pet_list: [] }

/** The backends of my page, with the similar-pet experiment offered; counts the registered-count calls. */
function backends() {
  let countCalls = 0
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () =>
      HttpResponse.json({ functionInfos: [{ key: 'similarPet', variant: 'on' }] }),
    ),
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json(detail)),
    http.post(`${MOCK_URLS.V2_API_URL}/notification/unread-count`, () => HttpResponse.json({ unread_count: 3 })),
    http.post(`${MOCK_URLS.V2_API_URL}/animal/registered/count`, () => {
      countCalls++
      return HttpResponse.json({ dog_cnt: 1204, cat_cnt: 873 })
    }),
  )
  return () => countCalls
}

async function loadMy({ signedIn, similarPet }: { signedIn: boolean; similarPet: 'on' | 'off' | null }) {
  const cookies = [`pd_device=${signDeviceId('dev-my')}`]
  if (signedIn) {
    const auth = await commitAuth(
      { accessToken: 'tok', refreshToken: 'r', tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(), traceId: '' },
      5,
      { deviceId: 'dev-my', osCode: 'P' },
    )
    cookies.push(auth.split(';')[0] ?? '')
  }
  // The cookie holds a JSON string, as the switch's action writes it.
  if (similarPet) cookies.push(`pd_similar_pet=${btoa(JSON.stringify(similarPet))}`)
  const request = new Request('http://shop.test/my', { headers: { cookie: cookies.join('; ') } })
  const response = await loader({ request, params: {}, context: { cspNonce: '', appendSetCookie: () => {} } })
  return (await response.json()) as {
    member: unknown
    unread?: number | null
    similar: { on: boolean; counts: { dogCnt: number; catCnt: number } | null } | null
  }
}

test('[R7.6] POST /animal/registered/count is not made for a member with "similar to my pet" off', async () => {
  const calls = backends()
  for (const similarPet of [null, 'off'] as const) {
    const page = await loadMy({ signedIn: true, similarPet })
    expect(page.similar).toEqual({ on: false, counts: null })
  }
  expect(calls()).toBe(0)
})

test('[R7.6] it is made, once, for a signed-in member with it on, and never for a guest', async () => {
  const calls = backends()
  const page = await loadMy({ signedIn: true, similarPet: 'on' })
  expect(page.similar).toEqual({ on: true, counts: { dogCnt: 1204, catCnt: 873 } })
  expect(calls()).toBe(1)
  const guest = await loadMy({ signedIn: false, similarPet: 'on' })
  expect(guest.member).toBeNull()
  expect(calls()).toBe(1)
})

test('[decision 063] my page carries the unread 알림 count; without V2’s answer, the page without the badge', async () => {
  backends()
  expect((await loadMy({ signedIn: true, similarPet: null })).unread).toBe(3)
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/notification/unread-count`, () => HttpResponse.json({ code: 'X' }, { status: 500 })))
  const page = await loadMy({ signedIn: true, similarPet: null })
  expect(page.member).not.toBeNull()
  expect(page.unread).toBeNull()
})
