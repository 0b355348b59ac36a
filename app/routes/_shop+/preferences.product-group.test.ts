import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { commitAuth } from '~/session/auth.server'
import { signDeviceId } from '~/session/device-id.server'
import { MOCK_URLS, setupMockBackends } from '../../../tests/mocks/backends'
import { action } from './preferences.product-group'

const server = setupMockBackends()

async function post(form: Record<string, string>, signedIn: boolean) {
  const auth = signedIn
    ? (
        await commitAuth(
          { accessToken: 'tok', refreshToken: 'r', tokenExpireDate: new Date(Date.now() + 3_600_000).toISOString(), traceId: '' },
          5,
          { deviceId: 'dev', osCode: 'P' },
        )
      ).split(';')[0]
    : ''
  const request = new Request('http://shop.test/preferences/product-group', {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `pd_device=${signDeviceId('dev')}; ${auth}` },
  })
  return action({ request, params: {}, context: { cspNonce: '', appendSetCookie: () => {} } })
}

function recordGroupUpdates() {
  const bodies: unknown[] = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/selected/product_group1/update`, async ({ request }) => {
      bodies.push({ auth: request.headers.get('authorization'), body: await request.json() })
      return HttpResponse.json({ ok: true })
    }),
  )
  return bodies
}

test("[R7.16] [R7.9] [R9.2] a signed-in shopper's dog/cat choice is sent to the server and kept a year in a cookie", async () => {
  const sent = recordGroupUpdates()
  const response = await post({ productGroup1Id: '2', redirectTo: '/main/tab/3' }, true)
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toBe('/main/tab/3')
  expect(sent).toEqual([{ auth: 'tok', body: { mobile_device_id: 'dev', mobile_os_code: 'E', session: 'tok', product_group1_id: 2 } }])
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('pd_group='))
  expect(cookie).toMatch(/Max-Age=31536000/)
})

test("[R7.16] a guest's choice stays in the browser only", async () => {
  const sent = recordGroupUpdates()
  const response = await post({ productGroup1Id: '1' }, false)
  expect(response.status).toBe(302)
  expect(sent).toEqual([])
})

test('a failing server does not stop the switch', async () => {
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/user/selected/product_group1/update`, () => HttpResponse.error()))
  const response = await post({ productGroup1Id: '2' }, true)
  expect(response.status).toBe(302)
  expect(response.headers.getSetCookie().some((c) => c.startsWith('pd_group='))).toBe(true)
})

test('anything but 1 or 2 changes nothing and goes back with a Korean error toast', async () => {
  const sent = recordGroupUpdates()
  for (const value of ['3', '0', 'cat', '']) {
    const response = await post({ productGroup1Id: value, redirectTo: '//evil.example' }, true)
    expect(response.headers.get('location')).toBe('/')
    expect(response.headers.getSetCookie().some((c) => c.startsWith('pd_group='))).toBe(false)
  }
  expect(sent).toEqual([])
})
