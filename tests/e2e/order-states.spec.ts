import { expect, type Page, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'

/** A cancelled order says what happened and how much comes back. */

/** What the order page says for a fact (주문번호, 취소 사유, 환불 금액, …). */
const fact = (page: Page, term: string) =>
  page
    .locator('.order-facts > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition')

test.describe('a cancelled order', () => {
  // The cancel form is a plain POST: this proves the pages as the server renders them.
  test.use({ javaScriptEnabled: false })

  test('shows no arrival day, the reason as chosen, and the refund in won to the payment method', async ({ page }) => {
    await signInByEmail(page, 'demo@petshop.test')
    await expect(page).not.toHaveURL(/signin/)
    await page.goto('/category/12?sort=REVIEW_COUNT')
    await page.locator('article.product-card:not([data-soldout])').nth(5).getByRole('link').click()
    await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
    await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
    await page.goto('/v2/cart')
    await page.getByRole('link', { name: /상품 주문하기$/ }).click()
    await page.getByRole('radio', { name: '신용·체크카드' }).check()
    await page.getByRole('checkbox', { name: '주문 내용을 확인했고, 결제에 동의해요.' }).check()
    await page.getByRole('button', { name: /결제하기$/ }).click()
    await page.getByRole('button', { name: '결제 승인' }).click()
    await expect(page).toHaveURL(/\/v2\/order\/complete\/\d+$/)
    const orderId = Number(page.url().split('/').pop())

    await page.goto(`/order-history/${orderId}`)
    await expect(fact(page, '도착 예정')).toHaveText(/^\d+월 \d+일 \(.\)$/)
    const paid = (await fact(page, '결제 금액').innerText()).trim()
    expect(paid).toMatch(/^[\d,]+원$/)
    await page.getByRole('link', { name: '주문 취소' }).click()
    await page.getByRole('radio', { name: '옵션을 잘못 골랐어요' }).check()
    await page.getByLabel('자세한 사유').fill('사이즈를 잘못 골랐어요')
    await page.getByRole('button', { name: '주문 취소하기' }).click()

    await expect(page).toHaveURL(`/order-history/${orderId}`)
    await expect(page.getByRole('status').filter({ hasText: /^주문 취소 · \d+월 \d+일 \(.\) 취소$/ })).toBeVisible()
    await expect(page.getByText('도착 예정')).toHaveCount(0)
    // The words of the form's choice, not the service's own ("옵션을 잘못 선택함").
    await expect(fact(page, '취소 사유')).toHaveText('옵션을 잘못 골랐어요')
    await expect(fact(page, '자세한 사유')).toHaveText('사이즈를 잘못 골랐어요')
    const refund = fact(page, '환불 금액')
    await expect(refund).toContainText(paid)
    await expect(refund).toContainText(/결제 수단\(신용·체크카드\)으로 환불 · \d+월 \d+일 \(.\) 환불 완료/)
    await expect(page.getByRole('link', { name: '주문 취소' })).toHaveCount(0)

    await page.goto('/order-history')
    const card = page.getByRole('listitem', { name: `주문번호 ${orderId}` })
    await expect(card.getByText('주문 취소', { exact: true })).toBeVisible()
    await expect(card.getByText(`환불 금액 ${paid} · 결제 수단(신용·체크카드)으로 환불`)).toBeVisible()
  })
})
