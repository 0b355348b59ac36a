import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { users } from '~/backends/user.server'
import { signDeviceId } from '~/session/device-id.server'
import { testContext } from '../../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../../tests/mocks/backends'
import { action } from './api.native.session'

const server = setupMockBackends()
afterEach(() => vi.restoreAllMocks())

const APP = 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)'
const detail = { user_info: { status_code: 200, user_id: 7, nickname: '코코언니' }, user_delivery_data: null, user_total: {}, pet_list: [] }

function updateSession(data: Record<string, unknown>) {
  const request = new Request('http://shop.test/api/native/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': APP, cookie: `pd_device=${signDeviceId('app-device')}` },
    body: JSON.stringify({
      accessToken: 'app-access',
      refreshToken: 'app-refresh',
      tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(),
      ...data,
    }),
  })
  return action({ request, params: {}, context: { cspNonce: '', appendSetCookie: () => {} } })
}

/** Every V2 call in order, with what the device and group updates carried. */
function recordV2(groupAnswer: () => Response = () => HttpResponse.json({ ok: true })) {
  const calls: string[] = []
  const device: { contentType: string | null; body: string }[] = []
  let details = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/user`, () => {
      calls.push('/auth/user')
      return HttpResponse.json({
        access_token: 'web-access',
        refresh_token: 'web-refresh',
        token_expire_date: new Date(Date.now() + 3_600_000).toISOString(),
        trace_id: 't',
        user_id: 7,
      })
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/user/device/update`, async ({ request }) => {
      calls.push('/user/device/update')
      device.push({ contentType: request.headers.get('content-type'), body: await request.text() })
      return HttpResponse.json({ ok: true })
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/user/selected/product_group1/update`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      calls.push(
        `/user/selected/product_group1/update ${Object.keys(body)
          .sort()
          .map((key) => `${key}=${body[key]}`)
          .join(' ')}`,
      )
      return groupAnswer()
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => {
      details++
      return HttpResponse.json(detail)
    }),
  )
  return { calls, device, details: () => details }
}

test('[R7.8] after the app hands over its session and device token, the shop sends them as form data, then drops the cached member', async () => {
  const v2 = recordV2()
  // The member's detail, cached under the web view's earlier session.
  const earlier = testContext({ session: 'old-web', userId: 7, deviceId: 'app-device' })
  await users.detail(earlier)
  expect(v2.details()).toBe(1)
  const response = await updateSession({ mobileDeviceToken: 'fcm-token-1' })
  expect(response.status).toBe(200)
  expect(v2.calls.slice(0, 2)).toEqual(['/auth/user', '/user/device/update'])
  expect(v2.device).toHaveLength(1)
  const sent = v2.device[0]
  expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
  expect(() => JSON.parse(sent?.body ?? '')).toThrow()
  expect(Object.fromEntries(new URLSearchParams(sent?.body))).toEqual({
    mobile_os_code: 'A',
    mobile_device_id: 'app-device',
    session: 'app-access',
    mobile_device_token: 'fcm-token-1',
  })
  // Read again, not served from the cache (the action may have read the member itself meanwhile).
  const before = v2.details()
  await users.detail(earlier)
  expect(v2.details()).toBe(before + 1)
})

test('[R7.8] without a device token nothing is sent to /user/device/update', async () => {
  const v2 = recordV2()
  await updateSession({})
  expect(v2.calls).toEqual(['/auth/user'])
})

test('[R7.9] the dog/cat choice of 1 or 2 is sent after the session update, and its failure goes to the error logger', async () => {
  const v2 = recordV2(() => HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }))
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const response = await updateSession({ productGroup1Id: 2 })
  // The session update still answers: the choice is a follow-up.
  expect(response.status).toBe(200)
  expect(v2.calls).toEqual([
    '/auth/user',
    '/user/selected/product_group1/update mobile_device_id=app-device mobile_os_code=A product_group1_id=2 session=app-access',
  ])
  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
  expect(lines).toContainEqual(
    expect.objectContaining({ level: 'error', msg: 'backend call failed', service: 'v2', code: 'INTERNAL_SERVER_ERROR' }),
  )
})

test('[R7.9] a group other than 1 or 2 is not sent', async () => {
  const v2 = recordV2()
  await updateSession({ productGroup1Id: 0 })
  await updateSession({ productGroup1Id: 3 })
  expect(v2.calls).toEqual(['/auth/user', '/auth/user'])
})
