import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInByEmail, signUpFresh } from './helpers/accounts'
import { deviceCookie } from './helpers/device'
import { hydrated } from './helpers/page'

/**
 * Promises kept (decision 027), feedback on every action, and the layout at 320 px. Each journey runs
 * with JavaScript on and off.
 */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text })
const kstToday = () => {
  const kst = new Date(Date.now() + 9 * 3600_000)
  return `${kst.getUTCFullYear()}년 ${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`
}
// e2e-device-39 has category, firstPurchases and lockIn on; e2e-device-28 has them off (experiments.spec.ts).
const onDevice = (browser: Browser, device: string, javaScriptEnabled = true) =>
  browser.newContext({
    storageState: { cookies: [deviceCookie(device)], origins: [] },
    javaScriptEnabled,
    viewport: { width: 390, height: 844 },
  })

for (const js of [true, false]) {
  test.describe(`JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js })

    test('the sign-up toast names the coupon sign-up issues, and the completion page shows it', async ({ page, request }) => {
      await page.goto('/')
      await expect(page.getByRole('complementary', { name: '지금 가입하면 첫 구매 10% 쿠폰을 드려요' })).toBeVisible()
      await signUpFresh(page, request)
      const gift = page.getByRole('region', { name: '가입 축하 쿠폰이 도착했어요' })
      const coupon = gift.getByRole('article', { name: '가입 축하 첫 구매 10% 할인 (최대 5,000원)' })
      await expect(coupon).toContainText('10% 할인')
      await expect(coupon).toContainText('최대 5,000원 할인')
      await expect(coupon).toContainText('첫 구매 전용')
      await expect(coupon).toContainText(/\d{4}\.\d{2}\.\d{2}.*까지/)
      await gift.getByRole('link', { name: '내 쿠폰 보기' }).click()
      await expect(
        page.getByRole('region', { name: '내 쿠폰' }).getByRole('article', { name: '가입 축하 첫 구매 10% 할인 (최대 5,000원)' }),
      ).toBeVisible()
    })

    test('search → product → ‹ returns to the results with their sort; the header cart counts what 장바구니 보기 leads to', async ({
      page,
    }) => {
      const results = '/search/1/result?word=%EC%82%AC%EB%A3%8C&sort=priceAsc'
      await page.goto(results)
      if (js) await hydrated(page)
      await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').first().click()
      await expect(page).toHaveURL(/\/product\/detail\/\d+/)
      await expect(page.getByRole('link', { name: '장바구니', exact: true })).toHaveAttribute('href', '/v2/cart')
      await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
      await expect(toast(page, '장바구니에 담았어요.')).toBeAttached()
      await expect(toast(page, '장바구니에 담았어요.').getByRole('link', { name: '장바구니 보기' })).toHaveAttribute('href', '/v2/cart')
      await expect(page.getByRole('link', { name: '장바구니 1개' })).toBeVisible()
      await page.getByRole('link', { name: '뒤로가기' }).click()
      await expect(page).toHaveURL(results)
    })

    test('search → product → a review sort → ‹ still returns to the results', async ({ page }) => {
      const results = '/search/1/result?word=%EC%82%AC%EB%A3%8C&sort=priceAsc'
      await page.goto(results)
      if (js) await hydrated(page)
      await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').first().click()
      await expect(page).toHaveURL(/\/product\/detail\/\d+/)
      if (js) await hydrated(page)
      await page.getByRole('link', { name: '별점 낮은순' }).click()
      await expect(page).toHaveURL(/reviewSort=/)
      await page.getByRole('link', { name: '뒤로가기' }).click()
      await expect(page).toHaveURL(results)
    })

    test('a comment on a busy post empties the box, shows itself and says so; the post and the feed give one count', async ({
      page,
      request,
    }) => {
      await signUpFresh(page, request)
      const postId = 359
      await page.goto(`/community/post/${postId}`)
      const title = page.getByRole('heading', { level: 2, name: /^댓글 \d+$/ })
      const before = Number((await title.textContent())?.replace(/\D/g, ''))
      if (js) await hydrated(page)
      const text = `잘 읽었어요 ${Date.now()}`
      await page.getByLabel('댓글 내용', { exact: true }).fill(text)
      await page.getByRole('button', { name: '등록', exact: true }).first().click()
      await expect(toast(page, '댓글을 남겼어요.')).toBeAttached()
      const mine = page.getByRole('article', { name: new RegExp(text) })
      await expect(mine).toBeInViewport()
      await expect(mine).toContainText('방금 남긴 댓글')
      await expect(page.getByLabel('댓글 내용', { exact: true })).toHaveValue('')
      await expect(title).toHaveText(`댓글 ${before + 1}`)
      // The feed's card and the post say the same number (the feed said 댓글 50 where the post said 36).
      await page.goto('/community')
      const card = page
        .getByRole('article')
        .filter({ hasText: /댓글 [1-9]/ })
        .first()
      const onCard = (await card.getByText(/^댓글 \d+$/).textContent()) ?? ''
      await card.getByRole('link').first().click()
      await expect(page).toHaveURL(/\/community\/post\/\d+/)
      await expect(title).toHaveText(onCard)
    })

    test('혜택 알림 off is confirmed with its date; 야간 혜택 알림 waits for it, saying why; logout says so', async ({ page, request }) => {
      await signUpFresh(page, request)
      await page.goto('/my/information')
      const push = page.getByRole('switch', { name: '혜택 알림 (광고성 정보)' })
      const night = page.getByRole('switch', { name: '야간 혜택 알림' })
      await expect(night).toBeDisabled()
      await expect(page.getByText('혜택 알림을 켜야 야간 혜택 알림을 받을 수 있어요.')).toBeVisible()
      await push.click()
      await expect(push).toHaveAttribute('aria-checked', 'true')
      await expect(night).toBeEnabled()
      await push.click()
      await expect(push).toHaveAttribute('aria-checked', 'false')
      await expect(toast(page, `${kstToday()} 혜택 알림 수신을 거부했어요`)).toBeAttached()
      await page.goto('/my')
      await page.getByRole('button', { name: '로그아웃' }).click()
      await expect(toast(page, '로그아웃했어요.')).toBeAttached()
    })
  })
}

test('the free-delivery nudge: once where lockIn is on, never where it is off', async ({ browser }) => {
  for (const [device, count] of [
    ['e2e-device-39', 1],
    ['e2e-device-28', 0],
  ] as const) {
    const context = await onDevice(browser, device, false)
    const page = await context.newPage()
    await page.goto('/category/11?sort=PRICE_ASC')
    await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').first().click()
    await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
    await page.goto('/v2/cart')
    await expect(page.getByRole('region', { name: '결제 예정 금액' })).toBeVisible()
    await expect(page.getByText(/무료배송이에요|채우고 무료배송 받기/)).toHaveCount(count)
    await expect(page.getByRole('progressbar', { name: '무료배송까지 남은 금액' })).toHaveCount(count)
    await context.close()
  }
})

test('at 320 px: 카테고리 is one line, option names sit by their radio buttons, the switches keep off the edge', async ({ browser }) => {
  const context = await browser.newContext({
    storageState: { cookies: [deviceCookie('e2e-device-39')], origins: [] },
    viewport: { width: 320, height: 700 },
  })
  const page = await context.newPage()
  await page.goto('/main/tab/2')
  const category = page.locator('.home-header').getByRole('link', { name: '카테고리', exact: true })
  const box = await category.boundingBox()
  // One line: the word's text makes one line box (it wrapped to 카테고/리), and the link stays on screen.
  const lines = await category.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return range.getClientRects().length
  })
  expect(lines).toBe(1)
  expect(box && box.x + box.width).toBeLessThanOrEqual(320)

  await page.goto('/category/11?sort=PRICE_DESC')
  await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').first().click()
  const option = page.locator('.option-list__item').first()
  const radio = await option.locator('input').boundingBox()
  const name = await option.locator('.option-list__name').boundingBox()
  expect(radio && name && name.x - (radio.x + radio.width)).toBeLessThanOrEqual(16)

  await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/my/information')
  for (const name of ['혜택 알림 (광고성 정보)', '야간 혜택 알림']) {
    const edge = await page.getByRole('switch', { name }).boundingBox()
    expect(edge && 320 - (edge.x + edge.width)).toBeGreaterThanOrEqual(12)
  }

  // The order page: 배송지 and its 기본 배송지 badge each on one line; the consent error off the edge.
  await page.goto('/category/11?sort=PRICE_DESC')
  await page.locator('article.product-card:not([data-soldout])').first().getByRole('link').first().click()
  // The product's own heading (the page's h1 was read while the category's 사료 was still shown).
  await expect(page).toHaveURL(/\/product\/detail\//)
  const product = (await page.getByRole('heading', { level: 1 }).and(page.locator('.product-info__name')).textContent()) ?? ''
  await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
  await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
  await page.goto('/v2/order')
  const oneLine = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      })
  expect(await oneLine('.order-section > legend')).toBe(1)
  expect(await oneLine('.choice .badge-inline')).toBe(1)
  await page.getByRole('button', { name: /결제하기/ }).click()
  const error = page.getByText('결제 동의에 체크해 주세요.')
  const left = await error.boundingBox()
  expect(left?.x).toBeGreaterThanOrEqual(12)
  // The demo member's cart as it was.
  await page.goto('/v2/cart')
  await page.getByRole('button', { name: `${product} 삭제` }).click()
  await expect(page.getByRole('button', { name: `${product} 삭제` })).toHaveCount(0)
  await context.close()
})
