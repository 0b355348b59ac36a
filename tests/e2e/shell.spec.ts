import { expect, test } from '@playwright/test'

test('[R2.21] the viewport is fixed with no user scaling', async ({ page }) => {
  await page.goto('/main/tab/2')
  const content = await page.locator('meta[name="viewport"]').getAttribute('content')
  expect(content).toContain('user-scalable=no')
  expect(content).toContain('maximum-scale=1')
})

test('[R9.8] the root font is 62.5% and the column at most 43rem', async ({ page }) => {
  await page.goto('/main/tab/2')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('10px')
  // Declared as 62.5% (of the reader's own size), not a fixed 10px that would ignore it.
  const declared = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === 'html')
      .map((rule) => rule.style.fontSize)
      .filter(Boolean),
  )
  expect(declared).toEqual(['62.5%'])
  await page.setViewportSize({ width: 700, height: 800 })
  expect((await page.locator('#app').boundingBox())?.width).toBe(430)
})

for (const width of [320, 375, 430]) {
  test(`[R9.8] at ${width}px nothing overflows sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/main/tab/2')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const column = await page.locator('#app').boundingBox()
    expect(column?.width).toBe(width)
  })
}

test('[R1.2] on desktop the page is a phone-width column on a background with the search layout beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/main/tab/2')
  const column = await page.locator('#app').boundingBox()
  expect(column?.width).toBe(430)
  // Centred.
  expect(Math.abs((column?.x ?? 0) + 215 - 640)).toBeLessThanOrEqual(1)
  const aside = page.getByRole('complementary', { name: '검색' })
  await expect(aside).toBeVisible()
  await expect(aside.getByRole('searchbox')).toBeVisible()
  const background = await page.locator('.page-background').evaluate((el) => getComputedStyle(el).backgroundImage)
  expect(background).toContain('gradient')
})

test('[R1.2] on a phone the desktop search layout is not shown', async ({ page }) => {
  await page.goto('/main/tab/2')
  await expect(page.getByRole('complementary', { name: '검색' })).toBeHidden()
})

test('[R2.19] the sign-up toast, then the bottom fixed banner, show one at a time and close for good', async ({ page }) => {
  await page.goto('/main/tab/2')
  const signup = page.getByRole('complementary', { name: /첫 구매 10% 쿠폰/ })
  const banner = page.getByRole('complementary', { name: /앱에서 더 빠르고/ })
  await expect(signup).toBeVisible()
  await expect(banner).toBeHidden()
  await signup.getByRole('button', { name: '닫기' }).click()
  await expect(signup).toBeHidden()
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: '닫기' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(signup).toBeHidden()
  await expect(banner).toBeHidden()
})

test('security headers and a nonce CSP are sent', async ({ request }) => {
  const response = await request.get('/main/tab/2')
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=]+'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers['content-encoding']).toMatch(/^(gzip|br)$/)
})

test('fingerprinted build assets are cached for a year, other public files briefly', async ({ page, request }) => {
  await page.goto('/main/tab/2')
  const asset = await page.locator('link[rel="modulepreload"]').first().getAttribute('href')
  expect(asset).toMatch(/^\/build\//)
  expect((await request.get(asset ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await request.get('/favicon.svg')).headers()['cache-control']).toBe('public, max-age=3600')
})

test('Korean pages stream without stray NUL bytes (React 18 buffer bug)', async ({ request }) => {
  for (const path of ['/main/tab/2', '/main/tab/3', '/main/tab/6']) {
    const body = await (await request.get(path)).body()
    expect(body.includes(0), path).toBe(false)
  }
})
