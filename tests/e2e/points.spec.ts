import { expect, type Page, test } from '@playwright/test'
import { signUpFresh } from './helpers/accounts'
import { addAddress } from './helpers/address'

/**
 * Decision 044, as a new member lives it: the membership's welcome 적립금 lands in the ledger,
 * is spent on the order sheet (전액 사용), shows on the completion page and in /my/point, and a
 * cancel gives it back; my page's 적립금 is the same number throughout. JavaScript on and off.
 */

/** 23,170원 as sold (decision 043): enough to take all of the 1,000원. */
const PRODUCT = '/product/detail/2587'

async function joinMonthly(page: Page) {
  await page.goto('/membership')
  await expect(page.getByText('가입 즉시 적립금 1,000원')).toBeVisible()
  await page.getByRole('link', { name: '펫멤버십 월간 가입하기' }).click()
  await page.getByRole('checkbox', { name: '정기 결제와 펫멤버십 이용약관에 동의해요.' }).check()
  await page.getByRole('button', { name: '결제하고 가입하기' }).click()
  await expect(page).toHaveURL(/\/pay\/checkout\?key=mem_/)
  await page.getByRole('button', { name: '결제 승인' }).click()
  await expect(page).not.toHaveURL(/\/pay\//)
}

async function myPoints(page: Page) {
  await page.goto('/my')
  return page.getByRole('navigation', { name: '나의 쇼핑 요약' }).getByRole('link', { name: /적립금/ })
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`적립금, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('the welcome 1,000원 is spent with 전액 사용, shown on the order and in the history, and given back by a cancel', async ({
      page,
      request,
    }) => {
      await signUpFresh(page, request)
      await joinMonthly(page)
      await expect(await myPoints(page)).toContainText('1,000원')

      await page.goto(PRODUCT)
      await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
      await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
      await page.goto('/v2/order')
      await page.getByRole('button', { name: '배송지 추가' }).click()
      await addAddress(page)
      const points = page.getByRole('group', { name: '적립금' })
      await expect(points.getByText(/보유 1,000원/)).toBeVisible()
      const summary = page.getByRole('region', { name: '결제 예정 금액' })
      const total = async () => Number((await summary.locator('.cart-summary__total dd').innerText()).replace(/[^0-9]/g, ''))
      const before = await total()

      // Too much is refused under the field, kept typed, and changes nothing.
      await points.getByRole('textbox', { name: '사용할 적립금' }).fill('5000')
      await points.getByRole('button', { name: '사용', exact: true }).click()
      await expect(points.getByText('가진 적립금보다 많이 쓸 수 없어요.')).toBeVisible()
      await expect(points.getByRole('textbox', { name: '사용할 적립금' })).toHaveValue('5000')
      expect(await total()).toBe(before)

      await points.getByRole('button', { name: '전액 사용' }).click()
      await expect(summary.getByText('적립금 사용')).toBeVisible()
      await expect(points.getByRole('textbox', { name: '사용할 적립금' })).toHaveValue('1000')
      expect(await total()).toBe(before - 1000)

      await page.getByRole('checkbox', { name: '주문 내용을 확인했고, 결제에 동의해요.' }).check()
      await page.getByRole('button', { name: /결제하기$/ }).click()
      await expect(page).toHaveURL(/\/pay\/checkout\?key=/)
      await expect(page.getByText(`${(before - 1000).toLocaleString('ko-KR')}원`)).toBeVisible()
      await page.getByRole('button', { name: '결제 승인' }).click()
      await expect(page.getByRole('heading', { name: '주문이 완료되었어요' })).toBeVisible()
      await expect(page.getByText('-1,000원')).toBeVisible()
      const orderUrl = await page.getByRole('link', { name: '주문 상세 보기' }).getAttribute('href')

      await expect(await myPoints(page)).toContainText('0원')
      await page.goto('/my/point')
      await expect(page.getByTestId('point-balance')).toHaveText('0원')
      const history = page.getByRole('region', { name: '적립금 내역' })
      await expect(history.getByText('멤버십 가입 적립')).toBeVisible()
      await expect(history.getByText('+1,000원')).toBeVisible()
      await expect(history.getByRole('link', { name: '주문 시 사용' })).toBeVisible()

      // A cancel gives it back.
      await page.goto(orderUrl ?? '/order-history')
      await page.getByRole('link', { name: '주문 취소' }).click()
      await page.getByRole('radio', { name: '단순 변심' }).check()
      await page.getByRole('button', { name: '주문 취소하기' }).click()
      await expect(page.getByText('적립금 1,000원 돌려받음')).toBeVisible()
      await page.goto('/my/point')
      await expect(page.getByTestId('point-balance')).toHaveText('1,000원')
      await expect(history.getByRole('link', { name: '주문 취소로 돌려받음' })).toBeVisible()
    })
  })
}
