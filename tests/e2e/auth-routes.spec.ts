import { expect, test } from '@playwright/test'

/** Each route of spec §2 renders its own page (a layout route that swallowed a child would fail here). */
const PAGES: Array<[path: string, heading: string]> = [
  ['/auth/signin', '로그인'],
  ['/auth/signin/email', '이메일로 로그인'],
  ['/auth/signin/email/find', '이메일·비밀번호 찾기'],
  ['/auth/signup/email', '회원가입'],
]

test.describe('[R2.1] the auth routes exist', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} shows ${heading}`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    })
  }

  test('the member-only and in-between pages send a guest somewhere sensible', async ({ page }) => {
    await page.goto('/pet/register')
    await expect(page).toHaveURL(/\/auth\/signin\?authRoute=true&fromReact=true&next=%2Fpet%2Fregister/)
    await page.goto('/auth/signup/complete')
    await expect(page).toHaveURL(/\/auth\/signin\?authRoute=true/)
    // Sign-up through a provider or account linking without a social sign-in under way.
    for (const path of ['/auth/signup/kakao', '/auth/signup/apple', '/auth/signup/naver', '/auth/account/link']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/auth\/signin\?error=expired/)
      await expect(page.getByRole('alert')).toContainText('가입 시간이 지났어요.')
    }
  })

  test('the provider callbacks without a sign-in under way refuse politely', async ({ page }) => {
    for (const provider of ['kakao', 'apple']) {
      await page.goto(`/auth/signin/callback/${provider}?code=x&state=y`)
      await expect(page).toHaveURL(/\/auth\/signin\?error=social/)
    }
  })
})
