import { expect, type Page, test } from '@playwright/test'
import { signInByEmail, signUpFresh } from './helpers/accounts'
import { fakeAndroidShell } from './helpers/android-shell'
import { postFormFromPage } from './helpers/membership'

const pushSwitch = (page: Page) => page.getByRole('switch', { name: '혜택 알림 (광고성 정보)' })
const nightSwitch = (page: Page) => page.getByRole('switch', { name: '야간 혜택 알림' })
const today = () => {
  const kst = new Date(Date.now() + 9 * 3600_000)
  return `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`
}

test.describe('my page', () => {
  test('[R6.1] a member sees their summary and every section; a guest the sign-in invitation', async ({ page }) => {
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '로그인하고 펫샵 혜택을 받아 보세요' })).toBeVisible()
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my')
    await expect(page.getByRole('heading', { name: '코코언니님, 안녕하세요' })).toBeVisible()
    await expect(page.getByText(/대표 반려동물 코코 · 말티즈 · \d+살/)).toBeVisible()
    const summary = page.getByRole('navigation', { name: '나의 쇼핑 요약' })
    await expect(summary.getByRole('link', { name: /주문/ })).toContainText(/\d/)
    const shortcuts = page.getByRole('navigation', { name: '바로가기' })
    for (const name of [
      '주문 내역',
      '리뷰',
      '배송지 관리',
      '쿠폰',
      '멤버십',
      '정기배송',
      '우리 아이 관리',
      '병원 예약',
      '펫보험',
      '이벤트',
      '입양·임시보호',
      '내 정보',
    ]) {
      await expect(shortcuts.getByRole('link', { name, exact: true })).toBeVisible()
    }
  })
})

test.describe('push consent without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('[R4.8] [R7.3] [R7.4] [R4.9] the toggles follow the codes V2 answers; no consent toast on /my/information', async ({
    page,
    request,
  }) => {
    await signUpFresh(page, request)
    await page.goto('/my/information')
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false')
    await expect(nightSwitch(page)).toHaveAttribute('aria-checked', 'false')
    await pushSwitch(page).click()
    await expect(page).toHaveURL(/\/my\/information$/)
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
    await expect(page.getByText(`${today()} 동의`)).toBeVisible()
    await expect(page.locator('.toast')).toHaveCount(0)
    await nightSwitch(page).click()
    await expect(nightSwitch(page)).toHaveAttribute('aria-checked', 'true')
    // Turning push off turns night push off too: the page shows what V2 answered.
    await pushSwitch(page).click()
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false')
    await expect(nightSwitch(page)).toHaveAttribute('aria-checked', 'false')
  })

  test('[R8.9] night push without push: the switch cannot be used and says why; a request sent anyway gets the notice alert with the server message, and nothing changes', async ({
    page,
    request,
  }) => {
    await signUpFresh(page, request)
    await page.goto('/my/information')
    // Disabled while 혜택 알림 is off, with the reason beside it.
    await expect(nightSwitch(page)).toBeDisabled()
    await expect(nightSwitch(page)).toHaveAccessibleDescription('혜택 알림을 켜야 야간 혜택 알림을 받을 수 있어요.')
    // The form as a page loaded before push was turned off would send it.
    await postFormFromPage(page, '/my/push', { intent: 'night', agree: 'true', redirectTo: '/my/information' })
    await page.goto('/my/information')
    const alert = page.getByRole('alertdialog')
    await expect(alert.getByRole('heading', { name: '알림' })).toBeVisible()
    await expect(alert).toContainText('야간 혜택 알림은 혜택 알림 수신에 동의한 뒤 받을 수 있어요.')
    await expect(nightSwitch(page)).toHaveAttribute('aria-checked', 'false')
  })
})

