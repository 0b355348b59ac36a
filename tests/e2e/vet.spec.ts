import { type Browser, expect, type Page, test } from '@playwright/test'
import { signedIn } from './helpers/accounts'
import { deviceCookie } from './helpers/device'

/** A device whose `vetBooking` experiment is on (the default e2e device has it off). */
const VET_DEVICE = 'e2e-vet-3'

async function newContext(browser: Browser, { javaScriptEnabled = true, device = 'e2e-device-2' } = {}) {
  return browser.newContext({
    javaScriptEnabled,
    storageState: { cookies: [deviceCookie(device)], origins: [] },
  })
}

/** On /booking/new or a booking's page: the `n`th date that still has free times (0 is the first). */
async function pickDate(page: Page, n: number): Promise<string> {
  const link = page
    .getByRole('navigation', { name: '날짜' })
    .getByRole('link', { name: /예약 가능/ })
    .nth(n)
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'date')
  return (await link.getAttribute('aria-label')) ?? ''
}

/** The first free time of the date on screen; answers its name (e.g. 오전 9:30). */
async function pickFirstTime(page: Page): Promise<string> {
  const radio = page.getByRole('group', { name: /^시간/ }).getByRole('radio', { disabled: false }).first()
  const name = (await radio.evaluate((el) => el.parentElement?.textContent ?? '')).trim()
  await radio.check({ force: true })
  return name
}

test.describe('vet-recommended products', () => {
  test('[R2.2] /vet-commerce groups the vets’ picks by concern for dogs and cats, and a card opens its product', async ({ page }) => {
    await page.goto('/vet-commerce?productGroup1Id=1')
    await expect(page.getByRole('heading', { level: 1, name: '수의사 추천' })).toBeVisible()
    for (const concern of ['관절', '피부·모질', '장 건강', '치아'])
      await expect(page.getByRole('heading', { level: 2, name: concern })).toBeVisible()
    await expect(page.locator('article.product-card')).toHaveCount(12)
    await expect(page.locator('.vet-pick__comment').first()).toContainText(/수의사/)
    await page.getByRole('navigation', { name: '반려동물 선택' }).getByRole('link', { name: '고양이' }).click()
    await expect(page.getByRole('heading', { level: 2, name: '헤어볼' })).toBeVisible()
    const card = page.locator('article.product-card').first()
    const name = (await card.getAttribute('aria-label')) ?? ''
    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/product\/detail\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  })
})

