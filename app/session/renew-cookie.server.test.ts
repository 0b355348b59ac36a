import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { commitAuth, readAuth } from './auth.server'
import { clearRefreshMemoryForTests } from './refresh.server'
import { renewExpiringSession } from './renew-cookie.server'

const server = setupMockBackends()
beforeEach(() => clearRefreshMemoryForTests())

async function cookieExpiringIn(minutes: number, refreshToken = 'refresh-1') {
  const setCookie = await commitAuth(
    { accessToken: 'old-access', refreshToken, tokenExpireDate: new Date(Date.now() + minutes * 60_000).toISOString(), traceId: '' },
    1,
    { deviceId: 'dev', osCode: 'P' },
  )
  return `pd_device=dev; ${setCookie.split(';')[0]}`
}

function refreshAnswers(answer: () => Response) {
  let calls = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, () => {
      calls++
      return answer()
    }),
  )
  return () => calls
}

const fresh = () =>
  HttpResponse.json({
    access_token: 'new-access',
    refresh_token: 'refresh-2',
    token_expire_date: new Date(Date.now() + 3_600_000).toISOString(),
    trace_id: 'x',
    user_id: 1,
  })

test('[R4.3] a session more than 5 minutes from expiry is left alone', async () => {
  const calls = refreshAnswers(fresh)
  expect(await renewExpiringSession(await cookieExpiringIn(10), 'ua')).toBeNull()
  expect(calls()).toBe(0)
})

test('[R4.3] within 5 minutes of expiry the session is refreshed before the page renders', async () => {
  const calls = refreshAnswers(fresh)
  const renewed = await renewExpiringSession(await cookieExpiringIn(4), 'ua')
  expect(calls()).toBe(1)
  const auth = await readAuth(renewed?.cookieHeader ?? null)
  expect(renewed?.expired).toBe(false)
  expect(auth?.session).toBe('new-access')
  expect(auth?.refreshToken).toBe('refresh-2')
  expect(renewed?.cookieHeader).toContain('pd_device=dev')
})

test('concurrent requests with the same expiring token share one refresh (refresh tokens rotate)', async () => {
  const calls = refreshAnswers(fresh)
  const cookie = await cookieExpiringIn(1)
  const [a, b, c] = await Promise.all([1, 2, 3].map(() => renewExpiringSession(cookie, 'ua')))
  expect(calls()).toBe(1)
  for (const renewed of [a, b, c]) expect((await readAuth(renewed?.cookieHeader ?? null))?.session).toBe('new-access')
})

test('an expired session that cannot be refreshed is cleared (the shopper is a guest again)', async () => {
  refreshAnswers(() => HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 }))
  const renewed = await renewExpiringSession(await cookieExpiringIn(-1, 'dead'), 'ua')
  expect(renewed?.setCookie).toMatch(/^petshop_session=;/)
  expect(renewed?.expired).toBe(true)
  expect(await readAuth(renewed?.cookieHeader ?? null)).toBeNull()
})

test('an unreachable backend keeps the session for the next try', async () => {
  refreshAnswers(() => HttpResponse.error())
  expect(await renewExpiringSession(await cookieExpiringIn(-1, 'keep'), 'ua')).toBeNull()
})