test('[R8.9] a failing push backend: the notice alert with the default consent message, and the switch stays off', async ({
  page,
  request,
}) => {
  await signUpFresh(page, request)
  await page.goto('/my/information')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const armed = await request.post('/__test/faults/next', { data: { path: '/user/push/agree/update', status: 500 } })
  expect(armed.ok()).toBe(true)
  await pushSwitch(page).click()
  const alert = page.getByRole('alertdialog')
  await expect(alert.getByRole('heading', { name: '알림' })).toBeVisible()
  await expect(alert).toContainText('알림 수신 동의를 변경하는 중 문제가 발생했어요.')
  await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false')
})

test.describe('the push half-modal', () => {
  test('[R4.9] [R7.5] a member who consents on home gets the toast with the date, and the sheet closes', async ({ page, request }) => {
    await signUpFresh(page, request)
    await page.goto('/main/tab/2?openPushHalfModal=y')
    const sheet = page.getByRole('dialog', { name: '혜택 알림 받기' })
    await expect(sheet).toBeVisible()
    await sheet.getByRole('button', { name: '알림 받기' }).click()
    await expect(page.getByRole('status').filter({ hasText: `${today()} 마케팅 정보 수신에 동의했어요.` })).toBeAttached()
    await expect(page).toHaveURL(/\/main\/tab\/2$/)
    await expect(sheet).toHaveCount(0)
    // Consented: the bar's link no longer opens it.
    await page.goto('/my?openPushHalfModal=y')
    await expect(page.getByRole('dialog', { name: '혜택 알림 받기' })).toHaveCount(0)
    await page.goto('/my/information')
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
  })

  // Decision 050: the old title said the consent "only closes the sheet", silently; now it says why.
  test("[R4.10] a guest's consent changes nothing, closes the sheet and says why, with 로그인 back to the sheet", async ({ page }) => {
    const calls: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST') calls.push(new URL(r.url()).pathname)
    })
    await page.goto('/main/tab/2?openPushHalfModal=y')
    const sheet = page.getByRole('dialog', { name: '혜택 알림 받기' })
    await sheet.getByRole('button', { name: '알림 받기' }).click()
    await expect(sheet).toHaveCount(0)
    await expect(page).toHaveURL(/\/main\/tab\/2$/)
    const toast = page.locator('.toast').filter({ hasText: '혜택 알림은 회원에게 보내 드려요. 로그인하면 바로 받을 수 있어요.' })
    await expect(toast).toBeVisible()
    await expect(toast.getByRole('link', { name: '로그인' })).toHaveAttribute('href', /openPushHalfModal%3Dy/)
    expect(calls.filter((p) => p !== '/my/push' && p !== '/api/events/visit')).toEqual([])
    // No refusal was made: the sheet may ask again.
    await page.goto('/main/tab/2?openPushHalfModal=y')
    await expect(page.getByRole('dialog', { name: '혜택 알림 받기' })).toBeVisible()
  })

  test('[R4.8] a member who turns 혜택 알림 off in 내 정보 is not asked again by the next tap on 마이 (decision 050)', async ({
    page,
    request,
  }) => {
    await signUpFresh(page, request)
    await page.goto('/my/information')
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    await pushSwitch(page).click()
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
    await pushSwitch(page).click()
    await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'false')
    await page.goto('/my?openPushHalfModal=y')
    await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
    await expect(page.getByRole('dialog', { name: '혜택 알림 받기' })).toHaveCount(0)
  })
})

test.describe('in mobile Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  })

  test('[R4.8] the settings say 알림, not 앱 알림, outside the app shell (decision 050)', async ({ page, request }) => {
    await signUpFresh(page, request)
    await page.goto('/my/information')
    await expect(page.getByText('할인, 쿠폰, 이벤트 소식을 알림으로 받아요.')).toBeVisible()
    await expect(page.getByText(/앱 알림/)).toHaveCount(0)
  })
})

