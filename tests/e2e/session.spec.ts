import { expect, test } from '@playwright/test'
import { postFromPage, sessionCookie, signInByEmail, signUpFresh } from './helpers/accounts'
import { appLogin, signInWebView } from './helpers/app-session'

const device = { mobileDeviceId: 'e2e-device', mobileOsCode: 'A' }

/** Logs out with a plain form post carrying `next`, as a page of the shop would. */
async function logoutFromPage(page: import('@playwright/test').Page, next: string) {
  await page.evaluate((target) => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action: '/logout' })
    form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: 'next', value: target }))
    document.body.append(form)
    form.submit()
  }, next)
  await page.waitForLoadState('load')
}

test.describe('login redirects', () => {
  test('[R2.5] [R2.6] a guest is sent to sign in with the flags, the previous page and a toast, then back', async ({ page }) => {
    await page.goto('/main/tab/3')
    // A link inside the shop: the login page can offer the way back.
    await page.evaluate(() => window.location.assign('/pet/register?channel=naver_ad&utmSource=blog'))
    await expect(page).toHaveURL(/\/auth\/signin\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('authRoute')).toBe('true')
    expect(url.searchParams.get('fromReact')).toBe('true')
    expect(url.searchParams.get('next')).toBe('/pet/register?channel=naver_ad&utmSource=blog')
    expect(url.searchParams.get('channel')).toBe('naver_ad')
    expect(url.searchParams.get('utmSource')).toBe('blog')
    await expect(page.getByRole('status').filter({ hasText: '로그인이 필요한 서비스예요.' })).toBeVisible()
    await expect(page.getByRole('link', { name: '뒤로가기' })).toHaveAttribute('href', '/main/tab/3')

    await page.getByRole('link', { name: '이메일로 로그인' }).click()
    await page.getByLabel('이메일').fill('demo@petshop.test')
    await page.getByLabel('비밀번호').fill('Petshop123!')
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page).toHaveURL(/\/pet\/register\?channel=naver_ad&utmSource=blog$/)
    await expect(page.getByRole('heading', { name: '반려동물 등록' })).toBeVisible()
  })

  const hostile = [
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/%252F%252Fevil.example',
  ]
  for (const next of hostile) {
    test(`next=${next} never leaves the shop`, async ({ page }) => {
      await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', next)
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/main\/tab\/2$/)
      await logoutFromPage(page, next)
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/main\/tab\/2$/)
    })
  }

  test('[R2.7] after logout an auth route leads to the login page, any other target is kept', async ({ page }) => {
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page).toHaveURL(/\/my$/)
    await logoutFromPage(page, '/auth/signup/email')
    await expect(page).toHaveURL(/\/auth\/signin$/)
    expect(await sessionCookie(page)).toBeUndefined()
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page).toHaveURL(/\/my$/)
    await logoutFromPage(page, '/main/tab/4')
    await expect(page).toHaveURL(/\/main\/tab\/4$/)
    expect(await sessionCookie(page)).toBeUndefined()
  })
})

