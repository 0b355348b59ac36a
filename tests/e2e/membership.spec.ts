import { expect, type Page, test } from '@playwright/test'
import { signInByEmail, signUpFresh } from './helpers/accounts'
import { kstDatePlusMonths, postFormFromPage, useDevice } from './helpers/membership'
import { BROKEN } from './helpers/ports'

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
/** The second shop of playwright.config.ts, whose backends are all down. */

/** From /membership to the payment stand-in for a plan; answers the checkout key. */
async function startJoin(page: Page, planName: '펫멤버십 월간' | '펫멤버십 연간') {
  await page.goto('/membership')
  await page.getByRole('link', { name: `${planName} 가입하기` }).click()
  await expect(page.getByRole('heading', { level: 1, name: '펫멤버십 가입' })).toBeVisible()
  await expect(page.getByRole('radio', { name: new RegExp(planName) })).toBeChecked()
  await page.getByRole('checkbox', { name: '정기 결제와 펫멤버십 이용약관에 동의해요.' }).check()
  await page.getByRole('button', { name: '결제하고 가입하기' }).click()
  await expect(page).toHaveURL(/\/pay\/checkout\?key=mem_/)
  return new URL(page.url()).searchParams.get('key') ?? ''
}

test.describe('membership: guests', () => {
  test('a guest sees the plans, the monthly benefits and the grades, and is invited to sign in to join', async ({ page }) => {
    await page.goto('/membership')
    await expect(page.getByRole('heading', { level: 1, name: '펫멤버십' })).toBeVisible()
    const plans = page.getByRole('region', { name: '요금제' })
    await expect(plans.getByRole('listitem', { name: '펫멤버십 월간' })).toContainText('3,900원 / 1개월')
    await expect(plans.getByRole('listitem', { name: '펫멤버십 연간' })).toContainText('39,000원 / 12개월')
    await expect(plans.getByRole('listitem', { name: '펫멤버십 연간' })).toContainText('한 달에 3,250원꼴')
    // No way to join without signing in.
    await expect(plans.getByRole('link', { name: /가입하기/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: '멤버십 혜택', exact: true })).toContainText('무료배송 쿠폰')
    const grades = page.getByRole('region', { name: '회원 등급' })
    for (const grade of ['웰컴', '프렌즈', '패밀리', 'VIP']) await expect(grades.getByText(grade, { exact: true })).toBeVisible()
    await expect(grades.getByText('3개월 300,000원 이상')).toBeVisible()
    await page.getByRole('link', { name: '로그인 / 회원가입' }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?authRoute=true&fromReact=true&next=%2Fmembership/)

    await page.goto('/membership/order?plan=YEARLY')
    await expect(page).toHaveURL(/\/auth\/signin\?.*next=%2Fmembership%2Forder%3Fplan%3DYEARLY/)
  })

  for (const path of ['/membership', '/coupon-download']) {
    test(`${path} fits a 320 px screen`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    })

    test(`${path} with its backend down shows 오류가 발생했어요 with 재시도`, async ({ page }) => {
      const response = await page.goto(`${BROKEN}${path}`)
      expect(response?.status()).toBe(503)
      await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toBeVisible()
      await expect(page.getByRole('link', { name: '재시도' })).toHaveAttribute('href', path)
    })
  }
})

test.describe('membership: joining without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('approved: the member is active a year with its coupons; a second join is refused; renewal off keeps the date, on again', async ({
    page,
    request,
  }) => {
    await signUpFresh(page, request)
    await page.goto('/membership/order?plan=YEARLY')
    // Bad input first: no consent, nothing starts.
    await page.getByRole('button', { name: '결제하고 가입하기' }).click()
    await expect(page.getByText('정기 결제 동의에 체크해 주세요.')).toBeVisible()
    await expect(page).toHaveURL(/\/membership\/order/)

    await startJoin(page, '펫멤버십 연간')
    await expect(page.getByText('펫멤버십 연간 (12개월)')).toBeVisible()
    await expect(page.getByText('39,000원')).toBeVisible()
    await page.getByRole('button', { name: '결제 승인' }).click()

    await expect(page).toHaveURL(/\/membership$/)
    await expect(toast(page, '펫멤버십에 가입했어요.')).toBeAttached()
    const status = page.getByRole('region', { name: /내 멤버십/ })
    await expect(status.getByRole('status')).toHaveText('이용 중')
    const until = kstDatePlusMonths(12)
    await expect(status.getByRole('definition').filter({ hasText: until })).toHaveCount(2)
    await expect(status.getByText('펫멤버십 연간 가입')).toBeVisible()
    // The grade: userGradeCodeInfo's name of a new member.
    await expect(page.getByText('지금 웰컴 등급이에요')).toBeVisible()
    // No join links while the membership runs.
    await expect(page.getByRole('link', { name: /가입하기/ })).toHaveCount(0)

    // Joining twice: the page says so, and a hand-made post is refused.
    await page.goto('/membership/order?plan=MONTHLY')
    await expect(page.getByText('이미 펫멤버십 회원이에요.', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: '결제하고 가입하기' })).toHaveCount(0)
    const again = await postFormFromPage(page, '/membership/order', { planCode: 'MONTHLY', paymentMethod: 'CARD', agree: 'on' })
    expect(again.status).toBe(400)
    expect(again.text).toContain('이미 펫멤버십 회원이에요.')

    // This month's membership coupons are the member's.
    await page.goto('/coupon-download')
    const mine = page.getByRole('region', { name: '내 쿠폰' })
    await expect(mine.getByRole('article', { name: '멤버십 무료배송 쿠폰' })).toHaveCount(2)
    await expect(mine.getByRole('article', { name: '멤버십 5% 추가 할인 (최대 5,000원)' })).toHaveCount(1)

    await page.goto('/membership')
    await page.getByRole('button', { name: '자동 갱신 해지' }).click()
    await expect(toast(page, '자동 갱신을 해지했어요.')).toBeAttached()
    await expect(status.getByRole('status')).toHaveText('해지 예약')
    await expect(status.getByText(`자동 갱신을 해지했어요. ${until}`, { exact: false })).toBeVisible()
    await expect(status.getByText('자동 갱신 안 함')).toBeVisible()
    await page.getByRole('button', { name: '자동 갱신 다시 켜기' }).click()
    await expect(toast(page, '자동 갱신을 다시 켰어요.')).toBeAttached()
    await expect(status.getByRole('status')).toHaveText('이용 중')
    // A made-up value changes nothing.
    await postFormFromPage(page, '/membership?index', { intent: 'autoRenew', autoRenew: 'maybe' })
    await page.goto('/membership')
    await expect(status.getByRole('status')).toHaveText('이용 중')
  })
})

