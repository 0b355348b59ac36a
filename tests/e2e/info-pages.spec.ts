import { type Browser, expect, type Page, test } from '@playwright/test'
import { signedIn } from './helpers/accounts'
import { deviceCookie } from './helpers/device'
import { BROKEN } from './helpers/ports'

/** A browser whose device gets the given experiments (they are chosen per device id). */
async function onDevice(browser: Browser, deviceId: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    storageState: { cookies: [deviceCookie(deviceId)], origins: [] },
  })
  return { context, page: await context.newPage() }
}

/** Internal links of the home tabs' banners and sections and of the bottom bar, as the shopper's page shows them. */
async function seededLinks(page: Page): Promise<Set<string>> {
  const links = new Set<string>()
  for (const tabId of [2, 3, 4, 5, 6]) {
    await page.goto(`/main/tab/${tabId}`)
    const hrefs = await page
      .locator('a.banners__link, a.product-section__more, nav[aria-label="하단 메뉴"] a, .bottom-fixed-banner a')
      .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
    for (const href of hrefs) if (href.startsWith('/')) links.add(href)
  }
  return links
}

test.describe('links of the seed', () => {
  test('every banner, section and bottom-bar link of both animals’ home tabs leads to a working page', async ({ page }) => {
    const links = await seededLinks(page)
    await page.getByRole('button', { name: '고양이' }).first().click()
    await expect(page).toHaveURL(/\/main\/tab\//)
    for (const href of await seededLinks(page)) links.add(href)
    // Nine banners lead to events; the app banner (shown when the sign-up toast is not) to /event/app.
    expect([...links].filter((href) => href.startsWith('/event/'))).toHaveLength(9)
    links.add('/event/app')
    for (const href of links) {
      const answer = await page.request.get(href)
      expect(answer.status(), href).toBe(200)
    }
  })

  test('a device whose community is hidden gets 입양 in the bottom bar, and it opens the adoption page', async ({ browser }) => {
    const { context, page } = await onDevice(browser, 'e2e-device-1')
    await page.goto('/category')
    const bar = page.getByRole('navigation', { name: '하단 메뉴' })
    await expect(bar.getByRole('link', { name: '커뮤니티' })).toHaveCount(0)
    await bar.getByRole('link', { name: '입양' }).click()
    await expect(page).toHaveURL('/adoption')
    await expect(page.getByRole('heading', { level: 1, name: '입양·임시보호' })).toBeVisible()
    await context.close()
  })
})

test.describe('events', () => {
  test('a home banner opens its event: period, description, products, coupon and notices; ended events say so', async ({ page }) => {
    await page.goto('/main/tab/2')
    await page.locator('a.banners__link[href="/event/3"]').click()
    await expect(page).toHaveURL('/event/3')
    await expect(page.getByRole('heading', { level: 1, name: '관절 영양제 기획전' })).toBeVisible()
    await expect(page.getByText('2026.10.15 (목)부터 2027.12.31 (금)까지')).toBeVisible()
    await expect(page.getByRole('region', { name: '이벤트 상품' }).locator('article.product-card')).not.toHaveCount(0)
    await expect(page.getByRole('link', { name: '로그인하고 쿠폰 받기' })).toHaveAttribute('href', '/auth/signin?next=%2Fevent%2F3')
    await expect(page.getByRole('heading', { name: '유의사항' })).toBeVisible()

    await page.goto('/event')
    await expect(page.getByRole('link', { name: /관절 영양제 기획전/ })).toBeVisible()
    await page.getByRole('link', { name: '종료된 이벤트' }).click()
    await expect(page.getByRole('link', { name: /가을 맞이 사료 대전/ })).toBeVisible()
    await expect(page.getByRole('link', { name: /관절 영양제 기획전/ })).toHaveCount(0)
    await page.getByRole('link', { name: /가을 맞이 사료 대전/ }).click()
    await expect(page.getByRole('status').filter({ hasText: '종료된 이벤트예요.' })).toBeVisible()
    await expect(page.getByText('쿠폰 발급이 끝났어요')).toBeVisible()
    await expect(page.getByRole('button', { name: '쿠폰 받기' })).toHaveCount(0)

    expect((await page.goto('/event/999'))?.status()).toBe(404)
    expect((await page.goto('/event/no_such'))?.status()).toBe(404)
  })

  for (const javaScriptEnabled of [false, true]) {
    test(`a member downloads an event’s coupon once (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const { context, page } = await onDevice(browser, 'e2e-device-2', javaScriptEnabled)
      await signedIn(page, 'link@petshop.test')
      const event = javaScriptEnabled ? '/event/5' : '/event/3'
      await page.goto(event)
      await page.getByRole('button', { name: '쿠폰 받기' }).click()
      await expect(page.getByText('쿠폰을 받았어요. 주문서에서 쓸 수 있어요.')).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: '받은 쿠폰이에요' })).toBeVisible()
      await expect(page.getByRole('button', { name: '쿠폰 받기' })).toHaveCount(0)
      await context.close()
    })
  }

  test('the insuranceBanner experiment shows the insurance invitation on /event only where it is on', async ({ browser, page }) => {
    await page.goto('/event')
    await expect(page.getByRole('complementary', { name: '펫보험 안내' })).toHaveCount(0)
    const on = await onDevice(browser, 'info-4')
    await on.page.goto('/event')
    await on.page.getByRole('complementary', { name: '펫보험 안내' }).getByRole('link', { name: '보험료 계산하기' }).click()
    await expect(on.page.getByRole('heading', { level: 2, name: '보험료 계산' })).toBeVisible()
    await on.context.close()
  })
})

test.describe('pet insurance', () => {
  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('a guest compares plans and gets a quote from the animal, size and age; bad input is refused', async ({ page }) => {
      await page.goto('/insurance')
      await expect(page.getByRole('heading', { level: 3, name: '든든 베이직' })).toBeVisible()
      await page.getByRole('button', { name: '보험료 계산하기' }).click()
      await expect(page.getByText('강아지인지 고양이인지 선택해 주세요.')).toBeVisible()
      await page.getByRole('radio', { name: '강아지' }).check()
      await page.getByLabel('나이 (만 나이)').fill('30')
      await page.getByRole('button', { name: '보험료 계산하기' }).click()
      await expect(page.getByText('나이는 0부터 25 사이의 숫자로 입력해 주세요.')).toBeVisible()
      await page.getByLabel('나이 (만 나이)').fill('9')
      await page.getByRole('button', { name: '보험료 계산하기' }).click()
      await expect(page.getByText('크기(소형견, 중형견, 대형견)를 선택해 주세요.')).toBeVisible()
      await expect(page.getByRole('region', { name: '예상 월 보험료' })).toHaveCount(0)
      await page.getByRole('radio', { name: '대형견' }).check()
      await page.getByRole('button', { name: '보험료 계산하기' }).click()
      const result = page.getByRole('region', { name: '예상 월 보험료' })
      // SENIOR dog, large (×1.3, ×1.4, ×1.45): 39,900 → 51,870; 54,900 → 76,860; 76,900 → 111,510; 45,900 → 59,670.
      await expect(result.getByRole('listitem', { name: '든든 베이직' })).toContainText('월 51,870원')
      await expect(result.getByRole('listitem', { name: '든든 스탠다드' })).toContainText('월 76,860원')
      await expect(result.getByRole('listitem', { name: '든든 시니어 케어' })).toContainText('월 59,670원')
      await expect(result).toContainText('8살 이상 요율')
      await expect(result.getByRole('link', { name: '로그인하고 가입 신청하기' })).toBeVisible()
      await page.getByRole('radio', { name: '고양이' }).check()
      await page.getByLabel('나이 (만 나이)').fill('12')
      await page.getByRole('button', { name: '보험료 계산하기' }).click()
      await expect(result.getByRole('listitem', { name: '든든 베이직' })).toContainText('만 10세까지 가입할 수 있어요')
      await expect(result.getByRole('listitem', { name: '든든 시니어 케어' })).toContainText('월 39,900원')
      await page.getByRole('link', { name: '든든 스탠다드 자세히 보기' }).click()
      await expect(page.getByRole('heading', { level: 1, name: '든든 스탠다드' })).toBeVisible()
      await expect(page.getByRole('row', { name: /4~7살/ })).toContainText('34,900원')
    })

    test('a member applies for a plan for their pet with consent, once; the application shows as 접수됨', async ({ page }) => {
      await signedIn(page, 'demo@petshop.test')
      await page.goto('/insurance')
      await page.getByLabel('우리 아이').selectOption({ label: '코코 (강아지)' })
      await page.getByRole('button', { name: '보험료 계산하기' }).first().click()
      const result = page.getByRole('region', { name: '코코의 예상 월 보험료' })
      await expect(result.getByRole('listitem', { name: '든든 베이직' })).toContainText('월 24,900원')
      await result.getByRole('link', { name: '든든 베이직 가입 신청' }).click()
      await expect(page.getByText('든든 베이직 · 코코: 예상 월 보험료 24,900원')).toBeVisible()
      await page.getByRole('button', { name: '가입 신청하기' }).click()
      await expect(page.getByText('동의해 주셔야 가입 신청을 할 수 있어요.')).toBeVisible()
      await page.getByRole('checkbox', { name: /보험사 제공에 동의해요/ }).check()
      await page.getByRole('button', { name: '가입 신청하기' }).click()
      await expect(page).toHaveURL('/insurance/applications')
      const card = page.getByRole('listitem', { name: '든든 베이직 코코' })
      await expect(card).toContainText('접수됨')
      await expect(card).toContainText('월 보험료 24,900원')
      // The same pet and plan again: refused, and still one application.
      await page.goto('/insurance/apply?planId=1&petId=1')
      await page.getByRole('checkbox', { name: /보험사 제공에 동의해요/ }).check()
      await page.getByRole('button', { name: '가입 신청하기' }).click()
      await expect(page.getByText('이 아이는 이미 같은 플랜에 가입 신청했어요.')).toBeVisible()
      await page.goto('/insurance/applications')
      await expect(page.getByRole('listitem', { name: '든든 베이직 코코' })).toHaveCount(1)
    })
  })

  test('someone else’s pet is refused in the quote and in the application, and nothing is stored', async ({ page }) => {
    await signedIn(page, 'cat@petshop.test')
    // Pet 1 is demo’s 코코.
    expect((await page.goto('/insurance?petId=1'))?.status()).toBe(400)
    await expect(page.getByText('우리 아이 목록에 없는 반려동물이에요.')).toBeVisible()
    await page.goto('/insurance/apply?planId=2&petId=2')
    // A tampered form: the chosen option now carries another member's pet id.
    await page.getByLabel('가입할 아이').evaluate((select: HTMLSelectElement) => {
      const chosen = select.options[select.selectedIndex]
      if (chosen) chosen.value = '1'
    })
    await page.getByRole('checkbox', { name: /보험사 제공에 동의해요/ }).check()
    await page.getByRole('button', { name: '가입 신청하기' }).click()
    await expect(page.getByText('우리 아이 목록에 없는 반려동물이에요.')).toBeVisible()
    await page.goto('/insurance/applications')
    await expect(page.getByText('아직 신청한 펫보험이 없어요.')).toBeVisible()
  })

  test('a guest is sent to sign in for the application pages', async ({ page }) => {
    await page.goto('/insurance/applications')
    await expect(page).toHaveURL(/\/auth\/signin\?authRoute=true&fromReact=true&next=%2Finsurance%2Fapplications/)
  })
})

test.describe('adoption', () => {
  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('a member sends an inquiry about an animal; bad input is refused first; it shows as 접수됨', async ({ page }) => {
      await signedIn(page, 'demo@petshop.test')
      await page.goto('/adoption?animal=1')
      const card = page.locator('.animal-card:not([data-status="ADOPTED"])').first()
      const name = (await card.locator('.animal-card__name').textContent()) ?? ''
      await card.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await page.getByRole('radio', { name: '임시보호' }).check()
      await page.getByRole('radio', { name: '아파트' }).check()
      await page.getByLabel('연락받을 휴대폰 번호').fill('05012345678')
      await page.getByRole('textbox', { name: '문의 내용' }).fill('짧아요')
      await page.getByRole('button', { name: '문의 보내기' }).click()
      await expect(page.getByText('문의 내용을 10자 이상 입력해 주세요.')).toBeVisible()
      await expect(page.getByText('보호소에 전달하는 데 동의해 주세요.')).toBeVisible()
      await expect(page.getByText('안심번호(050)는 사용할 수 없어요.')).toBeVisible()
      await page.getByLabel('연락받을 휴대폰 번호').fill('01023456789')
      await page.getByRole('textbox', { name: '문의 내용' }).fill('주말마다 산책을 시켜 줄 수 있어요. 임시보호부터 시작하고 싶어요.')
      await page.getByRole('checkbox', { name: /보호소에 연락처와 문의 내용을 전달하는 데 동의해요/ }).check()
      await page.getByRole('button', { name: '문의 보내기' }).click()
      await expect(page).toHaveURL('/adoption/inquiries')
      await expect(page.getByRole('listitem', { name: `${name} 임시보호` })).toContainText('접수됨')
      await page.getByRole('link', { name }).click()
      await expect(page.getByRole('status').filter({ hasText: '이미 문의했어요' })).toBeVisible()
    })
  })

  test('an adopted animal takes no inquiries, and a guest is invited to sign in', async ({ page }) => {
    await page.goto('/adoption')
    await expect(page.getByRole('heading', { name: '입양은 이렇게 진행돼요' })).toBeVisible()
    await page.locator('.animal-card[data-status="ADOPTED"]').first().getByRole('link').click()
    await expect(page.getByRole('status').filter({ hasText: '이미 새 가족을 찾은 아이예요.' })).toBeVisible()
    await page.goto('/adoption/1')
    await expect(page.getByRole('link', { name: '로그인하고 문의하기' })).toHaveAttribute('href', '/auth/signin?next=%2Fadoption%2F1')
    expect((await page.goto('/adoption/99999'))?.status()).toBe(404)
  })
})

test.describe('policies', () => {
  test.use({ javaScriptEnabled: false })

  test('the index lists seven policies (펫멤버십 이용약관 since decision 049); each is a readable page with its effective date; sign-up and the footer link to them', async ({
    page,
  }) => {
    await page.goto('/policies')
    const titles = [
      '이용약관',
      '개인정보 처리방침',
      '위치기반서비스 이용약관',
      '전자금융거래 이용약관',
      '마케팅 정보 수신 동의',
      '커뮤니티 운영정책',
      '펫멤버십 이용약관',
    ]
    for (const title of titles) {
      await page.goto('/policies')
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${title}`) })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('시행일 2026년 11월 1일')).toBeVisible()
      expect(await page.locator('.policy__section').count()).toBeGreaterThanOrEqual(4)
    }
    expect((await page.goto('/policies/refund'))?.status()).toBe(404)
    await page.goto('/auth/signup/email')
    await expect(page.getByRole('link', { name: /이용약관 보기/ })).toHaveAttribute('href', '/policies/terms')
    await expect(page.getByRole('link', { name: /개인정보 처리방침 보기/ })).toHaveAttribute('href', '/policies/privacy')
    await expect(page.getByRole('link', { name: /마케팅 정보 수신 동의 보기/ })).toHaveAttribute('href', '/policies/marketing')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute(
      'href',
      '/policies/privacy',
    )
  })
})

test.describe('backends down', () => {
  test('events, insurance and adoption show the §8 error screen; the policies still read', async ({ page }) => {
    for (const path of ['/event', '/event/3', '/insurance', '/adoption/1']) {
      const response = await page.goto(`${BROKEN}${path}`)
      expect(response?.status(), path).toBeGreaterThanOrEqual(500)
      await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
      await expect(page.getByRole('link', { name: '재시도' })).toHaveAttribute('href', path)
    }
    expect((await page.goto(`${BROKEN}/policies/privacy`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: '개인정보 처리방침' })).toBeVisible()
  })
})
