import { expect, test } from '@playwright/test'
import { agreeToRequired, certificationKey, newIdentity } from './helpers/accounts'
import { BROKEN } from './helpers/ports'

test('sign-in posts are rate limited per client with a Korean answer', async ({ request }) => {
  // The second shop allows 3 account posts a minute.
  const statuses: number[] = []
  let last = ''
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${BROKEN}/auth/signin/email`, { form: { email: 'a@b.co', password: 'x' } })
    statuses.push(response.status())
    last = await response.text()
  }
  expect(statuses.slice(0, 3)).not.toContain(429)
  expect(statuses.slice(3)).toEqual([429, 429])
  expect(last).toContain('요청이 너무 많아요. 잠시 후 다시 시도해 주세요.')
  const json = await request.post(`${BROKEN}/auth/signin/email?_data=routes%2F_auth%2B%2Fauth.signin_.email`, { form: { email: 'a@b.co' } })
  expect(json.status()).toBe(429)
  expect(await json.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' })
  // Pages are not limited.
  expect((await request.get(`${BROKEN}/auth/signin`)).status()).toBe(200)
})

test('a form a bot filled in (the honeypot) is refused and creates nothing', async ({ page, request }) => {
  await page.goto('/auth/signin/email')
  const form = page.locator('form.form')
  const fields = await form.evaluate((el: HTMLFormElement) => Object.fromEntries(new FormData(el)) as Record<string, string>)
  const answer = await request.post('/auth/signin/email', {
    form: { ...fields, name__confirm: 'I am a bot', email: 'demo@petshop.test', password: 'Petshop123!' },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(400)
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('petshop_session=')
})

test.describe('with JavaScript off, the server answers every rule in Korean', () => {
  test.use({ javaScriptEnabled: false })

  test('[R5.2] a 050 safe number is refused when asking for a code', async ({ page }) => {
    await page.goto('/auth/signup/email')
    await page.getByLabel('휴대폰 번호').fill('05012345678')
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    await expect(page.getByText('안심번호(050)는 사용할 수 없어요.')).toBeVisible()
  })

  test('[R5.7] an empty sign-up lists what is missing, and keeps nothing secret', async ({ page }) => {
    await page.goto('/auth/signup/email')
    await page.getByLabel('이메일').fill('not-an-email')
    await page.getByLabel('비밀번호', { exact: true }).fill('short')
    await page.getByRole('button', { name: '가입하기' }).click()
    await expect(page.getByLabel('이메일')).toHaveValue('not-an-email')
    await expect(page.getByLabel('비밀번호', { exact: true })).toHaveValue('')
    for (const message of [
      '이름을 입력해 주세요.',
      '이용약관에 동의해 주세요.',
      '만 14세 이상만 가입할 수 있어요. 만 14세 이상이면 체크해 주세요.',
      '인증번호를 입력해 주세요.',
    ]) {
      await expect(page.getByText(message)).toBeVisible()
    }
    await expect(page.getByLabel('이메일')).toHaveAttribute('aria-invalid', 'true')
  })

  test('[R5.1] [R5.7] the login page answers wrong credentials without saying which part was wrong', async ({ page }) => {
    await page.goto('/auth/signin/email')
    await page.getByLabel('이메일').fill('nobody@petshop.test')
    await page.getByLabel('비밀번호').fill('Whatever1!')
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 맞지 않아요.')
  })
})

const ACTIONS = [
  '/auth/signin',
  '/auth/signin/email',
  '/auth/signin/email/find',
  '/auth/signup/email',
  '/auth/signup/kakao',
  '/auth/account/link',
  '/pet/register',
  '/logout',
  '/preferences/product-group',
  '/preferences/dismiss',
  '/preferences/similar-pet',
]
const HOSTILE: Array<Record<string, string>> = [
  {},
  { email: "' OR 1=1 --", password: "'; DROP TABLE users; --" },
  { email: '<script>alert(1)</script>@x.co', nickname: '<img src=x onerror=alert(1)>', name: '\u0000\u202e' },
  { email: 'a'.repeat(10_000), password: 'b'.repeat(10_000), mobileNo: '9'.repeat(500) },
  { mobileNo: '010-1234-5678', certificationKey: '１２３４５', intent: 'send-code' },
  { next: '//evil.example', redirectTo: 'https://evil.example', provider: '../../etc/passwd' },
  { productGroup1Id: '3', animalGroup1Id: '-1', weight: 'NaN', birthday: '2999-02-30', name: 'dismissal', mode: 'password' },
  { agreeTerms: 'yes', agreeMarketing: '{"__proto__":{}}', inviteCode: `PET${'0'.repeat(1000)}` },
]

test('hostile and random input never produces a 5xx or a redirect off the site', async ({ request }) => {
  let tried = 0
  for (const path of ACTIONS) {
    for (const form of HOSTILE) {
      const response = await request.post(path, { form, maxRedirects: 0 })
      tried++
      expect(response.status(), `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeLessThan(500)
      const location = response.headers().location
      if (location) expect(location, path).toMatch(/^\/(?![/\\])/)
    }
  }
  expect(tried).toBe(ACTIONS.length * HOSTILE.length)
})

test.describe('certification keys', () => {
  test.use({ javaScriptEnabled: false })

  test('[R5.5] a wrong key gets a clear Korean error and creates no account', async ({ page, request }) => {
    const me = newIdentity()
    await page.goto('/auth/signup/email')
    await page.getByLabel('이메일').fill(me.email)
    await page.getByLabel('이름').fill(me.name)
    await page.getByLabel('닉네임').fill(me.nickname)
    await page.getByLabel('휴대폰 번호').fill(me.mobileNo)
    await page.getByRole('button', { name: '인증번호 받기' }).click()
    const right = await certificationKey(request, me.mobileNo)
    const wrong = right === '00000' ? '11111' : '00000'
    await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
    await page.getByLabel('비밀번호 확인').fill(me.password)
    await page.getByLabel('인증번호', { exact: true }).fill(wrong)
    await agreeToRequired(page)
    await page.getByRole('button', { name: '가입하기' }).click()
    await expect(page.getByText('인증번호가 맞지 않아요. 다시 확인해 주세요.')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\/signup\/email/)
    // Nothing was created: the e-mail can still sign up.
    await page.goto('/auth/signin/email')
    await page.getByLabel('이메일').fill(me.email)
    await page.getByLabel('비밀번호').fill(me.password)
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 비밀번호가 맞지 않아요.')
  })
})

test('a redirect target with a tab or an encoded slash never leaves the site (browsers drop tabs from addresses)', async ({ request }) => {
  for (const path of ['/preferences/product-group', '/preferences/dismiss', '/preferences/similar-pet']) {
    for (const target of ['/\t/evil.example', '/%2F%2Fevil.example', '/.//evil.example', '/\\evil.example']) {
      const response = await request.post(path, {
        form: { productGroup1Id: '2', name: 'appBanner', on: 'true', redirectTo: target },
        maxRedirects: 0,
      })
      expect(response.status(), `${path} ${JSON.stringify(target)}`).toBe(302)
      expect(response.headers().location, `${path} ${JSON.stringify(target)}`).toMatch(/^\/(my)?$/)
    }
  }
})
