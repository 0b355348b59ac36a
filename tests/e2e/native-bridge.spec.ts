import { expect, type Page, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 PetshopApp/3.2.0 (Android)'

/** A fake Android shell: records what the page posts and hands messages to the page. */
async function shell(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = []
    ;(window as unknown as { __sent: string[] }).__sent = sent
    ;(window as unknown as { PetshopAndroid: { postMessage: (m: string) => void } }).PetshopAndroid = {
      postMessage: (m: string) => sent.push(m),
    }
  })
  return {
    send: (message: unknown) => page.evaluate((m) => window.petshopBridge?.receive(JSON.stringify(m)), message),
    // Replies are the messages without a type ({ bridgeId, data, error }); the rest are the page's own.
    replies: () =>
      page.evaluate(() =>
        (window as unknown as { __sent: string[] }).__sent
          .map((m) => JSON.parse(m) as Record<string, unknown>)
          .filter((m) => !('type' in m)),
      ),
    sent: () =>
      page.evaluate(() =>
        (window as unknown as { __sent: string[] }).__sent.map((m) => JSON.parse(m) as Record<string, unknown>).filter((m) => 'type' in m),
      ),
  }
}

test.use({ userAgent: ANDROID_APP })

test('[R7.19] [R7.21] the page answers APP_VERSION, OS_VERSION, UPDATE_ADID and SYNC_COOKIES_TO_WEBVIEW with { bridgeId, data, error }', async ({
  page,
}) => {
  const app = await shell(page)
  await page.goto('/main/tab/6')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({ type: 'APP_VERSION', bridgeId: 'b1', data: { version: '3.2.0' } })
  // APP_VERSION is answered once the server has kept it (decision 034): one message at a time.
  await expect.poll(async () => (await app.replies()).length).toBe(1)
  await app.send({ type: 'OS_VERSION', bridgeId: 'b2', data: { version: '14' } })
  await app.send({ type: 'UPDATE_ADID', bridgeId: 'b3', data: { adid: 'ad-123' } })
  await app.send({ type: 'SYNC_COOKIES_TO_WEBVIEW', bridgeId: 'b4', data: {} })
  await app.send({ type: 'NOT_A_MESSAGE', bridgeId: 'b5', data: {} })
  await expect.poll(app.replies).toEqual([
    { bridgeId: 'b1', data: { ok: true }, error: null },
    { bridgeId: 'b2', data: { ok: true }, error: null },
    { bridgeId: 'b3', data: { ok: true }, error: null },
    { bridgeId: 'b4', data: { ok: true }, error: null },
  ])
  expect(await page.evaluate(() => window.sessionStorage.getItem('petshop.adid'))).toBe('ad-123')
})

test("[R7.19] [R7.21] messages the shell sends before the bridge's code is in are answered, in order, once it is", async ({ page }) => {
  const app = await shell(page)
  // The bridge's code (loaded when needed, decision 039) is held back until the messages are sent.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/build/**/NativeBridge-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/main/tab/6')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({ type: 'OS_VERSION', bridgeId: 'early-1', data: { version: '14' } })
  await app.send({ type: 'UPDATE_ADID', bridgeId: 'early-2', data: { adid: 'ad-early' } })
  expect(await app.replies()).toEqual([])
  release()
  await expect.poll(app.replies).toEqual([
    { bridgeId: 'early-1', data: { ok: true }, error: null },
    { bridgeId: 'early-2', data: { ok: true }, error: null },
  ])
  // Once it is in, the shell's messages go straight to it.
  await app.send({ type: 'SYNC_COOKIES_TO_WEBVIEW', bridgeId: 'late', data: {} })
  await expect.poll(async () => (await app.replies()).length).toBe(3)
})

test('[R9.7] the native experiment is refused below app 2.8.6', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: ANDROID_APP.replace('3.2.0', '2.8.5') })
  const page = await context.newPage()
  const app = await shell(page)
  await page.goto('/main/tab/6')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({ type: 'EXPERIMENT', bridgeId: 'e1', data: { experiments: { lockIn: 'on' } } })
  await expect.poll(app.replies).toEqual([{ bridgeId: 'e1', data: { applied: false }, error: 'UNSUPPORTED_APP_VERSION' }])
  await context.close()
})

