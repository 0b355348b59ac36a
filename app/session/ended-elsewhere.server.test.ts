import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { users } from '~/backends/user.server'
import { loadContext } from '../../tests/fixtures/route-browser'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { commitAuth } from './auth.server'
import { requestContext } from './context.server'
import { signDeviceId } from './device-id.server'
import { endedElsewhere, endedElsewhereAnswer } from './ended-elsewhere.server'
import { clearRefreshMemoryForTests } from './refresh.server'

const server = setupMockBackends()
beforeEach(() => clearRefreshMemoryForTests())

/** A signed-in browser's page request: an access token an hour from expiry (no renewal at the start). */
async function signedInRequest(path = '/my') {
  const auth = await commitAuth(
    { accessToken: 'access', refreshToken: 'refresh', tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(), traceId: '' },
    7,
    { deviceId: 'dev-ended', osCode: 'P' },
  )
  const cookie = `pd_device=${signDeviceId('dev-ended')}; ${auth.split(';')[0]}`
  return new Request(`http://shop.test${path}`, { headers: { cookie } })
}

/** V2 refuses the access token; `refresh` answers the refresh. Counts the refresh calls. */
function refusedAccess(refresh: () => Response) {
  let refreshes = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })),
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, () => {
      refreshes++
      return refresh()
    }),
  )
  return () => refreshes
}

const cleared = (setCookies: string[]) => setCookies.some((cookie) => /^petshop_session=;/.test(cookie))

test('V2 refusing the access token and then the refresh token marks the request ended elsewhere and clears the cookie, once per request', async () => {
  const refreshes = refusedAccess(() => HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 }))
  const request = await signedInRequest('/my/orders?page=2')
  const { context, setCookies } = loadContext()
  await expect(users.detail(await requestContext(request, context))).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  expect(endedElsewhere(request, context)).toBe(true)
  expect(cleared(setCookies)).toBe(true)
  // Another loader of the same request does not send the dead refresh token again.
  await expect(users.detail(await requestContext(request, context))).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  expect(refreshes()).toBe(1)
  const answer = await endedElsewhereAnswer(request, context)
  expect(answer?.status).toBe(302)
  expect(answer?.headers.get('location')).toBe('/auth/signin?authRoute=true&fromReact=true&next=%2Fmy%2Forders%3Fpage%3D2')
  expect(answer?.headers.get('set-cookie')).toMatch(/^petshop_flash=/)
})

for (const [outage, refresh] of [
  ['unreachable', () => HttpResponse.error()],
  ['in maintenance (503)', () => HttpResponse.json({ code: 'SERVICE_MAINTENANCE' }, { status: 503 })],
] as const) {
  test(`a V2 ${outage} at the refresh is not a sign-out: no mark, the cookie stays`, async () => {
    refusedAccess(refresh)
    const request = await signedInRequest()
    const { context, setCookies } = loadContext()
    await expect(users.detail(await requestContext(request, context))).rejects.toBeTruthy()
    expect(endedElsewhere(request, context)).toBe(false)
    expect(cleared(setCookies)).toBe(false)
    expect(await endedElsewhereAnswer(request, context)).toBeNull()
  })
}

test('an access token that V2 refuses but whose refresh works is renewed, not signed out', async () => {
  refusedAccess(() =>
    HttpResponse.json({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      token_expire_date: new Date(Date.now() + 3_600_000).toISOString(),
      trace_id: 't',
      user_id: 7,
    }),
  )
  const request = await signedInRequest()
  const { context, setCookies } = loadContext()
  const renewed = await (await requestContext(request, context)).renew()
  expect(renewed?.session).toBe('access-2')
  expect(endedElsewhere(request, context)).toBe(false)
  expect(cleared(setCookies)).toBe(false)
})
