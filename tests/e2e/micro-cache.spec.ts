import { expect, type Page, type Response, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'
import { deviceCookie } from './helpers/device'

const HOME = '/main/tab/2'

/** This answer's CSP nonce and the nonce of every script in its HTML. */
async function nonces(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? ''
  const header = /'nonce-([^']+)'/.exec(csp)?.[1]
  const html = (await response?.text()) ?? ''
  return { header, scripts: [...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((match) => match[1]), html }
}

/** Empties the host's micro-cache (a test door's POST is a write: decision 038). */
async function emptyCache(page: Page) {
  await page.request.post('/__test/caches/clear')
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a guest's home with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a second visit is served from the micro-cache with a fresh nonce, and no other shopper’s cookie or page leaks', async ({
      page,
      browser,
    }) => {
      await emptyCache(page)
      // A browser that has never been here: its answer sets a device, so it is not kept.
      const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled })
      const strangerHome = await (await stranger.newPage()).goto(HOME)
      expect(await strangerHome?.headerValue('set-cookie')).toMatch(/pd_device=/)
      expect(strangerHome?.headers()['cache-control']).toBe('private, no-cache')
      expect(strangerHome?.headers()['x-micro-cache']).toBeUndefined()
      await stranger.close()

      const first = await page.goto(HOME)
      expect(first?.headers()['x-micro-cache']).toBe('miss')
      const before = await nonces(first)
      // A reload asks the shop again (a plain second visit may come from the browser's own cache).
      const second = await page.reload()
      expect(second?.headers()['x-micro-cache']).toBe('hit')
      expect(await second?.headerValue('set-cookie')).toBeNull()
      expect(second?.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
      const now = await nonces(second)
      expect(now.header).toBeTruthy()
      expect(now.header).not.toBe(before.header)
      expect(now.scripts.length).toBeGreaterThan(0)
      expect(now.scripts.every((nonce) => nonce === now.header)).toBe(true)
      expect(now.html).not.toContain(before.header)
      await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible()
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached()

      // Another browser with the same assignment (here: the same device) shares the page, with a nonce of its own.
      const other = await browser.newContext({ storageState: { cookies: [deviceCookie('e2e-device-2')], origins: [] }, javaScriptEnabled })
      const otherHome = await (await other.newPage()).goto(HOME)
      const theirs = await nonces(otherHome)
      expect(theirs.header).not.toBe(now.header)
      expect(theirs.scripts.every((nonce) => nonce === theirs.header)).toBe(true)
      expect(await otherHome?.headerValue('set-cookie')).toBeNull()
      await other.close()
    })
  })
}

test('a member never gets a kept page, and a guest never gets the member’s', async ({ page, browser }) => {
  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', HOME)
  await expect(page).toHaveURL(HOME)
  // The sign-in was a write: the cache starts empty. A guest's visit is kept…
  const guest = await browser.newContext()
  const guestPage = await guest.newPage()
  expect((await guestPage.goto(HOME))?.headers()['x-micro-cache']).toBe('miss')

  // …and never served to the member, whose own page is not kept.
  const member = await page.goto(HOME)
  expect(member?.headers()['x-micro-cache']).toBeUndefined()
  expect(member?.headers()['cache-control']).toBe('private, no-cache')
  await expect(page.getByRole('link', { name: '로그인' })).toHaveCount(0)

  const again = await guestPage.reload()
  expect(again?.headers()['x-micro-cache']).toBe('hit')
  await expect(guestPage.getByRole('link', { name: '로그인' }).first()).toBeVisible()
  expect(await guestPage.content()).not.toContain('코코언니')
  await guest.close()
})
