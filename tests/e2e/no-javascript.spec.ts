import { expect, test } from '@playwright/test'

test.use({ javaScriptEnabled: false })

test('home and the bottom navigation work with JavaScript off', async ({ page }) => {
  await page.goto('/main/tab/2')
  expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8)
  const nav = page.getByRole('navigation', { name: '하단 메뉴' })
  await expect(nav.getByRole('link')).toHaveCount(5)
  await nav.getByRole('link', { name: '홈' }).click()
  await expect(page).toHaveURL(/\/main\/tab\/2\?openPushHalfModal=y$/)
  // The push half-modal the link opens closes with a plain form post too.
  await page.getByRole('dialog', { name: '혜택 알림 받기' }).getByRole('button', { name: '다음에 할게요' }).click()
  await expect(page).toHaveURL(/\/main\/tab\/2$/)
  await page.getByRole('navigation', { name: '홈 탭' }).getByRole('link', { name: '특가' }).click()
  await expect(page).toHaveURL(/\/main\/tab\/5$/)
  await expect(page.getByRole('navigation', { name: '홈 탭' }).getByRole('link', { name: '특가' })).toHaveAttribute('aria-current', 'page')
})

test('the dog/cat switch is a plain form post with JavaScript off', async ({ page }) => {
  await page.goto('/main/tab/4')
  await page.getByRole('button', { name: '고양이', exact: true }).click()
  await expect(page).toHaveURL(/\/main\/tab\/4$/)
  await expect(page.getByRole('button', { name: '고양이', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: '고양이 상품을 보여 드릴게요.' })).toBeAttached()
})

test('the not-found alert sends home with JavaScript off', async ({ page }) => {
  const response = await page.goto('/main/tab/999')
  expect(response?.status()).toBe(404)
  await page.getByRole('alertdialog').getByRole('link', { name: '확인' }).click()
  await expect(page).toHaveURL(/\/main\/tab\/2$/)
})
