import { type Browser, expect, test } from '@playwright/test'
import { signUpFresh } from './helpers/accounts'
import { deviceCookie } from './helpers/device'

// Devices whose experiment variants the BFF fixes (backend/bff/experiments.ts hashes the device id):
// e2e-device-39 has category, firstPurchases, lockIn and quickDelivery on and cartFavoriteProduct off;
// e2e-device-28 has those four off and cartFavoriteProduct on.
const onDevice = (browser: Browser, device: string) =>
  browser.newContext({ storageState: { cookies: [deviceCookie(device)], origins: [] } })

test('[R4.14] category and quickDelivery: a category shortcut on home and a quick-delivery mark, only where on', async ({ browser }) => {
  const on = await (await onDevice(browser, 'e2e-device-39')).newPage()
  const off = await (await onDevice(browser, 'e2e-device-28')).newPage()
  for (const page of [on, off]) await page.goto('/main/tab/2')
  await expect(on.locator('.home-header').getByRole('link', { name: '카테고리', exact: true })).toBeVisible()
  await expect(off.locator('.home-header').getByRole('link', { name: '카테고리', exact: true })).toHaveCount(0)
  const href = (await on.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? ''
  for (const page of [on, off]) await page.goto(href)
  const delivery = on.getByRole('region', { name: '배송' })
  if (await delivery.getByText(/새벽배송|오늘배송/).count()) await expect(on.getByText(/빠른배송 상품이에요/)).toBeVisible()
  await expect(off.getByText(/빠른배송 상품이에요/)).toHaveCount(0)
})

test('[R4.14] lockIn and firstPurchases: the free-delivery nudge and the first-purchase deals in the cart of a member who never ordered', async ({
  browser,
  request,
}) => {
  const context = await onDevice(browser, 'e2e-device-39')
  const page = await context.newPage()
  await signUpFresh(page, request)
  await page.goto('/v2/cart')
  await expect(page.getByRole('link', { name: /첫 구매라면 웰컴딜/ })).toHaveAttribute('href', /\/welcome-deal\/[12]$/)
  await page.goto('/main/tab/2')
  // A cheap product: under the 30,000 won of free delivery.
  const card = page
    .getByRole('article')
    .filter({ hasText: /(?:^|[^\d,])\d{1,2},\d{3}원/ })
    .first()
  await card.getByRole('link').first().click()
  await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
  await page.goto('/v2/cart')
  await expect(page.getByRole('progressbar', { name: '무료배송까지 남은 금액' })).toBeVisible()
  await expect(page.getByRole('link', { name: /원 채우고 무료배송 받기/ })).toHaveAttribute('href', '/main/tab/3')
  await context.close()
})

test('[R4.14] cartFavoriteProduct: the cart lists recently viewed products only where on', async ({ browser }) => {
  for (const [device, shown] of [
    ['e2e-device-28', true],
    ['e2e-device-39', false],
  ] as const) {
    const context = await onDevice(browser, device)
    const page = await context.newPage()
    await page.goto('/main/tab/2')
    await page.getByRole('article').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/product\/detail\//)
    await page.goto('/v2/cart')
    await expect(page.getByRole('region', { name: '최근 본 상품' })).toHaveCount(shown ? 1 : 0)
    await context.close()
  }
})
