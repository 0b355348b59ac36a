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

test.describe('inside the Android app shell', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android; HiddenBottom)',
  })

  test('[R8.6] / leads the app to its own home tab (6)', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/main\/tab\/6$/)
    await expect(page.getByRole('navigation', { name: '홈 탭' }).getByRole('link', { name: '추천' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('[R9.9] in hidden-bottom app mode the bar is 10.6rem (106px) high', async ({ page }) => {
    await page.goto('/main/tab/6')
    const box = await page.getByRole('navigation', { name: '하단 메뉴' }).boundingBox()
    expect(box?.height).toBe(106)
  })

  test('[R2.19] the app banner is never shown inside the app', async ({ page }) => {
    await page.goto('/main/tab/6')
    const signup = page.getByRole('complementary', { name: /첫 구매 10% 쿠폰/ })
    await signup.getByRole('button', { name: '닫기' }).click()
    await expect(signup).toBeHidden()
    await expect(page.getByRole('complementary', { name: /앱에서 더 빠르고/ })).toHaveCount(0)
  })
})
