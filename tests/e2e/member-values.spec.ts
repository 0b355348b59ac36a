import { type Browser, expect, type Page, test } from '@playwright/test'
import { signInByEmail } from './helpers/accounts'
import { deviceCookie } from './helpers/device'

/** Decision 031: a member's stored values (spec §3, R3.9) and the dog/cat choice read back (R7.16). */

async function signedIn(page: Page, email: string, next = '/my') {
  await signInByEmail(page, email, 'Petshop123!', next)
  await expect(page).toHaveURL(new RegExp(`${next}$`))
}

const bar = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' })
const shortcuts = (page: Page) => page.getByRole('navigation', { name: '바로가기' })

async function expectNotFoundAlert(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('alertdialog')).toContainText('페이지를 찾을 수 없어요.')
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`member values with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('[R3.9] [R8.6] features excluded for a member are gone from the bar and my page, and their URLs answer the not-found alert', async ({
      page,
    }) => {
      await signedIn(page, 'limited@petshop.test')
      await expect(page.getByRole('heading', { name: '쇼핑만회원님, 안녕하세요' })).toBeVisible()
      // The bar keeps its other items; neither the community nor adoption (both excluded) is offered.
      await expect(bar(page).getByRole('link')).toHaveText(['홈', '카테고리', '검색', '마이'])
      await expect(shortcuts(page).getByRole('link', { name: '멤버십' })).toBeVisible()
      for (const name of ['정기배송', '펫보험', '입양·임시보호']) await expect(shortcuts(page).getByRole('link', { name })).toHaveCount(0)
      await expect(page.getByRole('link', { name: '파트너스 센터' })).toHaveCount(0)
      for (const path of ['/subscription', '/subscription/new?productId=1', '/community', '/insurance', '/adoption', '/SUBSCRIPTION'])
        await expectNotFoundAlert(page, path)
      // A feature that is not excluded still opens.
      expect((await page.goto('/membership'))?.status()).toBe(200)
    })

    test('[R3.9] a partner sees the partners entry on my page and their brand behind it', async ({ page }) => {
      await signedIn(page, 'partner@petshop.test')
      await page.getByRole('link', { name: '파트너스 센터' }).click()
      await expect(page).toHaveURL(/\/my\/partners$/)
      await expect(page.getByRole('heading', { level: 2, name: /판매 현황$/ })).toBeVisible()
      await expect(page.getByText('브랜드 파트너')).toBeVisible()
      const summary = page.getByRole('definition')
      await expect(summary.first()).toHaveText(/^\d[\d,]*개$/)
      const products = page.getByRole('list', { name: '많이 팔린 상품' }).getByRole('listitem')
      await expect(products).toHaveCount(10)
      await expect(products.first()).toContainText(/리뷰 .+ · 판매 \d[\d,]*개/)
      await products.first().getByRole('link').click()
      await expect(page).toHaveURL(/\/product\/detail\/\d+$/)
    })

    test('[R3.9] an ordinary member sees everything as before, and no partners entry', async ({ page }) => {
      await signedIn(page, 'demo@petshop.test')
      await expect(bar(page).getByRole('link', { name: '커뮤니티' })).toBeVisible()
      for (const name of ['정기배송', '펫보험', '입양·임시보호', '멤버십'])
        await expect(shortcuts(page).getByRole('link', { name })).toBeVisible()
      await expect(page.getByRole('link', { name: '파트너스 센터' })).toHaveCount(0)
      expect((await page.goto('/subscription'))?.status()).toBe(200)
      expect((await page.goto('/community'))?.status()).toBe(200)
      await expectNotFoundAlert(page, '/my/partners')
    })
  })
}

/** A browser of its own: another device, with no cookie of the first. */
async function freshDevice(browser: Browser, javaScriptEnabled: boolean, device: string) {
  const context = await browser.newContext({ javaScriptEnabled, storageState: { cookies: [deviceCookie(device)], origins: [] } })
  return { context, page: await context.newPage() }
}

const switcher = (page: Page) => page.getByRole('form', { name: '반려동물 선택' })

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the dog/cat choice follows the member, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test('[R7.16] [R9.4] chosen on one device, shown at sign-in on another; the device keeps its own when nothing is stored', async ({
      browser,
    }) => {
      // Nothing stored for this member: a fresh device shows the default, dog (R9.4) …
      const plain = await freshDevice(browser, javaScriptEnabled, 'e2e-device-2')
      await signedIn(plain.page, 'limited@petshop.test', '/main/tab/2')
      await expect(switcher(plain.page).getByRole('button', { name: '강아지' })).toHaveAttribute('aria-pressed', 'true')
      // … and a device that chose cat before signing in keeps cat.
      const chosen = await freshDevice(browser, javaScriptEnabled, 'e2e-device-2')
      await chosen.page.goto('/main/tab/2')
      await switcher(chosen.page).getByRole('button', { name: '고양이' }).click()
      await expect(switcher(chosen.page).getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true')
      await signedIn(chosen.page, 'limited@petshop.test', '/main/tab/2')
      await expect(switcher(chosen.page).getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true')

      // The partner chooses cat on one device …
      const first = await freshDevice(browser, javaScriptEnabled, 'e2e-device-2')
      await signedIn(first.page, 'partner@petshop.test', '/main/tab/2')
      await switcher(first.page).getByRole('button', { name: '고양이' }).click()
      await expect(switcher(first.page).getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true')
      // … and a fresh one shows dog to the guest, then cat once the partner signs in.
      const second = await freshDevice(browser, javaScriptEnabled, 'e2e-device-2')
      await second.page.goto('/main/tab/2')
      await expect(switcher(second.page).getByRole('button', { name: '강아지' })).toHaveAttribute('aria-pressed', 'true')
      await signedIn(second.page, 'partner@petshop.test', '/main/tab/2')
      await expect(switcher(second.page).getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true')
      await expect(second.page).toHaveTitle(/고양이 홈/)

      // A stored choice wins over the device's: back to dog on the first, a cat device signs in to dog.
      await switcher(first.page).getByRole('button', { name: '강아지' }).click()
      await expect(switcher(first.page).getByRole('button', { name: '강아지' })).toHaveAttribute('aria-pressed', 'true')
      const third = await freshDevice(browser, javaScriptEnabled, 'e2e-device-2')
      await third.page.goto('/main/tab/2')
      await switcher(third.page).getByRole('button', { name: '고양이' }).click()
      await expect(switcher(third.page).getByRole('button', { name: '고양이' })).toHaveAttribute('aria-pressed', 'true')
      await signedIn(third.page, 'partner@petshop.test', '/main/tab/2')
      await expect(switcher(third.page).getByRole('button', { name: '강아지' })).toHaveAttribute('aria-pressed', 'true')
      for (const each of [plain, chosen, first, second, third]) await each.context.close()
    })
  })
}