test('[R7.8] UPDATE_SESSION signs the web view in with the app session and sends the device token', async ({ page, request }) => {
  // The app signed in natively (V2, snake_case) and hands the tokens to the page.
  const login = await request.post('/__test/app-login', {
    data: { email: 'cat@petshop.test', password: 'Petshop123!', mobile_device_id: 'app-device', mobile_os_code: 'A' },
  })
  expect(login.ok()).toBe(true)
  const v2 = (await login.json()) as Record<string, string>
  const data = { accessToken: v2.access_token, refreshToken: v2.refresh_token, tokenExpireDate: v2.token_expire_date }
  const app = await shell(page)
  await page.goto('/my')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({
    type: 'UPDATE_SESSION',
    bridgeId: 's1',
    data: {
      accessToken: data.accessToken,
      refreshToken: data.refreshToken,
      tokenExpireDate: data.tokenExpireDate,
      mobileDeviceToken: 'fcm-e2e-token',
      productGroup1Id: 2,
    },
  })
  await expect.poll(app.replies).toEqual([{ bridgeId: 's1', data: { ok: true, userId: expect.any(Number) }, error: null }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: /나비집사/ })).toBeVisible()
  // The token now lives in the httpOnly cookie, not in page JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toContain(data.accessToken)
})

test('[R4.5] [R7.20] asked for a session (SESSION), a page that knew a user but lost its session goes to the login page', async ({
  page,
}) => {
  await signInByEmail(page, 'demo@petshop.test')
  await expect(page).not.toHaveURL(/signin/)
  const app = await shell(page)
  await page.goto('/my')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({ type: 'SESSION', bridgeId: 'q1', data: {} })
  await expect.poll(app.replies).toEqual([{ bridgeId: 'q1', data: { userId: expect.any(Number), signedIn: true }, error: null }])
  await page.context().clearCookies({ name: /petshop_session$/ })
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await app.send({ type: 'SESSION', bridgeId: 'q2', data: {} })
  await expect(page).toHaveURL(/\/auth\/signin/)
})

test("inside the app a visit goes to the shell's analytics through the bridge", async ({ page }) => {
  const app = await shell(page)
  await page.goto('/main/tab/6')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect
    .poll(async () =>
      (await app.sent())
        .filter((m) => m.type === 'AMPLITUDE')
        .map((m) => (m.data as { event: string; properties: { page: string } }).properties.page),
    )
    .toEqual(['home_tab'])
  const types = (await app.sent()).map((m) => m.type)
  for (const type of ['AMPLITUDE', 'BRAZE', 'FIREBASE', 'FB_ANALYTICS']) expect(types).toContain(type)
})

test('[R7.19] [R7.20] the page tells the shell the dog/cat side chosen last (LAST_SELECT_PRODUCT_GROUP_1), once per change', async ({
  page,
}) => {
  const app = await shell(page)
  const told = async () => (await app.sent()).filter((m) => m.type === 'LAST_SELECT_PRODUCT_GROUP_1').map((m) => m.data)
  await page.goto('/main/tab/2')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect.poll(told).toEqual([{ productGroup1Id: 1 }])
  await page.goto('/category')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.goto('/main/tab/2')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: '고양이', exact: true }).click()
  await expect(page.getByRole('button', { name: '고양이', exact: true })).toHaveAttribute('aria-pressed', 'true')
  // The init script's record starts afresh on each document: this page's record only.
  await expect.poll(told).toEqual([{ productGroup1Id: 2 }])
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.waitForTimeout(300)
  expect(await told()).toEqual([])
})

test("[R7.19] [R7.20] the shell hears the web's experiment variants once per visit (EXPERIMENT_VARIANT)", async ({ page }) => {
  const app = await shell(page)
  const told = async () =>
    (await app.sent()).filter((m) => m.type === 'EXPERIMENT_VARIANT').map((m) => m.data as { experiments: Record<string, string> })
  await page.goto('/main/tab/2')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await expect.poll(async () => (await told()).length).toBe(1)
  const [first] = await told()
  // e2e-device-2's variants (the BFF chooses them per device).
  expect(first?.experiments).toMatchObject({
    communityVisible: 'on',
    searchSuggest: 'on',
    vetBooking: 'off',
    price: expect.stringMatching(/^[a-f](,[gh])?$/),
  })
  await page.reload()
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.waitForTimeout(300)
  expect(await told()).toEqual([])
})

test('[R7.19] [R7.20] inside the app a toast goes to the shell (TOAST) instead of the page', async ({ page }) => {
  await signInByEmail(page, 'demo@petshop.test')
  await expect(page).not.toHaveURL(/signin/)
  const app = await shell(page)
  await page.goto('/address')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  await page.getByRole('button', { name: '기본으로 설정' }).first().click()
  await expect
    .poll(async () => (await app.sent()).filter((m) => m.type === 'TOAST').map((m) => m.data))
    .toEqual([{ message: expect.stringMatching(/[가-힣]/), tone: 'success' }])
  await expect(page.locator('.toast')).toHaveCount(0)
  // Put the demo's default address back for the other tests.
  await page.getByRole('button', { name: '기본으로 설정' }).first().click()
  await expect.poll(async () => (await app.sent()).filter((m) => m.type === 'TOAST').length).toBe(2)
})