test.describe('clinics', () => {
  test.use({ javaScriptEnabled: false })

  test('[R2.2] /vet lists clinics and filters by district and animal with JavaScript off; a clinic has its page', async ({ page }) => {
    await page.goto('/vet')
    await expect(page.getByRole('heading', { level: 1, name: '동물병원' })).toBeVisible()
    await expect(page.getByText('병원 24곳')).toBeVisible()
    await page.getByLabel('지역').selectOption('서울 서초구')
    await page.getByRole('radio', { name: '고양이' }).check()
    await page.getByRole('button', { name: '적용' }).click()
    await expect(page).toHaveURL(/district=.+&animal=2/)
    await expect(page.getByText('병원 2곳')).toBeVisible()
    const cards = page.locator('.clinic-card')
    for (const text of await cards.allTextContents()) expect(text).toContain('서울특별시 서초구')
    await page.getByRole('link', { name: /튼튼 고양이병원/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: '튼튼 고양이병원' })).toBeVisible()
    await expect(page.getByText('고양이 전문', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: '진료 시간' })).toBeVisible()
    await expect(page.getByRole('link', { name: '예약하기' })).toBeVisible()
    // This device is not in the vetBooking experiment: no shortcut times.
    await expect(page.getByRole('heading', { name: '가장 빠른 예약' })).toHaveCount(0)
  })

  test('an unknown clinic is the not-found screen', async ({ page }) => {
    for (const id of ['999', 'abc']) {
      const response = await page.goto(`/vet/${id}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('alertdialog')).toContainText('페이지를 찾을 수 없어요.')
    }
  })

  test('a guest can browse a clinic, but booking it goes through sign-in and back', async ({ page }) => {
    await page.goto('/vet/1')
    await page.getByRole('link', { name: '예약하기' }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?.*next=%2Fbooking%2Fnew%3FclinicId%3D1/)
    await page.goto(`/auth/signin/email?next=${encodeURIComponent('/booking/new?clinicId=1')}`)
    await page.getByLabel('이메일').fill('cat@petshop.test')
    await page.getByLabel('비밀번호').fill('Petshop123!')
    await page.getByRole('button', { name: '로그인' }).click()
    await expect(page).toHaveURL(/\/booking\/new\?clinicId=1$/)
    await expect(page.getByLabel('병원 선택')).toHaveValue('1')
  })
})

test('the vetBooking experiment shows a clinic’s earliest free times, each leading into the form', async ({ browser }) => {
  const context = await newContext(browser, { device: VET_DEVICE })
  const page = await context.newPage()
  await signedIn(page, 'demo@petshop.test')
  await page.goto('/vet/2')
  const quick = page.getByRole('region', { name: '가장 빠른 예약' })
  await expect(quick.getByRole('link')).toHaveCount(3)
  await quick.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/booking\/new\?clinicId=2&date=.+&time=/)
  await expect(page.getByRole('group', { name: /^시간/ }).getByRole('radio', { checked: true })).toHaveCount(1)
  await context.close()
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`booking with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R2.2] book a slot for my pet, see it in my bookings, change it, cancel it', async ({ page }) => {
      await signedIn(page, 'demo@petshop.test')
      await page.goto('/vet/1')
      await page.getByRole('link', { name: '예약하기' }).click()
      await expect(page.getByRole('heading', { level: 1, name: '진료 예약하기' })).toBeVisible()
      await pickDate(page, javaScriptEnabled ? 1 : 2)
      // Nothing chosen but the main pet: the form says what is missing and books nothing.
      await page.getByRole('button', { name: '예약하기' }).click()
      await expect(page.getByText('시간을 선택해 주세요.')).toBeVisible()
      await expect(page.getByText('진료 목적을 선택해 주세요.')).toBeVisible()
      const time = await pickFirstTime(page)
      await expect(page.getByRole('radio', { name: '코코' })).toBeChecked()
      await page.getByRole('radio', { name: '기타' }).check({ force: true })
      await page.getByRole('button', { name: '예약하기' }).click()
      await expect(page.getByText('기타를 고른 경우 증상을 적어 주세요.')).toBeVisible()
      await page.getByRole('radio', { name: '건강검진' }).check({ force: true })
      await page.getByLabel('증상 메모').fill('발을 자주 핥아요.')
      await page.getByRole('button', { name: '예약하기' }).click()

      await expect(page).toHaveURL(/\/booking\/\d+$/)
      await expect(page.getByRole('status').filter({ hasText: '예약이 완료되었어요.' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(time) })).toBeVisible()
      await expect(page.getByText('발을 자주 핥아요.')).toBeVisible()
      const bookingUrl = page.url()

      await page.goto('/booking')
      const upcoming = page.getByRole('region', { name: '다가오는 예약' })
      await expect(upcoming.getByRole('link', { name: new RegExp(`한강 24시 동물메디컬센터 .* ${time}`) })).toBeVisible()
      await expect(page.getByRole('region', { name: '지난 예약' }).getByText('이용 완료')).toBeVisible()

      await page.goto(bookingUrl)
      await pickDate(page, 3)
      const newTime = await pickFirstTime(page)
      await page.getByRole('button', { name: '이 시간으로 변경' }).click()
      await expect(page.getByRole('status').filter({ hasText: '예약을 변경했어요.' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(newTime) })).toBeVisible()

      await page.getByText('예약 취소', { exact: true }).click()
      await page.getByRole('button', { name: '예약을 취소하기' }).click()
      await expect(page.getByRole('status').filter({ hasText: '예약을 취소했어요.' })).toBeVisible()
      await expect(page.getByText('지난 예약이나 취소된 예약은 바꾸거나 취소할 수 없어요.')).toBeVisible()
      await expect(page.getByRole('button', { name: '이 시간으로 변경' })).toHaveCount(0)
    })
  })
}