test.describe('inside the app', () => {
  for (const [version, checks] of [
    ['2.9.6', true],
    ['2.9.5', false],
  ] as const) {
    test.describe(`Android ${version}`, () => {
      test.use({
        userAgent: `Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/${version} (Android)`,
      })

      test(`[R5.11] [R7.19] [R7.20] consent ${checks ? 'checks the system setting, opens it when off' : 'does not ask about the system setting below 2.9.6'}, and the shell hears the new codes`, async ({
        page,
        request,
      }) => {
        const sent = (await fakeAndroidShell(page, { notificationsEnabled: false })).messages
        await signUpFresh(page, request)
        await page.goto('/my/information')
        await expect(page.locator('html[data-hydrated]')).toBeAttached()
        await pushSwitch(page).click()
        await expect(pushSwitch(page)).toHaveAttribute('aria-checked', 'true')
        const types = (await sent()).map((m) => m.type)
        expect(types.includes('CHECK_APP_NOTIFICATION_SETTING')).toBe(checks)
        expect(types.includes('OPEN_APP_NOTIFICATION_SETTING')).toBe(checks)
        await expect
          .poll(async () => (await sent()).filter((m) => m.type === 'FETCH_PUSH_AGREE').map((m) => m.data))
          .toEqual([{ mobilePushCode: 'Y', mobileNightPushCode: 'N' }])
      })
    })
  }
})

test.describe('my information without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('[R5.3] [R5.4] nickname and password edits: bad input refused in Korean, good input saved', async ({ page, request }) => {
    const me = await signUpFresh(page, request)
    await page.goto('/my/information')
    await expect(page.getByText(me.email)).toBeVisible()
    await page.getByRole('link', { name: '닉네임 변경' }).click()
    await page.getByLabel('닉네임').fill('코')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page.getByText('닉네임은 한글, 영문, 숫자로 2~16자까지 입력할 수 있어요.')).toBeVisible()
    await page.getByLabel('닉네임').fill('코코언니')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page.getByText('이미 사용 중인 닉네임이에요.')).toBeVisible()
    const nickname = `${me.nickname}새`
    await page.getByLabel('닉네임').fill(nickname)
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page).toHaveURL(/\/my\/information$/)
    await expect(page.getByText(nickname, { exact: true })).toBeVisible()

    await page.getByRole('link', { name: '비밀번호 변경' }).click()
    await page.getByLabel('현재 비밀번호').fill('Wrong123!')
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Petshop456!')
    await page.getByLabel('새 비밀번호 확인').fill('Petshop456!')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page.getByText('현재 비밀번호가 맞지 않아요.')).toBeVisible()
    await page.getByLabel('현재 비밀번호').fill(me.password)
    await page.getByLabel('새 비밀번호', { exact: true }).fill('Petshop456!')
    await page.getByLabel('새 비밀번호 확인').fill('Petshop456!')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page).toHaveURL(/\/my\/information$/)
  })

  test('withdrawal needs a reason, the agreement and the password, then signs out for good', async ({ page, request }) => {
    const me = await signUpFresh(page, request)
    await page.goto('/my/withdraw')
    await page.getByRole('button', { name: '탈퇴하기' }).click()
    await expect(page.getByText('탈퇴 이유를 골라 주세요.')).toBeVisible()
    await expect(page.getByText('탈퇴 안내에 동의해 주세요.')).toBeVisible()
    await page.getByRole('radio', { name: '가격이 비싸요' }).check()
    await page.getByRole('checkbox', { name: '안내를 모두 확인했고 탈퇴에 동의해요.' }).check()
    await page.getByLabel('비밀번호 확인').fill('Wrong123!')
    await page.getByRole('button', { name: '탈퇴하기' }).click()
    await expect(page.getByText('비밀번호가 맞지 않아요.')).toBeVisible()
    await page.getByRole('radio', { name: '가격이 비싸요' }).check()
    await page.getByRole('checkbox', { name: '안내를 모두 확인했고 탈퇴에 동의해요.' }).check()
    await page.getByLabel('비밀번호 확인').fill(me.password)
    await page.getByRole('button', { name: '탈퇴하기' }).click()
    await expect(page.getByRole('status').filter({ hasText: '탈퇴가 완료되었어요.' })).toBeAttached()
    await signInByEmail(page, me.email, me.password)
    await expect(page.getByText(/탈퇴/).first()).toBeVisible()
    await page.goto('/my')
    await expect(page.getByRole('heading', { name: '로그인하고 펫샵 혜택을 받아 보세요' })).toBeVisible()
  })
})