test.describe('membership: payment refused and foreign keys', () => {
  test('declined: back to the join page with the reason, and no membership', async ({ page, request }) => {
    await signUpFresh(page, request)
    await startJoin(page, '펫멤버십 월간')
    await expect(page.getByText('3,900원')).toBeVisible()
    await page.getByRole('button', { name: '결제 거절' }).click()
    await expect(page).toHaveURL(/\/membership\/order$/)
    await expect(page.getByRole('alertdialog')).toContainText('결제가 거절되어 멤버십에 가입하지 않았어요.')
    await page.goto('/membership')
    await expect(page.getByRole('region', { name: /내 멤버십/ })).toHaveCount(0)
    await expect(page.getByRole('link', { name: '펫멤버십 월간 가입하기' })).toBeVisible()
  })

  test("another member's checkout key confirms nothing for them, and the owner can still pay it", async ({ page, request, browser }) => {
    await signUpFresh(page, request)
    const key = await startJoin(page, '펫멤버십 월간')

    const other = await (await browser.newContext()).newPage()
    await signInByEmail(other, 'demo@petshop.test')
    await expect(other).not.toHaveURL(/signin/)
    await other.goto(`/membership/order/return?orderKey=${key}&paymentKey=pay_made_up&result=approved`)
    await expect(other).toHaveURL(/\/membership\/order$/)
    await expect(other.getByRole('alertdialog')).toContainText('결제 정보를 확인할 수 없어요.')
    await other.goto('/membership')
    await expect(other.getByRole('region', { name: /내 멤버십/ })).toHaveCount(0)

    await page.getByRole('button', { name: '결제 승인' }).click()
    await expect(page).toHaveURL(/\/membership$/)
    await expect(page.getByRole('region', { name: /내 멤버십/ }).getByRole('status')).toHaveText('이용 중')
  })
})

