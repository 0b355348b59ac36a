import { expect, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'

/**
 * 친구 초대: my page leads to /my/invite, which shows the member's own code (the README's
 * HANA2PET7K for the demo member) with what a friend gets; the link it shares opens sign-up with
 * the code in its field, whole (10 characters).
 */
for (const javaScriptEnabled of [true, false]) {
  test(`my page → 친구 초대 shows the code and what a friend gets; the shared link fills it in, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await page.getByRole('link', { name: '친구 초대' }).click()
    await expect(page).toHaveURL(/\/my\/invite$/)
    await expect(page.getByTestId('invite-code')).toHaveText('HANA2PET7K')
    await expect(page.getByText('친구에게 친구 초대 5,000원 할인 쿠폰을 드려요')).toBeVisible()
    await expect(page.getByText(/명이 내 코드로 가입했어요/)).toBeVisible()
    await expect(page.getByRole('button', { name: '코드 복사' })).toHaveCount(javaScriptEnabled ? 1 : 0)
    await context.clearCookies()
    await page.goto('/auth/signup/email?inviteCode=hana2pet7k')
    await expect(page.getByLabel('초대 코드')).toHaveValue('HANA2PET7K')
    await context.close()
  })
}

test('a guest asking for /my/invite is sent to sign in first', async ({ page }) => {
  await page.goto('/my/invite')
  await expect(page).toHaveURL(/\/auth\/signin/)
})
