import { type APIRequestContext, expect, type Page } from '@playwright/test'

let sequence = 0
/** A number and an e-mail no seeded member has, different on every call. */
export function newIdentity() {
  sequence += 1
  const stamp = `${Date.now() % 100_000_000}`.padStart(8, '0')
  const digits = `${(Number(stamp) + sequence) % 100_000_000}`.padStart(8, '0')
  return {
    email: `e2e${digits}@petshop.test`,
    mobileNo: `010${digits}`,
    nickname: `테스터${digits.slice(-6)}`,
    name: '김테스트',
    password: 'Petshop123!',
  }
}

/** The certification key the embedded backend "sent" by SMS (its outbox, test hooks only). */
export async function certificationKey(request: APIRequestContext, mobileNo: string): Promise<string> {
  let key = ''
  await expect
    .poll(async () => {
      const answer = await request.get(`/__test/sms-outbox?mobileNo=${mobileNo}`)
      const body = (await answer.json()) as { messages: Array<{ certificationKey: string }> }
      key = body.messages[0]?.certificationKey ?? ''
      return key
    })
    .toMatch(/^\d{5}$/)
  return key
}

export async function fillCertification(page: Page, request: APIRequestContext, mobileNo: string) {
  await page.getByLabel('휴대폰 번호').fill(mobileNo)
  await page.getByRole('button', { name: '인증번호 받기' }).click()
  await expect(page.getByText('인증번호를 보냈어요.')).toBeVisible()
  await page.getByLabel('인증번호', { exact: true }).fill(await certificationKey(request, mobileNo))
}

/** Signed in through the email form and off the sign-in page (the shoppers' default is the demo member). */
export async function signedIn(page: Page, email = 'demo@petshop.test') {
  await signInByEmail(page, email)
  await expect(page).not.toHaveURL(/signin/)
}

export async function signInByEmail(page: Page, email: string, password = 'Petshop123!', next?: string) {
  await page.goto(`/auth/signin/email${next ? `?next=${encodeURIComponent(next)}` : ''}`)
  await page.getByLabel('이메일').fill(email)
  await page.getByLabel('비밀번호').fill(password)
  await page.getByRole('button', { name: '로그인' }).click()
}

/** The session cookie, whatever its production prefix (__Host-). */
export async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name.endsWith('petshop_session'))
}

/**
 * A JSON POST from inside the page, with the browser's own cookies: the production cookie is
 * Secure, which the browser sends to 127.0.0.1 and Playwright's request client does not.
 */
export async function postFromPage(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ([url, data]) => {
      const response = await fetch(url as string, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    [path, body] as const,
  )
}

/** Opens the e-mail sign-up form and types what every sign-up types before the number. */
export async function fillSignupBasics(page: Page, me: ReturnType<typeof newIdentity>) {
  await page.goto('/auth/signup/email')
  await page.getByLabel('이메일').fill(me.email)
  await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
  await page.getByLabel('비밀번호 확인').fill(me.password)
  await page.getByLabel('이름').fill(me.name)
  await page.getByLabel('닉네임').fill(me.nickname)
}

/**
 * A new e-mail member, signed in: tests that change a member for good (consent, membership,
 * withdrawal) use members of their own instead of the seeded ones other specs read.
 */
export async function signUpFresh(page: Page, request: APIRequestContext) {
  const me = newIdentity()
  await fillSignupBasics(page, me)
  await fillCertification(page, request, me.mobileNo)
  // Without JavaScript the certification step came back from the server, which never returns passwords.
  if ((await page.getByLabel('비밀번호', { exact: true }).inputValue()) === '') {
    await page.getByLabel('비밀번호', { exact: true }).fill(me.password)
    await page.getByLabel('비밀번호 확인').fill(me.password)
  }
  await agreeToRequired(page)
  await page.getByRole('button', { name: '가입하기' }).click()
  await expect(page).toHaveURL(/\/auth\/signup\/complete/)
  return me
}

/** Ticks sign-up's required agreements, each its own box since decision 049 (마케팅 정보 수신 stays unticked). */
export async function agreeToRequired(page: Page) {
  for (const label of ['[필수] 이용약관 동의', '[필수] 개인정보 수집·이용 동의', '[필수] 만 14세 이상이에요'])
    await page.getByText(label).click()
}
