import { expect, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'
import { buyablePrices } from './helpers/catalog'

test.describe('categories', () => {
  test('[R2.2] [R2.3] /category lists the tree; a category lists its products with chips and breadcrumbs', async ({ page }) => {
    await page.goto('/category')
    await expect(page.getByRole('heading', { level: 1, name: '카테고리' })).toBeVisible()
    await page.getByRole('link', { name: /^사료/ }).first().click()
    await expect(page).toHaveURL(/\/category\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: '사료' })).toBeVisible()
    const chips = page.getByRole('navigation', { name: '하위 카테고리' })
    await expect(chips.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByText(/^상품 [\d,]+개$/)).toBeVisible()
    expect(await page.getByRole('article').count()).toBeGreaterThan(4)

    await chips.getByRole('link').nth(1).click()
    await expect(page).toHaveURL(/\/category\/\d+\/\d+$/)
    await expect(page.getByRole('navigation', { name: '카테고리 경로' }).getByRole('link')).toHaveCount(3)
  })

  test('sorting by price really sorts, and sold-out products come last', async ({ page }) => {
    await page.goto('/category/11?sort=PRICE_ASC')
    await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const ascending = await buyablePrices(page)
    expect(ascending.length).toBeGreaterThan(3)
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending)
    await page.getByRole('link', { name: '높은 가격순' }).click()
    await expect(page).toHaveURL(/sort=PRICE_DESC/)
    // The address changes a moment before the new list is on screen: wait for the page itself.
    await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '높은 가격순' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const descending = await buyablePrices(page)
    expect([...descending].sort((a, b) => b - a)).toEqual(descending)
  })

  test('pages continue without repeating products', async ({ page }) => {
    await page.goto('/category/11')
    const first = await page.getByRole('article').getByRole('heading').allTextContents()
    await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('link', { name: '다음 페이지' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('navigation', { name: '페이지 이동' })).toContainText(/^.*2 \/ \d+ 페이지/)
    const second = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(second.length).toBeGreaterThan(0)
    expect(second.filter((name) => first.includes(name))).toEqual([])
  })

  for (const path of ['/category/999999', '/category/abc', '/category/11/99999', '/category/1/2/3/4']) {
    test(`${path} is a 404`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404)
      await expect(page.getByRole('alertdialog')).toContainText('페이지를 찾을 수 없어요.')
    })
  }

  test('a guest may get a shared copy of a listing; a member never does', async ({ page, request }) => {
    const guest = await request.get('/category/11')
    expect(guest.headers()['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')
    await signInByEmail(page, 'demo@petshop.test', 'Petshop123!', '/category/11')
    await expect(page).toHaveURL(/\/category\/11$/)
    const member = await page.evaluate(async () => (await fetch('/category/11')).headers.get('cache-control'))
    expect(member).toBe('private, no-cache')
  })

  test('[R6.6] a crawler gets the whole listing and no device cookie; a phone gets a device', async ({ playwright, baseURL }) => {
    const visit = async (userAgent: string) => {
      const context = await playwright.request.newContext({ baseURL, userAgent, storageState: { cookies: [], origins: [] } })
      const response = await context.get('/category/11')
      const answer = { status: response.status(), cookies: response.headers()['set-cookie'] ?? '', html: await response.text() }
      await context.dispose()
      return answer
    }
    const naver = await visit('Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)')
    expect(naver.status).toBe(200)
    expect(naver.cookies).not.toContain('pd_device=')
    expect(naver.html).toContain('</html>')
    expect(naver.html).toMatch(/상품 [\d,]+개/)
    const phone = await visit(
      'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    )
    expect(phone.cookies).toContain('pd_device=')
  })
})

test.describe('product detail', () => {
  test('[R2.3] [R3.5] a card on home leads to its product page with prices, options, delivery and reviews', async ({ page }) => {
    await page.goto('/main/tab/3')
    const card = page.getByRole('article').filter({ hasText: '리뷰' }).first()
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('link').click()
    await expect(page).toHaveURL(/\/product\/detail\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expect(page.locator('.product-info__price strong')).toHaveText(/^[\d,]+원$/)
    await expect(page.getByRole('group', { name: '옵션' })).toBeVisible()
    await expect(page.getByRole('button', { name: '장바구니 담기', exact: true })).toBeVisible()
    expect(await page.locator('.option-list__item').count()).toBeGreaterThanOrEqual(1)
    await expect(page.getByRole('heading', { name: '배송' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '리뷰' })).toBeVisible()
    await expect(page.locator('.review').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: '함께 보면 좋은 상품' })).toBeVisible()
  })

  for (const path of ['/product/detail/99999999', '/product/detail/abc', '/product/detail/0']) {
    test(`[R8.3] ${path}: 'cannot find information about the product' is a Korean 404`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404)
      await expect(page.getByRole('alertdialog')).toContainText('상품 정보를 찾을 수 없어요.')
    })
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })
    test('category and product pages work as plain HTML', async ({ page }) => {
      await page.goto('/category/11')
      await page.getByRole('link', { name: '리뷰 많은순' }).click()
      await expect(page).toHaveURL(/sort=REVIEW_COUNT/)
      await page.getByRole('article').first().getByRole('link').click()
      await expect(page).toHaveURL(/\/product\/detail\/\d+$/)
      await expect(page.getByRole('group', { name: '옵션' })).toBeVisible()
      await expect(page.getByRole('button', { name: '장바구니 담기', exact: true })).toBeVisible()
    })
  })
})
