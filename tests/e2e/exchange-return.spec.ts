import { expect, test } from '@playwright/test'
import { signedIn } from './helpers/accounts'

/**
 * Decision 048, the walk-through's findings at 390 px: the demo's order 6 (delivered two days
 * before the seed ran) can be exchanged and returned line by line, with the expected refund shown
 * before sending, the pickup address from the address book, a line asked for once, and its steps
 * on the order page; a shipping order has 배송 조회. JavaScript on (line 1, an exchange) and off
 * (line 2, a return after 예상 환불 금액 보기).
 */
const ORDER = 6

for (const javaScriptEnabled of [true, false]) {
  test.describe(`exchange and return, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('the seeded delivered order takes a request, shows it and refuses its line again; 배송 조회 of the shipping order', async ({
      page,
    }) => {
      await signedIn(page, 'demo@petshop.test')
      await page.goto(`/order-history/${ORDER}`)
      await expect(page.getByRole('heading', { name: '배송 조회' })).toBeVisible()
      await page.getByRole('link', { name: '교환·반품 신청' }).click()
      await expect(page).toHaveURL(`/exchange-return/request?orderId=${ORDER}`)

      // The empty form: what to do under each field, no cancel wording.
      await page.getByRole('button', { name: '신청하기' }).click()
      await expect(page.getByText('교환할지 반품할지 골라 주세요.')).toBeVisible()
      await expect(page.getByText('교환·반품 사유를 골라 주세요.')).toBeVisible()
      await expect(page.getByText('취소 사유')).toHaveCount(0)

      const line = javaScriptEnabled ? 0 : 1
      const boxes = page.getByRole('checkbox')
      await boxes.nth(line).check()
      if (javaScriptEnabled) {
        await page.getByRole('radio', { name: '교환' }).check()
        await page.getByRole('radio', { name: '단순 변심' }).check()
        const quote = page.getByRole('region', { name: '예상 환불 금액' })
        await expect(quote.getByText('6,000원').first()).toBeVisible()
        await expect(quote.getByText(/왕복 배송비 6,000원/)).toBeVisible()
      } else {
        await page.getByRole('radio', { name: '반품' }).check()
        await page.getByRole('radio', { name: '상품이 파손되었어요' }).check()
        await page.getByRole('button', { name: '예상 환불 금액 보기' }).click()
        const quote = page.getByRole('region', { name: '예상 환불 금액' })
        await expect(quote.getByText('카드·계좌로 환불')).toBeVisible()
        await expect(quote.getByText('상품 불량·오배송은 배송비를 펫샵이 내요.')).toBeVisible()
        // Kept across the post: the line and the choices.
        await expect(page.getByRole('checkbox').nth(line)).toBeChecked()
        await expect(page.getByRole('radio', { name: '반품' })).toBeChecked()
      }
      await expect(page.getByRole('radio', { name: /테헤란로 152/ })).toBeChecked()
      await page.getByRole('button', { name: '신청하기' }).click()

      await expect(page).toHaveURL(`/order-history/${ORDER}`)
      const requests = page.getByRole('region', { name: '교환·반품 신청' })
      await expect(requests.getByRole('list', { name: '진행 상황' }).first()).toBeVisible()
      await expect(requests.getByText('접수').first()).toBeVisible()

      await page.goto(`/exchange-return/request?orderId=${ORDER}`)
      await expect(page.getByRole('checkbox').nth(line)).toBeDisabled()
      await expect(page.getByText(javaScriptEnabled ? '교환 신청 · 접수' : '반품 신청 · 접수')).toBeVisible()

      await page.goto('/order-history/4')
      const tracking = page.getByRole('region', { name: '배송 조회' })
      await expect(tracking.getByText('운송장 번호')).toBeVisible()
      await expect(tracking.getByText(/^\d{12}$/)).toBeVisible()
      await expect(tracking.getByRole('list', { name: '배송 조회' }).getByText('배송 중')).toBeVisible()
    })
  })
}
