import { expect, type Page, test } from '@playwright/test'
import { signedIn, signUpFresh } from './helpers/accounts'
import { addAddress } from './helpers/address'
import { overflowAtPhoneWidths, PHONE_WIDTHS } from './helpers/fits'

/**
 * Decision 051: every main page fits 320, 360 and 390 px without scrolling sideways, as a guest
 * and as a member with long addresses, JavaScript on and off, measured in a Korean font
 * (scripts/ensure-chromium.mjs installs one: without it Hangul is drawn in fallback glyphs of
 * another width and these checks measure the wrong text). And nothing a shopper can tap stays under
 * the fixed bottom bars once the page is scrolled to its end.
 */

/** The first link like `pattern` on `path`. */
async function firstLink(page: Page, path: string, pattern: string): Promise<string> {
  await page.goto(path)
  const href = await page.locator(`a[href*="${pattern}"]`).first().getAttribute('href')
  expect(href, `a link to ${pattern} on ${path}`).toBeTruthy()
  return new URL(href ?? '', page.url()).pathname
}

/**
 * Targets (links, buttons, fields) of the page and its footer that the fixed bottom dock covers
 * when the page is scrolled to its very end, at each phone width: there the shopper has no way
 * to scroll them out from under it.
 */
async function tappableUnderTheDock(page: Page, label: string): Promise<string[]> {
  const found: string[] = []
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 700 })
    const covered = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      const dock = document.querySelector('.bottom-dock')
      const top = dock && dock.getBoundingClientRect().height > 0 ? dock.getBoundingClientRect().top : window.innerHeight
      const targets = document.querySelectorAll('#main :is(a, button, input, select, textarea, label), .site-footer :is(a, button)')
      return [...targets]
        .filter((el) => {
          const rect = el.getBoundingClientRect()
          return rect.height > 0 && getComputedStyle(el).visibility !== 'hidden' && rect.bottom > top + 0.5 && rect.top < window.innerHeight
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 20)}"`)
    })
    if (covered.length > 0) found.push(`${label} at ${width} px: under the bottom bars: ${covered.join(', ')}`)
  }
  return found
}

/** Visits each path and collects every width at which it does not fit, so one failure lists them all. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = []
  for (const path of paths) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    found.push(...(await overflowAtPhoneWidths(page, path)), ...(await tappableUnderTheDock(page, path)))
  }
  return found
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`every page fits 320, 360 and 390 px, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 700 } })

    test("a guest's pages", async ({ page }) => {
      test.setTimeout(90_000)
      const product = await firstLink(page, '/category/11', '/product/detail/')
      const post = await firstLink(page, '/community', '/community/post/')
      const found = await walk(page, [
        '/main/tab/2',
        '/category/11',
        '/search/1',
        `/search/1/result?${new URLSearchParams({ word: '사료' })}`,
        product,
        '/v2/cart',
        '/community',
        post,
        '/membership',
        '/auth/signin',
        '/auth/signup/email',
      ])
      expect(found, found.join('\n')).toEqual([])
    })

    test("a member's pages with a long address: cart, order sheet and its consent error, addresses, the post editor", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      await signUpFresh(page, request)
      await page.goto('/address/new')
      await addAddress(page)
      await expect(page).toHaveURL('/address')
      const product = await firstLink(page, '/category/12?sort=REVIEW_COUNT', '/product/detail/')
      await page.goto(product)
      await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
      await expect(page.getByText('장바구니에 담았어요.')).toBeVisible()
      const found = await walk(page, ['/v2/cart', '/v2/order', '/address', '/address/new', '/community/write', '/my'])
      // Paying without the consent: the error under the box, on screen at every width.
      await page.goto('/v2/order')
      await page.getByRole('button', { name: /결제하기$/ }).click()
      const consentError = page.getByText('결제 동의에 체크해 주세요.')
      await expect(consentError).toBeVisible()
      found.push(...(await overflowAtPhoneWidths(page, 'the order sheet without consent')))
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 700 })
        const box = await consentError.boundingBox()
        if (!box || box.x < 12) found.push(`the consent error at ${width} px starts at x = ${box?.x}`)
      }
      expect(found, found.join('\n')).toEqual([])
    })

    test("the demo member's pages: orders, an order, points, membership, the seeded addresses", async ({ page }) => {
      test.setTimeout(90_000)
      await signedIn(page)
      const found = await walk(page, ['/order-history', '/order-history/1', '/my', '/my/point', '/membership', '/address', '/community'])
      expect(found, found.join('\n')).toEqual([])
    })
  })
}

test.describe('the fixed bottom bars', () => {
  test('on a wide screen they are the column, centred, and the column ends above them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/main/tab/2')
    const column = await page.locator('#app').boundingBox()
    const dock = await page.locator('.bottom-dock').boundingBox()
    expect(dock?.x).toBe(column?.x)
    expect(dock?.width).toBe(column?.width)
    expect((dock?.y ?? 0) + (dock?.height ?? 0)).toBe(900)
  })

  test.describe('inside the Android app shell (hidden-bottom mode: a 10.6rem bar)', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 PetshopApp/3.1.8 (Android; HiddenBottom)',
    })

    test('nothing tappable stays under the bar at the end of a page', async ({ page }) => {
      const found: string[] = []
      for (const path of ['/main/tab/6', '/category/11', '/community']) {
        await page.goto(path)
        found.push(...(await tappableUnderTheDock(page, path)))
      }
      expect(found, found.join('\n')).toEqual([])
      expect(await page.locator('.bottom-nav').evaluate((el) => el.getBoundingClientRect().height)).toBe(106)
    })
  })
})
