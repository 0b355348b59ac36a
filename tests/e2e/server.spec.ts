import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import { PORTS } from './helpers/ports'
import { spawnShop } from './helpers/shop-process'

const PORT = PORTS.own(50)

test('a malformed environment variable stops start-up with a message naming it', async () => {
  const { child, output } = spawnShop({ PORT: 'eighty' })
  const [code] = await once(child, 'exit')
  expect(code).toBe(1)
  expect(output()).toContain('PORT')
  expect(output()).toContain('Invalid environment variables')
})

test('production refuses to start without SESSION_SECRET', async () => {
  const { child, output } = spawnShop({ SESSION_SECRET: '' })
  const [code] = await once(child, 'exit')
  expect(code).toBe(1)
  expect(output()).toContain('SESSION_SECRET')
})

/** Every service of a real production shop (nothing listens there: these tests never get that far). */
const REAL_SERVICES = {
  SHOP_DEMO: '',
  PUBLIC_URL: 'https://shop.example',
  V2_API_URL: 'http://127.0.0.1:9/v2',
  BFF_API_URL: 'http://127.0.0.1:9/bff',
  COMMUNITY_API_URL: 'http://127.0.0.1:9/community',
  SEARCH_API_URL: 'http://127.0.0.1:9/search',
  REVIEW_API_URL: 'http://127.0.0.1:9/review',
  CONNECT_API_URL: 'http://127.0.0.1:9/connect',
  KAKAO_TOKEN_URL: 'http://127.0.0.1:9/kakao',
  NAVER_TOKEN_URL: 'http://127.0.0.1:9/naver',
  APPLE_TOKEN_URL: 'http://127.0.0.1:9/apple',
}

test('production without SHOP_DEMO refuses to start when a service URL is missing, naming it', async () => {
  const { child, output } = spawnShop({ ...REAL_SERVICES, CONNECT_API_URL: '' })
  const [code] = await once(child, 'exit')
  expect(code).toBe(1)
  expect(output()).toContain('CONNECT_API_URL')
  expect(output()).not.toContain('embedded backend')
})

test('production refuses EMBEDDED_TEST_HOOKS=true, and a demo refuses an https PUBLIC_URL', async () => {
  const hooks = spawnShop({ ...REAL_SERVICES, EMBEDDED_TEST_HOOKS: 'true' })
  expect((await once(hooks.child, 'exit'))[0]).toBe(1)
  expect(hooks.output()).toContain('EMBEDDED_TEST_HOOKS')
  const demo = spawnShop({ PUBLIC_URL: 'https://shop.example' })
  expect((await once(demo.child, 'exit'))[0]).toBe(1)
  expect(demo.output()).toMatch(/SHOP_DEMO[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*SHOP_DEMO/)
})

test('SIGTERM finishes the request in flight, then the process exits cleanly', async ({ request }) => {
  const { child, output } = spawnShop({ PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}` })
  await expect
    .poll(async () => (await request.get(`http://127.0.0.1:${PORT}/healthz`).catch(() => null))?.status(), { timeout: 60_000 })
    .toBe(200)
  const inFlight = request.get(`http://127.0.0.1:${PORT}/main/tab/2`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  child.kill('SIGTERM')
  expect((await inFlight).status()).toBe(200)
  const [code] = await once(child, 'exit')
  expect(code).toBe(0)
  expect(output()).toContain('SIGTERM received')
  // A demo says so when it starts.
  expect(output()).toContain('SHOP_DEMO=true')
})

test('a POST answered without its body being read leaves the kept-alive connection usable for the next request', async ({ request }) => {
  // A guest's post to a member's page is sent to sign in before the form is read; Node used to
  // reset the connection under the next request when 150 kB of body were left on it. (The host
  // caps forms at 64 kB, so the 150 kB go as the multipart upload a post takes.)
  for (let i = 0; i < 3; i++) {
    const big = await request.post('/community/write', { multipart: { text: 'x'.repeat(150_000) }, maxRedirects: 0 })
    expect(big.status()).toBe(302)
    const next = await request.post('/healthz', { form: { a: '1' } })
    expect(next.status()).toBe(405)
  }
})