test.describe('session lifecycle', () => {
  test('[R4.1] [R7.15] a session whose access token dies is renewed with the refresh token, unseen', async ({ page }) => {
    // Signed in as an app signs its web view in: the test knows the sign-in's tokens (decision 020:
    // no page can read the web view's own, not even through the auth proxy).
    const app = await appLogin(page.request, 'demo@petshop.test')
    await signInWebView(page, app.access_token)
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    const before = (await sessionCookie(page))?.value
    // The backend now refuses the sign-in's access tokens, the web view's included (a forced expiry).
    expect((await page.request.post('/__test/tokens/expire', { data: { access_token: app.access_token, family: true } })).status()).toBe(
      200,
    )
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    const after = (await sessionCookie(page))?.value
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    // The cookie is not readable by page scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('petshop_session')
  })

  test('[R8.4] [R6.2] a blacklisted member gets the 알림 alert and either button signs them out', async ({ page }) => {
    await signInByEmail(page, 'cat@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
    await page.request.post('/__test/users/status', { data: { email: 'cat@petshop.test', status: 'BLACKLISTED' } })
    // User detail is fresh for 3 minutes (spec §4); the test does not wait that long.
    await page.request.post('/__test/caches/clear')
    try {
      await page.goto('/main/tab/2')
      const alert = page.getByRole('alertdialog')
      await expect(alert.getByRole('heading', { name: '알림' })).toBeVisible()
      await expect(alert).toContainText('개인정보 보호를 위해 로그아웃되었어요. 다시 로그인해 주세요.')
      await expect(alert.getByRole('button')).toHaveText(['취소', '확인'])
      await alert.getByRole('button', { name: '확인' }).click()
      await expect(page).toHaveURL(/\/auth\/signin$/)
      expect(await sessionCookie(page)).toBeUndefined()
    } finally {
      await page.request.post('/__test/users/status', { data: { email: 'cat@petshop.test', status: 'ACTIVE' } })
    }
  })

  test('[R6.2] a blacklisted account cannot sign in', async ({ page }) => {
    await signInByEmail(page, 'blacklist@petshop.test')
    await expect(page.getByRole('alert')).toContainText('개인정보 보호를 위해 로그아웃되었어요.')
    await expect(page).toHaveURL(/\/auth\/signin\/email/)
  })

  test('[R6.4] a member who withdrew is signed out with the withdrawn message', async ({ page }) => {
    await signInByEmail(page, 'link@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
    await page.request.post('/__test/users/status', { data: { email: 'link@petshop.test', status: 'WITHDRAWN' } })
    await page.request.post('/__test/caches/clear')
    try {
      await page.goto('/main/tab/2')
      const alert = page.getByRole('alertdialog')
      await expect(alert).toContainText('이미 탈퇴한 회원이에요.')
      await alert.getByRole('button', { name: '확인' }).click()
      await expect(page).toHaveURL(/\/main\/tab\/2/)
      await expect(page.getByRole('alertdialog')).toHaveCount(0)
      expect(await sessionCookie(page)).toBeUndefined()
      // And signing in again is refused with the same message.
      await signInByEmail(page, 'link@petshop.test')
      await expect(page.getByRole('alert')).toContainText('이미 탈퇴한 회원이에요.')
    } finally {
      await page.request.post('/__test/users/status', { data: { email: 'link@petshop.test', status: 'ACTIVE' } })
    }
  })
})

test.describe('auth proxy for the native shells', () => {
  test('[R7.15] user, login and refresh answer tokens; logout ends the session', async ({ request, playwright, baseURL }) => {
    const app = await appLogin(request, 'demo@petshop.test')
    const shell = await playwright.request.newContext({ baseURL })
    const auth = { Authorization: app.access_token }
    const user = await shell.post('/api/auth/user', { data: device, headers: auth })
    expect(user.status()).toBe(200)
    // A pair of its own in the same sign-in (V2 keeps only hashes, so it cannot hand out the shell's).
    const own = ((await user.json()) as { data: Record<string, string> }).data
    expect(Object.keys(own).sort()).toEqual(['accessToken', 'refreshToken', 'tokenExpireDate', 'traceId'])
    expect((await shell.post('/api/auth/user', { data: device, headers: { Authorization: own.accessToken ?? '' } })).status()).toBe(200)

    // The shell signs a fresh web view in with its session; the tokens go into the cookie only.
    const login = await shell.post('/api/auth/login', { data: device, headers: auth })
    expect(login.status()).toBe(200)
    expect(login.headers()['set-cookie']).toContain('petshop_session=')
    expect(login.headers()['set-cookie']).toContain('HttpOnly')
    const loginBody = JSON.stringify(await login.json())
    expect(loginBody).not.toContain('accessToken')
    expect(loginBody).not.toContain('refreshToken')

    // The shell refreshes its own pair: its refresh token in the body, its session as Authorization.
    const refreshed = await shell.post('/api/auth/refresh', { data: { ...device, refreshToken: app.refresh_token }, headers: auth })
    expect(refreshed.status()).toBe(200)
    const next = ((await refreshed.json()) as { data: { accessToken: string } }).data
    expect(next.accessToken).not.toBe(app.access_token)

    const logout = await shell.post('/user/logout', { data: device, headers: { Authorization: next.accessToken } })
    expect(logout.status()).toBe(200)
    expect((await shell.post('/api/auth/user', { data: device, headers: { Authorization: next.accessToken } })).status()).toBe(401)
    await shell.dispose()
  })

  test('the proxy gives a signed-in page no token: a cookie-only call, or one with a made-up bearer, gets a Korean 401', async ({
    page,
  }) => {
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    for (const path of ['/api/auth/user', '/api/auth/refresh']) {
      const answer = await postFromPage(page, path, device)
      expect([path, answer.status]).toEqual([path, 401])
      expect(answer.body.data).toBeNull()
      expect((answer.body.error as { message: string }).message).toMatch(/[가-힣]/)
    }
    // Page script can set any Authorization it likes; the cookie's session still never answers.
    const made = await page.evaluate(async () => {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer made-up' },
        body: JSON.stringify({ mobileDeviceId: 'x', mobileOsCode: 'A' }),
      })
      return { status: response.status, text: await response.text() }
    })
    expect(made.status).toBe(401)
    expect(made.text).not.toContain('accessToken')
    // The page is still signed in: nothing was refreshed or ended.
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
  })

  test('the proxy answers JSON only to JSON POSTs', async ({ request }) => {
    expect((await request.get('/api/auth/user')).status()).toBe(405)
    expect((await request.post('/api/auth/user', { form: { mobileDeviceId: 'x' } })).status()).toBe(415)
    const bad = await request.post('/api/auth/user', { data: { mobileOsCode: 'Z' } })
    expect(bad.status()).toBe(400)
    expect((await request.post('/api/auth/user', { data: device })).status()).toBe(401)
  })
})

