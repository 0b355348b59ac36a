import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { commitAuth } from '~/session/auth.server'
import { signDeviceId } from '~/session/device-id.server'
import { loadContext } from '../../tests/fixtures/route-browser'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { sharedPageKey } from './shared-page.server'

const server = setupMockBackends()

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

/** The BFF assigns `communityVisible` by device: devices named `off-*` have it off. */
function experimentsByDevice() {
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, ({ request }) => {
      const off = request.headers.get('x-mobile-device-id')?.startsWith('off-') ?? false
      return HttpResponse.json({ functionInfos: [{ key: 'communityVisible', variant: off ? 'off' : 'on' }] })
    }),
  )
}

/** The key as the host asks for it: with the request's own load context. */
const keyOf = (request: Request) => sharedPageKey(request, loadContext().context)

const device = (id: string) => `pd_device=${signDeviceId(id)}`

function guest(cookie: string, path = '/main/tab/2', init: RequestInit = {}) {
  return new Request(`http://shop.test${path}`, {
    ...init,
    headers: { 'user-agent': BROWSER, cookie, ...(init.headers as Record<string, string>) },
  })
}

test('guests with the same experiment assignment and dog/cat side share one key; another bucket, side or page does not', async () => {
  experimentsByDevice()
  const a = await keyOf(guest(device('guest-a')))
  const b = await keyOf(guest(device('guest-b')))
  expect(a).not.toBeNull()
  expect(b).toBe(a)
  expect(await keyOf(guest(device('off-c')))).not.toBe(a)
  expect(await keyOf(guest(`${device('guest-a')}; pd_group=2`))).not.toBe(a)
  expect(await keyOf(guest(device('guest-a'), '/main/tab/3'))).not.toBe(a)
  // Dismissed banners change the shell: part of the key, not a reason to skip the cache.
  const dismissed = await keyOf(guest(`${device('guest-a')}; pd_dismissed=${encodeURIComponent('["signupToast"]')}`))
  expect(dismissed).not.toBeNull()
  expect(dismissed).not.toBe(a)
})

test('a product page is kept per referring page: ‹ leads back there', async () => {
  experimentsByDevice()
  const from = (referer: string) => keyOf(guest(device('guest-a'), '/product/detail/1001', { headers: { referer } }))
  expect(await from('http://shop.test/category/11')).not.toBe(await from('http://shop.test/search/1/result?word=%EC%82%AC%EB%A3%8C'))
})

test('nothing personal gets a key: a member, a guest with a cart, a flash, a sign-in under way, events waiting, an unknown own cookie', async () => {
  experimentsByDevice()
  const session = (
    await commitAuth(
      { accessToken: 'access-1', refreshToken: 'refresh-1', tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(), traceId: 't' },
      7,
      { deviceId: 'guest-a', osCode: 'A' },
    )
  ).split(';')[0]
  for (const cookie of [
    session,
    'pd_cart=abc',
    'petshop_flash=x',
    '__Host-petshop_flash=x',
    'pd_oauth=x',
    'pd_social=x',
    'pd_track=x',
    'pd_something_new=1',
  ]) {
    expect(await keyOf(guest(`${device('guest-a')}; ${cookie}`)), cookie).toBeNull()
  }
  // A cookie of another site's script (analytics) does not change the shop's page.
  expect(await keyOf(guest(`${device('guest-a')}; _ga=GA1.1.1`))).toBe(await keyOf(guest(device('guest-a'))))
})

test('nothing but a guest’s GET of a document gets a key: a POST, a data request, a browser whose device this answer sets', async () => {
  experimentsByDevice()
  expect(await keyOf(guest(device('guest-a'), '/main/tab/2', { method: 'POST' }))).toBeNull()
  expect(await keyOf(guest(device('guest-a'), '/main/tab/2?_data=routes%2Fmain.tab.%24tabId'))).toBeNull()
  expect(await keyOf(guest(''))).toBeNull()
  expect(await keyOf(guest('pd_device=default'))).toBeNull()
})

test('a BFF that did not answer gives no key: its "all off" fallback is not the device’s assignment', async () => {
  server.use(http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => HttpResponse.json({ error: 'down' }, { status: 503 })))
  expect(await keyOf(guest(device('guest-a')))).toBeNull()
})
