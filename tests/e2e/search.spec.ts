import { expect, type Page, test } from '@playwright/test'
import { buyablePrices } from './helpers/catalog'
import { hydrated } from './helpers/page'

test.describe('search home', () => {
  test('[R2.16] [R5.12] the header: 뒤로가기, an input of type search, 검색어 제거 only with text, the icon only when empty and unfocused', async ({
    page,
  }) => {
    await page.goto('/search/1')
    await hydrated(page)
    await expect(page.getByRole('link', { name: '뒤로가기' })).toBeVisible()
    const input = page.getByRole('combobox', { name: '검색어' })
    await expect(input).toHaveAttribute('type', 'search')
    const clear = page.getByRole('button', { name: '검색어 제거' })
    const icon = page.locator('.search-box__icon')
    await expect(clear).toBeHidden()
    await expect(icon).toBeVisible()
    await input.focus()
    await expect(icon).toBeHidden()
    await input.fill('연어')
    await expect(clear).toBeVisible()
    await clear.click()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()
    await expect(clear).toBeHidden()
    await input.fill('연어')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/search\/1\/result\?word=%EC%97%B0%EC%96%B4$/)
    await expect(page.getByRole('heading', { level: 1, name: '‘연어’ 검색 결과' })).toBeAttached()
  })

  test('[R2.4] the search path takes groups 0 to 2 only', async ({ page }) => {
    expect((await page.goto('/search/3'))?.status()).toBe(404)
    expect((await page.goto('/search/1x'))?.status()).toBe(404)
    for (const group of [0, 1, 2]) expect((await page.goto(`/search/${group}`))?.status()).toBe(200)
  })

  test('[R2.15] ten best keywords, the first with a product row, and recently viewed products', async ({ page }) => {
    await page.goto('/search/1')
    await expect(page.getByText('최근 본 상품이 없어요.', { exact: false })).toBeVisible()
    const keywords = page
      .getByRole('list')
      .filter({ has: page.getByText('1위') })
      .first()
    await expect(keywords.locator(':scope > li')).toHaveCount(10)
    await expect(keywords.locator(':scope > li').first().getByRole('article')).not.toHaveCount(0)
    await expect(keywords.locator(':scope > li').nth(1).getByRole('article')).toHaveCount(0)

    await page.goto('/category/11')
    const name = (await page.getByRole('article').first().getAttribute('aria-label')) ?? ''
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goto('/search/1')
    const recent = page.getByRole('region', { name: '최근 본 상품' })
    await expect(recent.getByRole('article', { name })).toBeVisible()
  })

  test('[R9.6] suggestions appear as a word is typed and lead to its results', async ({ page }) => {
    await page.goto('/search/1')
    await hydrated(page)
    await page.getByRole('combobox', { name: '검색어' }).pressSequentially('연어', { delay: 50 })
    const list = page.getByRole('list', { name: '추천 검색어' })
    await expect(list.getByRole('link').first()).toBeVisible()
    const first = (await list.getByRole('link').first().locator('span').first().textContent()) ?? ''
    expect(first).toContain('연어')
    await list.getByRole('link').first().click()
    await expect(page).toHaveURL(/\/search\/1\/result\?word=/)
    await expect(page.getByRole('heading', { level: 1, name: `‘${first}’ 검색 결과` })).toBeAttached()
  })

  test('a suggestion that fails shows none and leaves the page as it was, never the error screen', async ({ page }) => {
    await page.route('**/search/1/suggest?**', (route) => route.fulfill({ status: 500, body: 'down' }))
    await page.goto('/search/1')
    await hydrated(page)
    const input = page.getByRole('combobox', { name: '검색어' })
    const asked = page.waitForResponse((r) => r.url().includes('/search/1/suggest'))
    await input.pressSequentially('연어', { delay: 50 })
    expect((await asked).status()).toBe(500)
    await expect(page.getByRole('list', { name: '추천 검색어' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: '오류가 발생했어요' })).toHaveCount(0)
    await expect(input).toHaveValue('연어')
    await input.press('Enter')
    await expect(page).toHaveURL(/\/search\/1\/result\?word=%EC%97%B0%EC%96%B4$/)
  })
})

