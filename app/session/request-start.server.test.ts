import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { commitAuth, readAuth } from './auth.server'
import { requestContext } from './context.server'
import { signDeviceId, verifyDeviceId } from './device-id.server'
import { clearRefreshMemoryForTests } from './refresh.server'
import { startRequest } from './request-start.server'

const server = setupMockBackends()
beforeEach(() => clearRefreshMemoryForTests())

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** What the host hands Remix once per request, and the cookies it would send. */
function loadContext() {
  const setCookies: string[] = []
  return { setCookies, context: { cspNonce: '', appendSetCookie: (value: string) => setCookies.push(value) } }
}

/** Remix gives each loader of a request its own copy of the Request (`?_data`, `?index` stripped). */
const copies = (headers: Record<string, string>, n = 3) =>
  Array.from({ length: n }, () => new Request('http://shop.test/main/tab/2', { headers }))

test('a browser without a device gets one signed device for the whole request, in its first response', async () => {
  const { setCookies, context } = loadContext()
  const contexts = await Promise.all(copies({ 'user-agent': BROWSER }).map((request) => requestContext(request, context)))
  const deviceCookies = setCookies.filter((value) => value.startsWith('pd_device='))
  expect(deviceCookies).toHaveLength(1)
  const issued = verifyDeviceId(decodeURIComponent(deviceCookies[0]?.split(';')[0]?.slice('pd_device='.length) ?? ''))
  expect(issued).not.toBe('')
  for (const ctx of contexts) expect(ctx.deviceId).toBe(issued)
  expect(deviceCookies[0]).toMatch(/HttpOnly/i)
})

test('a chosen or unsigned device id is replaced; a signed one is kept; crawlers get none', async () => {
  const replaced = loadContext()
  await startRequest(
    new Request('http://shop.test/', { headers: { 'user-agent': BROWSER, cookie: 'pd_device=default' } }),
    replaced.context,
  )
  expect(replaced.setCookies).toHaveLength(1)

  const kept = loadContext()
  const signed = signDeviceId('e2e-device-2')
  const start = await startRequest(
    new Request('http://shop.test/', { headers: { 'user-agent': BROWSER, cookie: `pd_device=${signed}` } }),
    kept.context,
  )
  expect(kept.setCookies).toEqual([])
  expect(start.deviceId).toBe('e2e-device-2')

  const crawler = loadContext()
  expect((await startRequest(new Request('http://shop.test/', { headers: { 'user-agent': CRAWLER } }), crawler.context)).deviceId).toBe('')
  expect(crawler.setCookies).toEqual([])
})

async function expiringSession(refreshToken: string) {
  const setCookie = await commitAuth(
    { accessToken: 'old-access', refreshToken, tokenExpireDate: new Date(Date.now() + 60_000).toISOString(), traceId: '' },
    1,
    { deviceId: 'e2e-device-2', osCode: 'P' },
  )
  return `pd_device=${signDeviceId('e2e-device-2')}; ${setCookie.split(';')[0]}`
}

test('[R4.3] an expiring session is renewed once per request, before any loader reads it, however many loaders run', async () => {
  let calls = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, () => {
      calls++
      return HttpResponse.json({
        access_token: 'new-access',
        refresh_token: 'refresh-2',
        token_expire_date: new Date(Date.now() + 3_600_000).toISOString(),
        trace_id: 'x',
        user_id: 1,
      })
    }),
  )
  const { setCookies, context } = loadContext()
  const cookie = await expiringSession('refresh-1')
  const contexts = await Promise.all(copies({ 'user-agent': BROWSER, cookie }).map((request) => requestContext(request, context)))
  expect(calls).toBe(1)
  for (const ctx of contexts) expect(ctx.session).toBe('new-access')
  const sessionCookies = setCookies.filter((value) => value.startsWith('petshop_session='))
  expect(sessionCookies).toHaveLength(1)
  expect((await readAuth(sessionCookies[0]?.split(';')[0] ?? null))?.refreshToken).toBe('refresh-2')
})

test('a session whose refresh is refused ends before the page: a guest, with the expired mark for the alert', async () => {
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, () =>
      HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 }),
    ),
  )
  const { setCookies, context } = loadContext()
  const ctx = await requestContext(
    new Request('http://shop.test/', { headers: { 'user-agent': BROWSER, cookie: await expiringSession('dead') } }),
    context,
  )
  expect(ctx.session).toBeNull()
  expect(ctx.sessionExpired).toBe(true)
  expect(setCookies.some((value) => /^petshop_session=;/.test(value))).toBe(true)
})
