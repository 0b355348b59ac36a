import { expect, type Page, test } from '@playwright/test'
import { FAULT_SHOP } from './helpers/faults'

// The fault-matrix shop signs in with Apple itself (playwright.config.ts); the main shop with the stand-in.
const SDK = /appleid\.cdn-apple\.com\/appleauth\/static\/jsapi\/appleid\/1\/ko_KR\/appleid\.auth\.js/
const APPLE = /^https:\/\/appleid\.apple\.com\/auth\/authorize/

/** Plays Apple's SDK: records what the page hands it. */
async function fakeSdk(page: Page) {
  const loads: string[] = []
  await page.route(SDK, (route) => {
    loads.push(page.url())
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.AppleID = { auth: { init: function (c) { window.__appleInit = c }, signIn: function () { window.__appleSignedIn = true; return new Promise(function () {}) } } }',
    })
  })
  return loads
}

test.describe('with JavaScript', () => {
  test("[R2.20] the Apple sign-in SDK loads only once the Apple button is shown, and takes the tap with the server's transaction", async ({
    page,
  }) => {
    const loads = await fakeSdk(page)
    await page.goto(`${FAULT_SHOP}/main/tab/2`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.goto(`${FAULT_SHOP}/auth/signin?next=%2Fmy`)
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await expect.poll(() => loads.map((url) => new URL(url).pathname)).toEqual(['/auth/signin'])
    await page.getByRole('button', { name: 'Apple로 시작하기' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { __appleSignedIn?: boolean }).__appleSignedIn)).toBe(true)
    const init = (await page.evaluate(() => (window as unknown as { __appleInit: Record<string, unknown> }).__appleInit)) as Record<
      string,
      unknown
    >
    expect(init).toEqual({
      clientId: 'e2e-apple-client',
      scope: 'name email',
      redirectURI: `${FAULT_SHOP}/auth/signin/callback/apple`,
      state: expect.stringMatching(/^[\w-]{20,}$/),
      usePopup: false,
    })
    // The state is the one the callback will check: kept in the sign-in transaction's cookie.
    expect((await page.context().cookies(`${FAULT_SHOP}/auth`)).some((c) => c.name === 'pd_oauth')).toBe(true)
  })

  test('[R2.20] where Apple is the stand-in, the SDK is never loaded and the button posts the redirect flow', async ({ page }) => {
    const loads = await fakeSdk(page)
    await page.goto('/auth/signin')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.waitForTimeout(300)
    expect(loads).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('[R2.20] the Apple button still goes to Apple by redirect', async ({ page }) => {
    const loads = await fakeSdk(page)
    const seen: { authorize?: URL } = {}
    await page.route(APPLE, (route) => {
      seen.authorize = new URL(route.request().url())
      return route.fulfill({ contentType: 'text/html', body: '<title>Apple</title>' })
    })
    await page.goto(`${FAULT_SHOP}/auth/signin`)
    await page.getByRole('button', { name: 'Apple로 시작하기' }).click()
    await expect.poll(() => seen.authorize?.searchParams.get('client_id') ?? null).toBe('e2e-apple-client')
    expect(seen.authorize?.searchParams.get('response_mode')).toBe('form_post')
    expect(loads).toEqual([])
  })
})
