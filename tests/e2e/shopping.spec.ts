import { expect, type Page, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'

/** How many orders the history lists (first page, enough for these members). */
async function orderCount(page: Page): Promise<number> {
  await page.goto('/order-history')
  await expect(page.getByRole('heading', { level: 1, name: '주문 내역' })).toBeVisible()
  return page.locator('.order-card').count()
}

/** Search → filter → sort → product → cart, the way a shopper gets there. */
async function findAndAddToCart(page: Page, word: string) {
  await page.goto('/search/1')
  await page.getByRole('combobox', { name: '검색어' }).fill(word)
  await page.getByRole('combobox', { name: '검색어' }).press('Enter')
  await expect(page).toHaveURL(/\/search\/1\/result\?word=/)
  await page.getByText('일반택배').click()
  // With JavaScript the pill applies itself; without it, 적용 does.
  const apply = page.getByRole('button', { name: '적용', exact: true })
  if (await apply.isVisible()) await apply.click()
  await expect(page).toHaveURL(/deliveryType=logistic/)
  await page.getByRole('link', { name: '리뷰 많은순' }).click()
  await expect(page).toHaveURL(/sort=reviewCountDesc/)
  await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '리뷰 많은순' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  const card = page.locator('article.product-card:not([data-soldout])').first()
  const name = (await card.getAttribute('aria-label')) ?? ''
  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
  return name
}

/** From the cart through the order sheet to the payment page, then approve or decline. */
async function checkout(page: Page, { coupon, result }: { coupon?: RegExp; result: '결제 승인' | '결제 거절' }) {
  await page.goto('/v2/cart')
  await page.getByRole('link', { name: /상품 주문하기$/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible()
  if (coupon) {
    const option = page.getByRole('combobox', { name: '쿠폰' }).locator('option').filter({ hasText: coupon })
    await page.getByRole('combobox', { name: '쿠폰' }).selectOption({ value: (await option.first().getAttribute('value')) ?? '' })
    const apply = page.getByRole('button', { name: '적용', exact: true })
    if (await apply.isVisible()) await apply.click()
    await expect(page.getByText('쿠폰 할인')).toBeVisible()
  }
  await page.getByRole('radio', { name: '신용·체크카드' }).check()
  await page.getByRole('checkbox', { name: '주문 내용을 확인했고, 결제에 동의해요.' }).check()
  await page.getByRole('button', { name: /결제하기$/ }).click()
  await expect(page).toHaveURL(/\/pay\/checkout\?key=/)
  await page.getByRole('button', { name: result }).click()
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a whole purchase with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R3.6] search → filter → sort → product → cart → checkout → approved → history → cancel', async ({ page }) => {
      await signInByEmail(page, 'demo@petshop.test')
      await expect(page).not.toHaveURL(/signin/)
      const before = await orderCount(page)
      const name = await findAndAddToCart(page, '간식')
      await checkout(page, { result: '결제 승인' })

      await expect(page).toHaveURL(/\/v2\/order\/complete\/\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: '주문이 완료되었어요' })).toBeVisible()
      const orderId = Number(page.url().split('/').pop())
      await expect(page.getByText(`주문번호 ${orderId}`)).toBeVisible()
      await expect(page.getByText(name)).toBeVisible()

      expect(await orderCount(page)).toBe(before + 1)
      await page.goto(`/order-history/${orderId}`)
      await expect(page.getByRole('status').filter({ hasText: '결제 완료' })).toBeVisible()
      await expect(page.getByText(name)).toBeVisible()
      await page.getByRole('link', { name: '주문 취소' }).click()
      await expect(page).toHaveURL(`/order/billing/cancel?orderId=${orderId}`)
      await page.getByRole('radio', { name: '단순 변심' }).check()
      await page.getByRole('button', { name: '주문 취소하기' }).click()
      await expect(page).toHaveURL(`/order-history/${orderId}`)
      await expect(page.getByRole('status').filter({ hasText: '주문 취소' })).toBeVisible()
      await expect(page.getByText('단순 변심')).toBeVisible()
    })
  })
}

test('a declined payment leaves no order and the coupon unused', async ({ page }) => {
  await signInByEmail(page, 'demo@petshop.test')
  await expect(page).not.toHaveURL(/signin/)
  const before = await orderCount(page)
  await findAndAddToCart(page, '사료')
  await checkout(page, { coupon: /무료배송|3,000원/, result: '결제 거절' })
  await expect(page).toHaveURL(/\/v2\/order/)
  await expect(page.getByText('결제가 거절되었어요.', { exact: false })).toBeVisible()
  expect(await orderCount(page)).toBe(before)
  // The coupon can still be chosen, and the cart still holds what was not bought.
  await page.goto('/v2/order')
  await expect(
    page
      .getByRole('combobox', { name: '쿠폰' })
      .locator('option')
      .filter({ hasText: /무료배송|3,000원/ }),
  ).not.toHaveCount(0)
  await page.goto('/v2/cart')
  await expect(page.locator('.cart-item')).not.toHaveCount(0)
})

test('two tabs paying for the same cart produce one order', async ({ page, context }) => {
  await signInByEmail(page, 'demo@petshop.test')
  await expect(page).not.toHaveURL(/signin/)
  const before = await orderCount(page)
  await findAndAddToCart(page, '장난감')
  const second = await context.newPage()
  for (const tab of [page, second]) {
    await tab.goto('/v2/order')
    await tab.getByRole('checkbox', { name: '주문 내용을 확인했고, 결제에 동의해요.' }).check()
    await tab.getByRole('button', { name: /결제하기$/ }).click()
    await expect(tab).toHaveURL(/\/pay\/checkout\?key=/)
  }
  await page.getByRole('button', { name: '결제 승인' }).click()
  await expect(page).toHaveURL(/\/v2\/order\/complete\/\d+$/)
  await second.getByRole('button', { name: '결제 승인' }).click()
  await expect(second).toHaveURL(/\/order-history/)
  await expect(second.getByText('이미 주문이 완료된 상품이에요.', { exact: false })).toBeVisible()
  expect(await orderCount(page)).toBe(before + 1)
})