test.describe('inside the Android app', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android)',
  })

  test('[R7.20] [R4.2] logout tells the shell to shut the chat down and sign out of Kakao and Naver, then goes on', async ({ page }) => {
    // The simulated shell keeps what the page sent it across page loads.
    await page.addInitScript(() => {
      window.PetshopAndroid = {
        postMessage: (message: string) => {
          const sent = JSON.parse(sessionStorage.getItem('bridge') ?? '[]') as string[]
          sessionStorage.setItem('bridge', JSON.stringify([...sent, message]))
        },
      }
    })
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    await page.getByRole('button', { name: '로그아웃' }).click()
    await expect(page).toHaveURL(/\/main\/tab\/6$/)
    const sent = (await page.evaluate(() => JSON.parse(sessionStorage.getItem('bridge') ?? '[]'))) as string[]
    // The logout's own messages, in spec §4's order: the chat widget first, then Kakao and Naver.
    const messages = sent
      .map((m) => JSON.parse(m) as { type: string; bridgeId: string; data: unknown })
      .filter((m) => ['CHANNEL_TALK', 'KAKAO_LOGOUT', 'NAVER_LOGOUT'].includes(m.type))
    expect(messages.map((m) => m.type)).toEqual(['CHANNEL_TALK', 'KAKAO_LOGOUT', 'NAVER_LOGOUT'])
    expect(messages[0]?.data).toEqual({ action: 'shutdown' })
    for (const message of messages) expect(message.bridgeId).toBeTruthy()
    expect(await sessionCookie(page)).toBeUndefined()
  })
})

test('a session the app logged out sends its web view to the login page, which says why; the session cookie is cleared', async ({
  page,
  playwright,
  baseURL,
}) => {
  const app = await appLogin(page.request, 'demo@petshop.test')
  await signInWebView(page, app.access_token)
  await page.goto('/my')
  await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
  // The app logs its sign-in out; the web view still holds its cookie.
  const shell = await playwright.request.newContext({ baseURL })
  expect((await shell.post('/user/logout', { data: device, headers: { Authorization: app.access_token } })).status()).toBe(200)
  await shell.dispose()
  // A plain document request (decision 041): no error page, no alert, the login page.
  await page.goto('/main/tab/3')
  await expect(page).toHaveURL(/\/auth\/signin\?authRoute=true&fromReact=true&next=%2Fmain%2Ftab%2F3$/)
  await expect(page.getByRole('status').filter({ hasText: '다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.' })).toBeVisible()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByText('인증 정보가 올바르지 않아요')).toHaveCount(0)
  expect(await sessionCookie(page)).toBeUndefined()
})

test('[R7.6] [R3.4] [R6.3] my page shows the grade; registered counts are asked only with "similar to my pet" on', async ({ page }) => {
  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/membership')
  // One rule for the grade (backend/membership/grades.ts gradeFor): my page says the grade the
  // membership page shows beside the 3 months' purchases.
  const said = page.getByText(/지금 (웰컴|프렌즈|패밀리|VIP) 등급이에요/)
  await expect(said).toBeVisible()
  const grade = /지금 (\S+) 등급이에요/.exec(await said.innerText())?.[1]
  await page.goto('/my')
  await expect(page.getByText(`${grade} 등급`)).toBeVisible()
  const section = page.getByRole('region', { name: '우리 아이 맞춤 추천' })
  await expect(section.getByText(/등록한 아이:/)).toHaveCount(0)
  await section.getByRole('button', { name: '맞춤 추천 켜기' }).click()
  await expect(section.getByText('등록한 아이: 강아지 1마리 · 고양이 0마리')).toBeVisible()
  await expect(section.getByRole('button', { name: '맞춤 추천 끄기' })).toHaveAttribute('aria-pressed', 'true')
  await section.getByRole('button', { name: '맞춤 추천 끄기' }).click()
  await expect(section.getByText(/등록한 아이:/)).toHaveCount(0)
})

