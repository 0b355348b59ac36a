import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { signDeviceId } from '~/session/device-id.server'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { commitAuth } from './auth.server'
import { logout, logoutStep } from './logout.server'

const server = setupMockBackends()

async function signedInRequest(
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)',
  expiresInMs = 3_600_000,
  path = '/logout',
) {
  const cookie = await commitAuth(
    { accessToken: 'access-1', refreshToken: 'refresh-1', tokenExpireDate: new Date(Date.now() + expiresInMs).toISOString(), traceId: 't' },
    7,
    { deviceId: 'device-9', osCode: 'B' },
  )
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { cookie: `${cookie.split(';')[0]}; pd_device=${signDeviceId('device-9')}`, 'user-agent': userAgent },
  })
}

function recordCalls() {
  const calls: string[] = []
  server.use(
    http.delete(`${MOCK_URLS.BFF_API_URL}/session`, ({ request }) => {
      calls.push(`DELETE /session auth=${request.headers.get('authorization')}`)
      return HttpResponse.json({ ok: true })
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/user/logout`, ({ request }) => {
      calls.push(`POST /user/logout auth=${request.headers.get('authorization')}`)
      return HttpResponse.json({ ok: true })
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, async ({ request }) => {
      const body = (await request.json()) as { name: string; session: string; mobile_device_id: string }
      calls.push(`POST /event/logging ${body.name} session=${body.session} device=${body.mobile_device_id}`)
      return HttpResponse.json({ status: 'ok' })
    }),
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, async ({ request }) => {
      const body = (await request.json()) as { refresh_token: string }
      calls.push(`POST /auth/refresh refresh=${body.refresh_token}`)
      return HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })
    }),
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, ({ request }) => {
      calls.push(`GET /experiment/function/infos auth=${request.headers.get('authorization')}`)
      return HttpResponse.json({ functionInfos: [] })
    }),
  )
  return calls
}

test('[R4.2] [R7.13] logout runs in the order of spec §4 and clears every stored value', async () => {
  const calls = recordCalls()
  const response = await logout(await signedInRequest(), undefined, '/main/tab/4')
  expect(calls).toEqual([
    'DELETE /session auth=access-1',
    'POST /user/logout auth=access-1',
    'POST /event/logging sign_out session=access-1 device=device-9',
    // Experiments are asked again as a guest.
    'GET /experiment/function/infos auth=null',
  ])
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/main/tab/4')
  const cleared = response.headers.getSetCookie()
  expect(cleared.some((c) => /^petshop_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c))).toBe(true)
  expect(cleared.some((c) => c.startsWith('pd_oauth=;'))).toBe(true)
  expect(cleared.some((c) => c.startsWith('pd_social=;'))).toBe(true)
})

test('[R4.2] [R8.11] a failing step is logged and the rest still run: the shopper ends up signed out', async () => {
  const calls = recordCalls()
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/user/logout`, () => HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })))
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const response = await logout(await signedInRequest(), undefined, '/')
  const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
  expect(lines).toContainEqual({ level: 'error', msg: 'logout failed', code: 'INTERNAL_SERVER_ERROR' })
  logged.mockRestore()
  expect(calls.some((c) => c.startsWith('POST /event/logging sign_out'))).toBe(true)
  expect(response.headers.getSetCookie().some((c) => /^petshop_session=;/.test(c))).toBe(true)
})

test('[R4.2] [R7.20] in the apps, logout goes through /logout-bridge so the shell signs out of Kakao and Naver', async () => {
  recordCalls()
  const app = 'Mozilla/5.0 (Linux; Android 14; wv) Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)'
  const response = await logout(await signedInRequest(app), undefined, '/main/tab/6')
  expect(response.headers.get('location')).toBe('/logout-bridge?next=%2Fmain%2Ftab%2F6')
})

test('[R2.7] after logout an auth route leads to the login page; a hostile target leads home', async () => {
  recordCalls()
  expect((await logout(await signedInRequest(), undefined, '/auth/signup/email')).headers.get('location')).toBe('/auth/signin')
  expect((await logout(await signedInRequest(), undefined, '//evil.example')).headers.get('location')).toBe('/')
})

test('[R4.2] [R4.3] with an access token that counts as expired, logout only refreshes the token instead of calling the logout endpoint', async () => {
  const calls = recordCalls()
  // Four minutes left: expired by the 5-minute margin. The request start does not renew it on the way out.
  const response = await logout(await signedInRequest(undefined, 4 * 60_000), undefined, '/')
  expect(calls).toEqual([
    'DELETE /session auth=access-1',
    'POST /auth/refresh refresh=refresh-1',
    'POST /event/logging sign_out session=access-1 device=device-9',
    'GET /experiment/function/infos auth=null',
  ])
  expect(response.headers.getSetCookie().some((c) => /^petshop_session=;/.test(c))).toBe(true)
})

test("[R4.2] each server step of the page's logout does its own part only, the last one clearing the cookies", async () => {
  const calls = recordCalls()
  const cleared: Record<string, string[]> = {}
  for (const step of ['session', 'endpoint', 'events', 'user', 'experiments', 'stored'] as const) {
    const before = calls.length
    cleared[step] = await logoutStep(step, await signedInRequest(undefined, 3_600_000, `/logout/${step}`), undefined)
    cleared[`${step} calls`] = calls.slice(before)
  }
  expect(cleared['session calls']).toEqual(['DELETE /session auth=access-1'])
  expect(cleared['endpoint calls']).toEqual(['POST /user/logout auth=access-1'])
  expect(cleared['events calls']).toEqual(['POST /event/logging sign_out session=access-1 device=device-9'])
  expect(cleared['user calls']).toEqual([])
  expect(cleared['experiments calls']).toEqual(['GET /experiment/function/infos auth=null'])
  expect(cleared['stored calls']).toEqual([])
  for (const step of ['session', 'endpoint', 'events', 'user', 'experiments']) expect(cleared[step]).toEqual([])
  expect(cleared.stored?.some((c) => /^petshop_session=;/.test(c))).toBe(true)
  expect(cleared.stored?.some((c) => c.startsWith('pd_once=;'))).toBe(true)
})