test.describe('pets', () => {
  test.use({ javaScriptEnabled: false })

  test('[R3.2] list, choose the main pet, edit and delete; another member’s pet is not found', async ({ page, request }) => {
    await signUpFresh(page, request)
    for (const [name, size] of [
      ['보리', '소형견'],
      ['콩이', '중형견'],
    ] as const) {
      await page.goto('/pet/register?next=/pet')
      await page.getByLabel('이름').fill(name)
      await page.getByLabel('품종').selectOption({ index: 1 })
      await page.getByLabel('생일').fill('2021-05-05')
      await page.getByRole('radio', { name: '여아' }).check()
      await page.getByRole('radio', { name: '적당해요' }).check()
      await page.getByRole('radio', { name: size }).check()
      await page.getByLabel('몸무게').selectOption({ index: 3 })
      await page.getByRole('button', { name: '등록하기' }).click()
      await expect(page).toHaveURL(/\/pet$/)
    }
    const list = page.getByRole('list', { name: '우리 아이 관리' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    await expect(list.getByRole('listitem').filter({ hasText: '보리' })).toContainText('대표 반려동물')
    await page.getByRole('button', { name: '콩이 대표로 설정' }).click()
    await expect(list.getByRole('listitem').filter({ hasText: '콩이' })).toContainText('대표 반려동물')
    await page.goto('/my')
    await expect(page.getByText(/대표 반려동물 콩이/)).toBeVisible()

    await page.goto('/pet')
    await page.getByRole('link', { name: '보리 수정' }).click()
    await expect(page.getByLabel('이름')).toHaveValue('보리')
    await page.getByLabel('이름').fill('')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page.getByText('이름을 입력해 주세요.').first()).toBeVisible()
    await page.getByLabel('이름').fill('보리차')
    await page.getByRole('button', { name: '저장하기' }).click()
    await expect(page).toHaveURL(/\/pet$/)
    await expect(list.getByRole('listitem').filter({ hasText: '보리차' })).toBeVisible()

    await page.getByRole('link', { name: '보리차 수정' }).click()
    await page.getByText('삭제', { exact: true }).click()
    await page.getByRole('button', { name: '삭제하기' }).click()
    await expect(list.getByRole('listitem')).toHaveCount(1)

    // The demo member's pet (id 1) is not this member's: the same not-found as an unknown id.
    const answer = await page.goto('/pet/1/edit')
    expect(answer?.status()).toBe(404)
  })
})

test('[R7.6] "similar to my pet": off by default; turned on, home and product pages show what pets like mine got', async ({ page }) => {
  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/main/tab/2')
  await expect(page).toHaveURL(/\/main\/tab\/2/)
  const section = (p: Page) => p.getByRole('region', { name: '코코 또래 친구들이 많이 산 상품' })
  await expect(section(page)).toHaveCount(0)
  await page.goto('/my')
  await page.getByRole('button', { name: '맞춤 추천 켜기' }).click()
  await expect(page.getByText(/등록한 아이: 강아지 [\d,]+마리 · 고양이 [\d,]+마리/)).toBeVisible()
  await page.goto('/main/tab/2')
  await expect(section(page).getByRole('article').first()).toBeVisible()
  const first = section(page).getByRole('article').first().getByRole('link').first()
  const href = (await first.getAttribute('href')) ?? ''
  await page.goto(href)
  await expect(section(page).getByRole('article').first()).toBeVisible()
  // The page's own product is never recommended on itself.
  await expect(section(page).locator(`a[href="${href}"]`)).toHaveCount(0)
})
