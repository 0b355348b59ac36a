import { expect, test } from '@playwright/test'
import { BROKEN } from './helpers/ports'

test.describe('not found', () => {
  for (const path of ['/main/tab/999', '/main/tab/abc', '/main/tab/0', '/no/such/page', '/404']) {
    test(`[R2.3] [R8.6] ${path} answers 404 with the not-found alert`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      const alert = page.getByRole('alertdialog')
      await expect(alert).toContainText('페이지를 찾을 수 없어요.')
      await expect(alert.getByRole('heading', { name: '알림' })).toBeVisible()
    })
  }

  test('[R8.6] confirm goes back when there is history', async ({ page }) => {
    await page.goto('/main/tab/3')
    // A link in the shop that leads nowhere: a document navigation with the shop as referrer.
    await page.evaluate(() => window.location.assign('/main/tab/999'))
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByRole('alertdialog').getByRole('link', { name: '확인' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/3$/)
  })

  test("[R8.6] confirm goes back as soon as the page is ready, even when the screen's code is slow to come", async ({ page }) => {
    // The screens are loaded when needed (decision 039): an error page waits for them before it says it is ready.
    await page.route('**/build/**/ErrorScreenViews-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto('/main/tab/3')
    await page.evaluate(() => window.location.assign('/main/tab/999'))
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByRole('alertdialog').getByRole('link', { name: '확인' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/3$/)
  })

  test('[R8.6] confirm goes to the web home tab when there is no history', async ({ page }) => {
    await page.goto('/main/tab/999')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await page.getByRole('alertdialog').getByRole('link', { name: '확인' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/2$/)
  })
})

test.describe('backends down', () => {
  test('[R8.7] a page whose backend is down shows 오류가 발생했어요 with 재시도 and 뒤로가기, status 5xx', async ({ page }) => {
    const response = await page.goto(`${BROKEN}/main/tab/2`)
    expect(response?.status()).toBe(503)
    await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
    await expect(page.getByText('네트워크 오류가 발생했어요.')).toBeVisible()
    const retry = page.getByRole('link', { name: '재시도' })
    await expect(retry).toHaveAttribute('href', '/main/tab/2')
    await expect(page.getByRole('link', { name: '뒤로가기' })).toBeVisible()
    await retry.click()
    await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
  })

  test('[R2.13] without navigation items the bar keeps its five placeholders', async ({ page }) => {
    await page.goto(`${BROKEN}/main/tab/2`)
    await expect(page.getByTestId('bottom-nav-placeholder')).toHaveCount(5)
  })

  test('the server keeps serving other requests', async ({ request }) => {
    for (let i = 0; i < 3; i++) expect((await request.get(`${BROKEN}/main/tab/2`)).status()).toBe(503)
    expect((await request.get(`${BROKEN}/healthz`)).status()).toBe(200)
  })
})
