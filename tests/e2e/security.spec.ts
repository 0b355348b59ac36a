import { expect, type Page, test } from '@playwright/test'
import { signUpFresh } from './helpers/accounts'
import { BROKEN } from './helpers/ports'

const EVIL = 'http://evil.example'

/** What a page ran that the CSP refused: Chromium reports each refusal on the console. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text())
  })
  return refusals
}

test('every script on the pages carries this response’s nonce, and the CSP refuses nothing the shop runs', async ({ page }) => {
  const refusals = cspRefusals(page)
  for (const path of ['/main/tab/2', '/category/11', '/search/1/result?word=사료', '/community', '/v2/cart', '/auth/signup/email']) {
    const response = await page.goto(path)
    const csp = response?.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(nonce, path).toBeTruthy()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    // The nonce attribute is hidden from the DOM after parsing; the property keeps it.
    const scripts = await page.locator('script').evaluateAll((list) => list.map((s) => (s as HTMLScriptElement).nonce))
    expect(scripts.length, path).toBeGreaterThan(0)
    expect(
      scripts.every((value) => value === nonce),
      path,
    ).toBe(true)
  }
  expect(refusals).toEqual([])
})

test('a form on another site cannot post as the signed-in shopper: 403 in Korean, nothing changes', async ({ page, request, baseURL }) => {
  const me = await signUpFresh(page, request)
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><meta charset="utf-8"><form method="post" action="${baseURL}/my/information/nickname"><input name="nickname" value="가로챈닉네임"><button>무료 쿠폰 받기</button></form>`,
    }),
  )
  await page.goto(`${EVIL}/prize`)
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}/my/information/nickname`),
    page.getByRole('button', { name: '무료 쿠폰 받기' }).click(),
  ])
  expect(answer.status()).toBe(403)
  await expect(
    page.getByRole('heading', { name: '다른 사이트에서 보낸 요청은 처리할 수 없어요. 펫샵 화면에서 다시 시도해 주세요.' }),
  ).toBeVisible()
  await page.goto('/my/information')
  await expect(page.getByText(me.nickname)).toBeVisible()
  await expect(page.getByText('가로챈닉네임')).toHaveCount(0)
})

test('in production mode the session and device cookies are __Host-, Secure, HttpOnly and SameSite=Lax', async ({ browser, request }) => {
  // A browser that has never been here: the device cookie is minted on its first page.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const page = await context.newPage()
  await signUpFresh(page, request)
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name.endsWith('petshop_session'))
  expect(session).toMatchObject({
    name: '__Host-petshop_session',
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    domain: '127.0.0.1',
  })
  expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600)
  expect(cookies.find((c) => c.name === 'pd_device')).toMatchObject({ path: '/', httpOnly: true, secure: true, sameSite: 'Lax' })
  // Nothing the shop sets is readable by page scripts.
  expect(await page.evaluate(() => document.cookie)).toBe('')
  await context.close()
})

test('the test and bench doors are closed unless their variables open them', async ({ request }) => {
  // The second shop runs without EMBEDDED_TEST_HOOKS; neither shop has BENCH_ROUTES.
  expect((await request.get(`${BROKEN}/__test/sms-outbox?mobileNo=01012345678`)).status()).toBe(404)
  expect((await request.post(`${BROKEN}/__test/caches/clear`)).status()).toBe(404)
  // No such door: the shop's not-found page answers it, and a write there finds no action (405).
  expect((await request.post(`${BROKEN}/__test/users/status`, { data: { userId: 1, status: 'BLACKLIST' } })).status()).toBe(405)
  expect((await request.get(`${BROKEN}/__bench/bare`)).status()).toBe(404)
  expect((await request.get('/__bench/bare')).status()).toBe(404)
})

// Last in this file: it spends the second shop's writes for a minute.
test('writes beyond the per-minute limit get 429 in Korean, pages do not count', async ({ request }) => {
  // The second shop keeps the default 120 writes a minute per client; the abuse spec used 6.
  const statuses: number[] = []
  for (let i = 0; i < 130; i++) statuses.push((await request.post(`${BROKEN}/preferences/dismiss`, { form: { key: 'x' } })).status())
  expect(statuses.slice(0, 100)).not.toContain(429)
  expect(statuses.slice(-3)).toEqual([429, 429, 429])
  const refused = await request.post(`${BROKEN}/preferences/dismiss`, { form: { key: 'x' } })
  expect(await refused.text()).toContain('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.')
  expect((await request.get(`${BROKEN}/healthz`)).status()).toBe(200)
})