test.describe('coupons', () => {
  test('a guest sees the coupons with their conditions and states, and is invited to sign in', async ({ page }) => {
    await page.goto('/coupon-download')
    await expect(page.getByRole('heading', { level: 1, name: '쿠폰' })).toBeVisible()
    const rate = page.getByRole('article', { name: '사료 10% 할인 (최대 5,000원)' })
    await expect(rate).toContainText('10% 할인')
    await expect(rate).toContainText('20,000원 이상 구매 시')
    await expect(rate).toContainText('최대 5,000원 할인')
    await expect(rate).toContainText('2027.12.31')
    await expect(page.getByRole('article', { name: '고양이 전용 15% 할인 (최대 10,000원)' })).toContainText('고양이 상품 전용')
    await expect(page.getByRole('article', { name: '선착순 10,000원 할인' })).toContainText(/\d+장 남음/)
    await expect(page.getByRole('region', { name: '내 쿠폰' })).toHaveCount(0)
    await page.getByRole('button', { name: '첫 구매 3,000원 할인 쿠폰 받기' }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?.*next=%2Fcoupon-download/)
  })

  test('the membership banner follows the membershipBanner experiment of the device', async ({ page }) => {
    // e2e-device-2 (the default) has it on, e2e-device-5 off.
    await page.goto('/coupon-download')
    await expect(page.getByRole('complementary', { name: '펫멤버십 가입하고 매달 무료배송' })).toContainText('월 3,250원')
    await page.getByRole('complementary', { name: '펫멤버십 가입하고 매달 무료배송' }).getByRole('link', { name: '펫멤버십 보기' }).click()
    await expect(page).toHaveURL(/\/membership$/)
    await useDevice(page, 'e2e-device-5')
    await page.goto('/coupon-download')
    await expect(page.getByRole('heading', { name: '받을 수 있는 쿠폰' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: /펫멤버십/ })).toHaveCount(0)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('download once (a second try and a made-up id are refused), then the coupon takes 3,000원 off at checkout', async ({
      page,
      request,
    }) => {
      await signUpFresh(page, request)
      await page.goto('/coupon-download')
      const stale = await page.context().newPage()
      await stale.goto('/coupon-download')

      await page.getByRole('button', { name: '첫 구매 3,000원 할인 쿠폰 받기' }).click()
      await expect(toast(page, '쿠폰을 받았어요.')).toBeAttached()
      await expect(
        page.getByRole('region', { name: '받을 수 있는 쿠폰' }).getByRole('article', { name: '첫 구매 3,000원 할인' }),
      ).toContainText('받기 완료')
      const mine = page.getByRole('region', { name: '내 쿠폰' })
      await expect(mine.getByRole('link', { name: '사용 가능' })).toHaveAttribute('aria-current', 'page')
      // The one downloaded, beside the sign-up coupon every new member gets (decision 027).
      await expect(mine.getByRole('article')).toHaveCount(2)
      await expect(mine.getByRole('article', { name: '가입 축하 첫 구매 10% 할인 (최대 5,000원)' })).toBeVisible()
      await expect(mine.getByRole('article', { name: '첫 구매 3,000원 할인' })).toBeVisible()

      // The tab opened before: its 받기 is refused now, and nothing is added.
      await stale.getByRole('button', { name: '첫 구매 3,000원 할인 쿠폰 받기' }).click()
      await expect(toast(stale, '이미 받은 쿠폰이에요.')).toBeAttached()
      for (const id of ['abc', '999999', '8']) {
        await stale
          .locator('input[name="couponTemplateId"]')
          .first()
          .evaluate((el, value) => {
            ;(el as HTMLInputElement).value = value
          }, id)
        await stale
          .getByRole('button', { name: /쿠폰 받기$/ })
          .first()
          .click()
        await expect(toast(stale, id === '8' ? '발급 기간이 끝난 쿠폰이에요.' : '받을 수 있는 쿠폰이 아니에요.')).toBeAttached()
      }
      await page.goto('/coupon-download')
      await expect(mine.getByRole('article')).toHaveCount(2)
      await page.getByRole('link', { name: '사용 완료' }).click()
      await expect(page.getByText('사용한 쿠폰이 없어요.')).toBeVisible()
      await page.getByRole('link', { name: '기간 만료' }).click()
      await expect(page.getByText('기간이 지난 쿠폰이 없어요.')).toBeVisible()

      // At checkout: a product of at least 15,000원 in the cart, the coupon chosen on the sheet.
      await page.goto('/category/11?sort=PRICE_DESC')
      await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').click()
      await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
      await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
      await page.goto('/v2/order')
      await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible()
      const coupon = page.getByRole('combobox', { name: '쿠폰' })
      const summary = page.getByRole('region', { name: '결제 예정 금액' })
      // The default device has couponAutoApply off: nothing is chosen for the shopper.
      await expect(coupon).toHaveValue('')
      const option = coupon.locator('option').filter({ hasText: '첫 구매 3,000원 할인 -3,000원' })

      // couponAutoApply on (e2e-device-3): a fresh sheet starts with the best coupon (the sign-up one
      // when its 10% is more than 3,000원); 사용 안 함 stays chosen, kept by V2 (decision 045).
      const welcome = coupon.locator('option').filter({ hasText: /^가입 축하 첫 구매 10% 할인/ })
      const saves = async (o: typeof option) => Number(((await o.textContent()) ?? '').match(/-([\d,]+)원$/)?.[1]?.replace(/,/g, '') ?? 0)
      const best = (await saves(welcome)) > 3000 ? welcome : option
      await useDevice(page, 'e2e-device-3')
      await page.goto('/v2/order')
      await expect(coupon).toHaveValue((await best.getAttribute('value')) ?? '')
      await expect(page.getByText('가장 많이 할인되는 쿠폰을 골라 두었어요.')).toBeVisible()
      await expect(summary).toContainText(`-${(await saves(best)).toLocaleString('ko-KR')}원`)
      await coupon.selectOption({ value: '' })
      await page.getByRole('button', { name: '적용', exact: true }).click()
      await expect(page).toHaveURL(/\/v2\/order$/)
      await page.goto('/v2/order')
      await expect(coupon).toHaveValue('')
      await expect(summary.getByText('쿠폰 할인')).toHaveCount(0)
      await expect(page.getByText('가장 많이 할인되는 쿠폰을 골라 두었어요.')).toHaveCount(0)

      // The downloaded coupon chosen on the sheet takes its 3,000원 off.
      await coupon.selectOption({ value: (await option.getAttribute('value')) ?? '' })
      await page.getByRole('button', { name: '적용', exact: true }).click()
      await expect(summary.getByText('쿠폰 할인')).toBeVisible()
      await expect(summary).toContainText('-3,000원')
    })
  })
})
