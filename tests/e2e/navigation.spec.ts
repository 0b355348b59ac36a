import { expect, test } from '@playwright/test'

test.describe('bottom navigation', () => {
  test('[R2.8] [R2.9] [R2.10] [R2.11] a guest sees five items with the links of spec §2', async ({ page }) => {
    await page.goto('/main/tab/2')
    const nav = page.getByRole('navigation', { name: '하단 메뉴' })
    const links = nav.getByRole('link')
    await expect(links).toHaveText(['홈', '카테고리', '검색', '커뮤니티', '로그인'])
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('href', '/main/tab/2?openPushHalfModal=y')
    await expect(nav.getByRole('link', { name: '검색' })).toHaveAttribute('href', '/search/1')
    await expect(nav.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/auth/signin?next=/my')
    await expect(nav.getByRole('link', { name: '커뮤니티' })).toHaveAttribute('href', '/community')
  })

  test('[R2.12] the active item follows the path', async ({ page }) => {
    await page.goto('/main/tab/3')
    const nav = page.getByRole('navigation', { name: '하단 메뉴' })
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1)
    // The active item shows its active image.
    await expect(nav.getByRole('link', { name: '홈' }).locator('img')).toHaveAttribute('src', /home-active/)
    await expect(nav.getByRole('link', { name: '검색' }).locator('img')).not.toHaveAttribute('src', /active/)
  })

  test('[R2.11] the search item follows the dog/cat choice', async ({ page }) => {
    await page.goto('/main/tab/2')
    await page.getByRole('button', { name: '고양이' }).click()
    await expect(page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '검색' })).toHaveAttribute(
      'href',
      '/search/2',
    )
  })

  test('[R9.9] the bar is 5.6rem (56px) high and stays at the bottom of the screen', async ({ page }) => {
    await page.goto('/main/tab/2')
    const nav = page.getByRole('navigation', { name: '하단 메뉴' })
    const box = await nav.boundingBox()
    expect(box?.height).toBe(56)
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(844)
  })
})