test('a double booking is refused: the second member is told the time is taken, with JavaScript off', async ({ browser }) => {
  const first = await (await newContext(browser)).newPage()
  const second = await (await newContext(browser, { javaScriptEnabled: false })).newPage()
  await signedIn(first, 'demo@petshop.test')
  await signedIn(second, 'cat@petshop.test')
  // Both open the same date of the same clinic while the time is free.
  for (const page of [first, second]) {
    await page.goto('/booking/new?clinicId=1')
    await pickDate(page, 4)
  }
  const time = await pickFirstTime(first)
  await second.getByRole('radio', { name: time, exact: true }).check({ force: true })
  for (const page of [first, second]) await page.getByRole('radio', { name: '예방접종' }).check({ force: true })

  await first.getByRole('button', { name: '예약하기' }).click()
  await expect(first).toHaveURL(/\/booking\/\d+$/)
  await second.getByRole('button', { name: '예약하기' }).click()
  await expect(second.getByText('이미 예약된 시간이에요. 다른 시간을 선택해 주세요.')).toBeVisible()
  await expect(second).toHaveURL(/\/booking\/new\?clinicId=1&date=/)
  await expect(second.getByRole('radio', { name: `${time} 마감` })).toBeDisabled()
  await second.goto('/booking')
  await expect(second.getByText('다가오는 예약이 없어요.')).toBeVisible()
  await first.context().close()
  await second.context().close()
})

test.describe('refusals', () => {
  test('a member without pets is sent to register one and comes back to the booking', async ({ page }) => {
    await signedIn(page, 'link@petshop.test')
    await page.goto('/booking/new?clinicId=1')
    await expect(page).toHaveURL(/\/pet\/register\?next=%2Fbooking%2Fnew%3FclinicId%3D1$/)
    await expect(page.getByRole('status').filter({ hasText: '예약하려면 먼저 반려동물을 등록해 주세요.' })).toBeVisible()
  })

  test('someone else’s booking is not found, and posting to it changes nothing; someone else’s pet is refused', async ({ browser }) => {
    const demo = await (await newContext(browser)).newPage()
    await signedIn(demo, 'demo@petshop.test')
    await demo.goto('/booking/new?clinicId=1')
    await pickDate(demo, 5)
    await pickFirstTime(demo)
    await demo.getByRole('radio', { name: '치아·구강' }).check({ force: true })
    await demo.getByRole('button', { name: '예약하기' }).click()
    await expect(demo).toHaveURL(/\/booking\/\d+$/)
    const path = new URL(demo.url()).pathname

    const cat = await (await newContext(browser)).newPage()
    await signedIn(cat, 'cat@petshop.test')
    const response = await cat.goto(path)
    expect(response?.status()).toBe(404)
    await expect(cat.getByRole('alertdialog')).toContainText('페이지를 찾을 수 없어요.')
    const post = (url: string, fields: Record<string, string>) =>
      cat.evaluate(
        async ([u, f]) => {
          const answer = await fetch(u as string, { method: 'POST', body: new URLSearchParams(f as Record<string, string>) })
          return { status: answer.status, text: await answer.text() }
        },
        [url, fields] as const,
      )
    expect((await post(path, { intent: 'cancel' })).status).toBe(404)
    expect((await post(path, { intent: 'change', date: '2099-01-01', time: '10:00' })).status).toBe(404)
    // Demo's pet 코코 (pet 1) is not hers.
    const foreignPet = await post('/booking/new?clinicId=1', {
      clinicId: '1',
      date: '2099-01-01',
      time: '10:00',
      petId: '1',
      reason: 'CHECKUP',
    })
    expect(foreignPet.text).toContain('반려동물 정보를 찾을 수 없어요.')
    await cat.goto('/booking')
    await expect(cat.getByText('다가오는 예약이 없어요.')).toBeVisible()

    await demo.reload()
    await expect(demo.getByRole('status').filter({ hasText: '예약 확정' })).toBeVisible()
    await demo.context().close()
    await cat.context().close()
  })
})

test('the booking pages fit a 320 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await signedIn(page, 'demo@petshop.test')
  for (const path of ['/vet', '/vet/1', '/vet-commerce', '/booking', '/booking/new?clinicId=1']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})