test('[R7.15] the auth proxy never answers with another session: an expired shell token is refused even when the web view is signed in', async ({
  page,
}) => {
  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
  await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
  // A shell's session of the same member, expired; the web view still holds a refresh token that would work.
  const shellToken = await appLogin(page.request, 'demo@petshop.test')
  await page.request.post('/__test/tokens/expire', { data: { access_token: shellToken.access_token } })
  const answer = await page.evaluate(async (token) => {
    const response = await fetch('/api/auth/user', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ mobileDeviceId: 'shell', mobileOsCode: 'A' }),
    })
    return { status: response.status, body: (await response.json()) as { data: unknown } }
  }, shellToken.access_token)
  expect(answer.status).toBe(401)
  expect(answer.body.data).toBeNull()
})

test.describe('다른 기기에서 로그아웃', () => {
  test('the list shows both sign-ins; ending the others from a page without JavaScript signs the other browser out on its next page', async ({
    browser,
    request,
  }) => {
    const phone = await browser.newContext()
    const laptop = await browser.newContext({ javaScriptEnabled: false })
    try {
      const phonePage = await phone.newPage()
      const me = await signUpFresh(phonePage, request)
      await phonePage.goto('/my')
      await expect(phonePage.getByRole('heading', { name: `${me.nickname}님, 안녕하세요` })).toBeVisible()

      const laptopPage = await laptop.newPage()
      await signInByEmail(laptopPage, me.email, me.password, '/my/information')
      await expect(laptopPage).toHaveURL(/\/my\/information$/)
      const list = laptopPage.getByRole('list', { name: '로그인한 기기' })
      await expect(list.getByRole('listitem')).toHaveCount(2)
      await expect(list.getByRole('listitem').filter({ hasText: '이 기기' })).toHaveCount(1)
      await expect(list).toContainText('안드로이드 · 모바일 웹')
      await expect(list).toContainText(/마지막 접속 \d+월 \d+일 \([월화수목금토일]\) (오전|오후) \d+:\d\d/)

      await laptopPage.getByRole('button', { name: '다른 기기에서 로그아웃' }).click()
      await expect(laptopPage).toHaveURL(/\/my\/information$/)
      await expect(laptopPage.getByText('다른 기기 1대에서 로그아웃했어요.')).toBeVisible()
      await expect(laptopPage.getByRole('list', { name: '로그인한 기기' }).getByRole('listitem')).toHaveCount(1)
      // Decision 049: with no other device there is nothing to end, and no button.
      await expect(laptopPage.getByText('이 기기에만 로그인되어 있어요.')).toBeVisible()
      await expect(laptopPage.getByRole('button', { name: '다른 기기에서 로그아웃' })).toHaveCount(0)

      // The phone's next page, a client-side navigation (Remix's data request; its detail was
      // cached a moment ago): the login page, which says why (decision 041), not an error or an alert.
      await expect(phonePage.locator('html[data-hydrated]')).toBeAttached()
      await phonePage.getByRole('link', { name: '내 정보' }).click()
      await expect(phonePage).toHaveURL(/\/auth\/signin\?authRoute=true&fromReact=true&next=%2Fmy%2Finformation$/)
      await expect(phonePage.getByRole('status').filter({ hasText: '다른 기기에서 로그아웃되었어요. 다시 로그인해 주세요.' })).toBeVisible()
      await expect(phonePage.getByRole('alertdialog')).toHaveCount(0)
      await expect(phonePage.getByText(me.nickname)).toHaveCount(0)
      expect(await sessionCookie(phonePage)).toBeUndefined()
      await phonePage.goto('/my')
      await expect(phonePage.getByRole('heading', { name: `${me.nickname}님, 안녕하세요` })).toHaveCount(0)
      // The laptop stays signed in.
      await laptopPage.goto('/my')
      await expect(laptopPage.getByRole('heading', { name: `${me.nickname}님, 안녕하세요` })).toBeVisible()
    } finally {
      await phone.close()
      await laptop.close()
    }
  })
})

test('a client cannot fake the "session expired" mark the server sets', async ({ request }) => {
  const html = await (await request.get('/main/tab/2', { headers: { 'x-petshop-session-expired': '1' } })).text()
  expect(html).not.toContain('로그인이 만료되었어요')
})
