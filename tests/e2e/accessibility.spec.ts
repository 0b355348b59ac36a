import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signedIn, signUpFresh } from './helpers/accounts'

/** WCAG 2.2 level A and AA: axe-core's rule sets for them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// Spec R2.21 fixes the viewport (no user zoom, as the native app's web view), so axe's
// meta-viewport finding is a decision of the spec, not a defect of a page.
const SPEC_DECIDED = ['meta-viewport']
const BLOCKING = new Set(['serious', 'critical'])

/** The serious and critical violations axe finds on the page, one readable line each. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).disableRules(SPEC_DECIDED).analyze()
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${new URL(page.url()).pathname} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Visits each path and collects what axe finds, so one failure lists every page's findings. */
async function audit(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    // The page as the shopper meets it: the bottom bars are fixed and the column is padded by
    // their height (decision 051), so axe measures them apart from the page that scrolls under
    // them, and nothing tappable may be covered.
    found.push(...(await blockingViolations(page)))
  }
  return found
}

/** The pages whose fixes changed sizes still fit the narrowest phone (spec: 320–430 px). */
async function fit320(page: Page, paths: string[]) {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of paths) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${path} overflows sideways at 320 px`).toBeLessThanOrEqual(0)
  }
}

/** The first link like `pattern` on `path`, as the bench picks its product page and post. */
async function firstLink(page: Page, path: string, pattern: string): Promise<string> {
  await page.goto(path)
  const href = await page.locator(`a[href*="${pattern}"]`).first().getAttribute('href')
  expect(href, `a link to ${pattern} on ${path}`).toBeTruthy()
  return new URL(href ?? '', page.url()).pathname
}

test.describe('accessibility (axe-core, WCAG 2.2 A/AA, 390×844)', () => {
  test("the bench's pages and a guest's journeys have no serious or critical violation", async ({ page }) => {
    // Twelve pages, each loaded and audited by axe-core: about 25 s on a quiet 2-core machine.
    test.setTimeout(60_000)
    const product = await firstLink(page, '/category/11', '/product/detail/')
    const post = await firstLink(page, '/community', '/community/post/')
    const found = await audit(page, [
      '/',
      '/main/tab/2',
      '/category/11',
      product,
      '/search/1',
      `/search/1/result?${new URLSearchParams({ word: '사료' })}`,
      '/community',
      post,
      '/v2/cart',
      '/auth/signin',
      '/auth/signin/email',
      '/auth/signup/email',
    ])
    expect(found, found.join('\n')).toEqual([])
    await fit320(page, [product, '/auth/signin', '/auth/signup/email'])
  })

  test("a member's pages, the order sheet with a cart item included, have no serious or critical violation", async ({ page, request }) => {
    // A member of its own: the cart line added below must not change the demo member's cart, which
    // later specs (order states, the two-tab payment) read.
    await signUpFresh(page, request)
    await page.goto('/address/new')
    await page.getByLabel('받는 분').fill('김접근')
    await page.getByLabel('휴대폰 번호').fill('010-2222-3333')
    await page.getByLabel('우편번호').fill('06236')
    await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152')
    await page.getByRole('button', { name: '저장' }).click()
    await expect(page).toHaveURL('/address')
    const product = await firstLink(page, '/category/12?sort=REVIEW_COUNT', '/product/detail/')
    await page.goto(product)
    await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
    // The order sheet needs the line in the cart: wait until the shop says it is there.
    await expect(page.getByRole('status').filter({ hasText: '장바구니에 담았어요.' })).toBeAttached()
    const found = await audit(page, ['/my', '/v2/cart', '/v2/order', '/order-history', '/address', '/membership'])
    expect(found, found.join('\n')).toEqual([])
    await fit320(page, ['/v2/cart', '/v2/order', '/order-history'])
  })

  test("the demo member's orders, an order, points, addresses and the post editor have no serious or critical violation", async ({
    page,
  }) => {
    test.setTimeout(60_000)
    await signedIn(page)
    const found = await audit(page, ['/order-history', '/order-history/1', '/my/point', '/address', '/address/new', '/community/write'])
    expect(found, found.join('\n')).toEqual([])
  })
})