test.describe('search results', () => {
  test('[R9.6] a Korean word finds products; filters and sorts keep the word; a spacing difference finds the same', async ({ page }) => {
    await page.goto('/search/1/result?word=연어 사료')
    const count = page.getByText(/^상품 [\d,]+개$/)
    await expect(count).toBeVisible()
    const total = async () => Number(((await page.getByText(/^상품 [\d,]+개$/).textContent()) ?? '').replace(/[^\d]/g, ''))
    const spaced = await total()
    await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '추천순' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(page.getByRole('radio', { name: '전체' })).toBeChecked()
    // Written together, the words still find the products that have them together.
    await page.goto('/search/1/result?word=연어사료')
    const joined = await total()
    expect(joined).toBeGreaterThan(0)
    expect(spaced).toBeGreaterThanOrEqual(joined)

    await page.getByRole('link', { name: '낮은 가격순' }).click()
    await expect(page).toHaveURL(/sort=priceAsc/)
    await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '낮은 가격순' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    const prices = await buyablePrices(page)
    expect(prices.length).toBeGreaterThan(3)
    expect([...prices].sort((a, b) => a - b)).toEqual(prices)

    await hydrated(page)
    await page.getByText('새벽배송').click()
    await expect(page).toHaveURL(/deliveryType=morning/)
    await expect(page).toHaveURL(/sort=priceAsc/)
    await expect(page.getByRole('radio', { name: '새벽배송' })).toBeChecked()
  })

  test('[R9.6] 24 results first, 16 more as the list scrolls into view', async ({ page }) => {
    await page.goto('/search/1/result?word=사료')
    await hydrated(page)
    const cards = page.locator('ul.product-grid > li')
    await expect(cards).toHaveCount(24)
    await page.getByRole('link', { name: '검색 결과 더 보기' }).scrollIntoViewIfNeeded()
    await expect(cards).toHaveCount(40)
    await expect(page).toHaveURL(/word=/)
    await expect(page).not.toHaveURL(/page=/)
  })

  test('an unknown word shows a clear empty state', async ({ page }) => {
    await page.goto('/search/1/result?word=qqqzzzxxx')
    await expect(page.getByText('상품 0개')).toBeVisible()
    await expect(page.getByText('‘qqqzzzxxx’에 맞는 상품을 찾지 못했어요.')).toBeVisible()
  })

  test('an empty word goes back to the search home', async ({ page }) => {
    await page.goto('/search/2/result?word=%20')
    await expect(page).toHaveURL(/\/search\/2$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('[R2.16] searching, filtering and more results work as plain forms and links', async ({ page }) => {
    await page.goto('/search/1')
    await page.getByRole('combobox', { name: '검색어' }).fill('간식')
    await page.getByRole('combobox', { name: '검색어' }).press('Enter')
    await expect(page).toHaveURL(/\/search\/1\/result\?word=%EA%B0%84%EC%8B%9D$/)
    await expect(page.locator('ul.product-grid > li')).toHaveCount(24)
    await page.getByText('오늘출발').click()
    await page.getByRole('button', { name: '적용', exact: true }).click()
    await expect(page).toHaveURL(/deliveryType=express/)
    await expect(page).not.toHaveURL(/minPrice=/)
    await page.getByRole('link', { name: '검색 결과 더 보기' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByRole('link', { name: '이전 검색 결과' })).toBeVisible()
    expect(await page.locator('ul.product-grid > li').count()).toBeLessThanOrEqual(16)
  })
})

test.describe('search fallback', () => {
  /** Holds the next data request of a client navigation until `release` is called. */
  async function holdNavigation(page: Page, pattern: RegExp) {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(pattern, async (route) => {
      await held
      await route.continue()
    })
    return () => release()
  }

  test('[R2.18] a search page still loading after 800 ms shows its skeleton, removed on completion', async ({ page }) => {
    await page.clock.install()
    await page.goto('/search/1')
    await hydrated(page)
    // The keyword link goes through /go (decision 052); holding it holds the navigation.
    const release = await holdNavigation(page, /\/search\/1\/go\?.*_data=/)
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await page.getByRole('link', { name: /^1위/ }).click()
    await page.clock.runFor(700)
    const skeleton = page.getByRole('status', { name: '검색 화면을 불러오고 있어요' })
    await expect(skeleton).toHaveCount(0)
    await page.clock.runFor(200)
    await expect(skeleton).toBeVisible()
    await expect(skeleton.locator('[data-testid="skeleton-card"]')).toHaveCount(8)
    release()
    await page.clock.resume()
    await expect(page).toHaveURL(/\/result\?word=/)
    await expect(skeleton).toHaveCount(0)
  })

  test('[R2.18] the skeleton stays until 10 s and goes then, even when the page has not come', async ({ page }) => {
    await page.clock.install()
    await page.goto('/main/tab/2')
    await hydrated(page)
    const release = await holdNavigation(page, /\/search\/1\?.*_data=/)
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '검색' }).click()
    await page.clock.runFor(900)
    const skeleton = page.getByRole('status', { name: '검색 화면을 불러오고 있어요' })
    await expect(skeleton).toBeVisible()
    await expect(skeleton.locator('[data-testid="skeleton-keyword"]')).toHaveCount(10)
    // Just before 10 s it is still there (clearing it any sooner breaks the rule), then it goes.
    await page.clock.runFor(9_000)
    await expect(skeleton).toBeVisible()
    await page.clock.runFor(200)
    await expect(skeleton).toHaveCount(0)
    release()
  })

  test('[R2.18] no fallback when the result page stays on the same word', async ({ page }) => {
    await page.clock.install()
    await page.goto('/search/1/result?word=사료')
    await hydrated(page)
    const release = await holdNavigation(page, /\/search\/1\/result\?.*sort=newest.*_data=/)
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await page.getByRole('link', { name: '신상품순' }).click()
    await page.clock.runFor(2_000)
    await expect(page.getByRole('status', { name: '검색 화면을 불러오고 있어요' })).toHaveCount(0)
    release()
    await page.clock.resume()
    await expect(page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '신상품순' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })
})
