import { expect, test } from '@playwright/test'
import { agreeToRequired, fillCertification, newIdentity } from './helpers/accounts'

async function startWith(page: import('@playwright/test').Page, provider: '카카오' | '네이버' | 'Apple', next = '/my') {
  await page.goto(`/auth/signin?next=${encodeURIComponent(next)}`)
  await page.getByRole('button', { name: `${provider}로 시작하기` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${provider} 계정으로 로그인`)
}

test.describe('social sign-in round trips (the embedded backend plays the providers)', () => {
  test('[R2.1] Kakao: a linked member is signed in and sent to next', async ({ page }) => {
    await startWith(page, '카카오')
    // The authorize request carried a PKCE challenge and a state of our own.
    const url = new URL(page.url())
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20)
    await page.getByRole('button', { name: /kakao\.demo@petshop\.test/ }).click()
    await expect(page).toHaveURL(/\/my$/)
    await expect(page.getByRole('heading', { name: '카카오데모님, 안녕하세요' })).toBeVisible()
  })

  test('[R2.1] Naver: a linked member is signed in', async ({ page }) => {
    await startWith(page, '네이버')
    await page.getByRole('button', { name: /naver\.demo@petshop\.test/ }).click()
    await expect(page).toHaveURL(/\/my$/)
    await expect(page.getByRole('heading', { name: '네이버데모님, 안녕하세요' })).toBeVisible()
  })

  test('[R2.1] Apple: the form_post callback signs a linked member in', async ({ page }) => {
    await startWith(page, 'Apple')
    await page.getByRole('button', { name: /apple\.demo@privaterelay\.appleid\.com/ }).click()
    // Apple answers with a page whose form posts back to /auth/signin/callback/apple.
    await page.getByRole('button', { name: '계속' }).click()
    await expect(page).toHaveURL(/\/my$/)
    await expect(page.getByRole('heading', { name: '애플데모님, 안녕하세요' })).toBeVisible()
  })

  test('[R2.1] a new Kakao account goes to /auth/signup/kakao and becomes a member', async ({ page, request }) => {
    const me = newIdentity()
    await startWith(page, '카카오', '/main/tab/3')
    await page.getByLabel('이메일').fill(me.email)
    await page.getByLabel('닉네임').fill('새카카오')
    await page.getByRole('button', { name: '동의하고 계속하기' }).click()
    await expect(page).toHaveURL(/\/auth\/signup\/kakao$/)
    await expect(page.getByRole('heading', { name: '카카오 계정으로 회원가입' })).toBeVisible()
    await expect(page.getByText(me.email)).toBeVisible()
    await page.getByLabel('이름').fill(me.name)
    await page.getByLabel('닉네임').fill(me.nickname)
    await fillCertification(page, request, me.mobileNo)
    await agreeToRequired(page)
    await page.getByRole('button', { name: '가입하기' }).click()
    await expect(page).toHaveURL(/\/auth\/signup\/complete\?next=%2Fmain%2Ftab%2F3/)
    await expect(page.getByRole('heading', { name: `${me.nickname}님, 가입을 환영해요!` })).toBeVisible()
    await page.getByRole('link', { name: '쇼핑 시작하기' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/3$/)
  })

  test('[R2.1] a Kakao login whose e-mail already has an account goes to /auth/account/link', async ({ page }) => {
    await startWith(page, '카카오')
    await page.getByRole('button', { name: /link@petshop\.test/ }).click()
    await expect(page).toHaveURL(/\/auth\/account\/link$/)
    await expect(page.getByText('link@petshop.test 계정에 카카오 로그인을 연결할게요.')).toBeVisible()
    await page.getByLabel('비밀번호').fill('wrong-password-1!')
    await page.getByRole('button', { name: '연결하고 로그인' }).click()
    await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 맞지 않아요.')
    await page.getByLabel('비밀번호').fill('Petshop123!')
    await page.getByRole('button', { name: '연결하고 로그인' }).click()
    await expect(page).toHaveURL(/\/my$/)
    await expect(page.getByRole('heading', { name: '연결회원님, 안녕하세요' })).toBeVisible()
  })

  test('cancelling at the provider returns to the login page with a Korean notice', async ({ page }) => {
    await startWith(page, '네이버')
    await page.getByRole('button', { name: '취소' }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?error=denied/)
    await expect(page.getByRole('alert')).toContainText('소셜 로그인을 취소했어요.')
  })

  test('a forged callback (unknown state) signs nobody in', async ({ page }) => {
    await startWith(page, '카카오')
    await page.goto('/auth/signin/callback/kakao?code=stolen-code&state=forged-state')
    await expect(page).toHaveURL(/\/auth\/signin\?error=social/)
    await expect(page.getByRole('alert')).toContainText('소셜 로그인을 완료하지 못했어요.')
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '로그인하고 펫샵 혜택을 받아 보세요' })).toBeVisible()
  })

  test('an unknown provider is not found', async ({ page }) => {
    expect((await page.goto('/auth/signin/callback/facebook?code=x&state=y'))?.status()).toBe(404)
    expect((await page.goto('/auth/signup/facebook'))?.status()).toBe(404)
  })
})
