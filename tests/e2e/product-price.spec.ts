import { expect, type Locator, test } from '@playwright/test'

/**
 * The price at the top of a product page is the ticked option's (domain/chosen-option.ts): the
 * page opens on the option the product's own price belongs to, and ticking another prices that
 * one, at once with JavaScript and by 선택한 옵션 가격 보기 without it. Product 2587 sells 30포 and
 * 60포; its own price is the 60포's. Its cards read "23,170원~", the 30포's (decision 046).
 */
const PRODUCT = '/product/detail/2587'

/** The last "N원" of an option's price cell (it may start with "3개 남았어요"). */
async function wonOf(option: Locator): Promise<string> {
  const text = await option.locator('xpath=ancestor::label').locator('.option-list__price').innerText()
  return /[\d,]+원(?!.*원)/.exec(text)?.[0] ?? ''
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('the price at the top is the ticked option’s, before and after choosing another', async ({ page }) => {
      await page.goto(PRODUCT)
      const headline = page.getByTestId('headline-price')
      const ticked = page.locator('input[type="radio"][name="optionId"]:checked')
      await expect(ticked).toHaveCount(1)
      expect(await headline.innerText()).toBe(await wonOf(ticked))

      const other = page.locator('input[type="radio"][name="optionId"]:not(:checked):not([disabled])').first()
      const otherId = await other.getAttribute('value')
      const otherPrice = await wonOf(other)
      expect(otherPrice).not.toBe(await headline.innerText())
      await other.check()
      if (javaScriptEnabled) {
        await expect(page.getByRole('button', { name: '선택한 옵션 가격 보기' })).toHaveCount(0)
      } else {
        await page.getByRole('button', { name: '선택한 옵션 가격 보기' }).click()
        await expect(page).toHaveURL(new RegExp(`optionId=${otherId}`))
      }
      await expect(headline).toHaveText(otherPrice)
      await expect(page.locator('input[type="radio"][name="optionId"]:checked')).toHaveAttribute('value', otherId ?? '')
    })
  })
}

test('a forged or sold-out ?optionId= is ignored: the page prices its usual option', async ({ page }) => {
  await page.goto(PRODUCT)
  const usual = await page.getByTestId('headline-price').innerText()
  for (const forged of ['999999999', 'abc', '-1']) {
    await page.goto(`${PRODUCT}?optionId=${forged}`)
    await expect(page.getByTestId('headline-price')).toHaveText(usual)
  }
})

test('a card reads the lowest option’s price with "~" ("…원부터" aloud), the lowest its product page offers', async ({ page }) => {
  // Product 3914 sells cans at 4,500원, 9,000원 and 17,100원; its own price is the 17,100원 can's.
  await page.goto(`/search/0/result?word=${encodeURIComponent('꼬리치는날 전연령 연어 주식캔')}`)
  const card = page.locator('article.product-card').filter({ has: page.locator('a[href="/product/detail/3914"]') })
  await expect(card.locator('.product-card__price strong')).toHaveText('판매가 4,500원~부터')
  await expect(card.locator('.product-card__list-price del')).toHaveText('9,000원')
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/product\/detail\/3914$/)
  const offered = await Promise.all((await page.locator('input[type="radio"][name="optionId"]:not([disabled])').all()).map(wonOf))
  const won = offered.map((text) => Number(text.replace(/[^\d]/g, '')))
  expect(Math.min(...won)).toBe(4_500)
  expect(new Set(won).size).toBeGreaterThan(1)
})
