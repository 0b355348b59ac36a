import { expect, type Page, test } from '@playwright/test'

// Decision 025: search that forgives — the other side's products, 초성 and the English layout, and an
// empty page that still leads somewhere. Every step is a plain link or form, so it runs with
// JavaScript on and off.

const count = (page: Page) => page.getByText(/^상품 [\d,]+개$/)
const total = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/[^\d]/g, ''))

for (const javaScriptEnabled of [true, false]) {
  test.describe(`search that forgives with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a cat product searched on the dog side offers the cat results at the top', async ({ page }) => {
      await page.goto('/search/1')
      if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached()
      const input = page.getByRole('combobox', { name: '검색어' })
      await input.fill('두부모래')
      await input.press('Enter')
      await expect(page).toHaveURL(/\/search\/1\/result\?word=/)
      await expect(count(page)).toHaveText('상품 0개')
      const other = page.getByRole('link', { name: /^고양이 상품 [\d,]+개 보기$/ })
      await expect(other).toBeVisible()
      const offered = Number(((await other.textContent()) ?? '').replace(/[^\d]/g, ''))
      expect(offered).toBeGreaterThan(0)
      await other.click()
      await expect(page).toHaveURL(/\/search\/2\/result\?word=%EB%91%90%EB%B6%80%EB%AA%A8%EB%9E%98$/)
      // The address changes as the new page is committed; its count may render a moment later.
      await expect.poll(() => total(page)).toBe(offered)
      await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', /두부모래/)
    })

    test('ㅂㅂㅍㄷ and qoqusvoem find 배변패드, and say so', async ({ page }) => {
      for (const word of ['ㅂㅂㅍㄷ', 'qoqusvoem']) {
        await page.goto(`/search/1/result?${new URLSearchParams({ word })}`)
        await expect(page.getByText('‘배변패드’로 찾은 결과예요.')).toBeVisible()
        expect(await total(page), word).toBeGreaterThan(0)
        for (const card of (await page.getByRole('article').all()).slice(0, 3)) await expect(card).toHaveAttribute('aria-label', /배변패드/)
      }
    })

    test('a slip clearly meant is searched at once; as typed, the empty result offers the correction and the best keywords', async ({
      page,
    }) => {
      // Decision 057: 사로 is one letter from 사료, so its results come at once, with the way back.
      await page.goto(`/search/1/result?${new URLSearchParams({ word: '사로' })}`)
      await expect(page.getByText('‘사로’ 대신 ‘사료’로 찾은 결과예요.')).toBeVisible()
      expect(await total(page)).toBeGreaterThan(0)
      await page.getByRole('link', { name: '‘사로’로 검색' }).click()
      await expect(page).toHaveURL(/\/search\/1\/result\?word=%EC%82%AC%EB%A1%9C&asTyped=true$/)
      await expect(count(page)).toHaveText('상품 0개')
      await expect(page.getByRole('navigation', { name: '인기 검색어' }).getByRole('link')).toHaveCount(10)
      await page.getByRole('link', { name: '‘사료’로 검색할까요?' }).click()
      await expect(page).toHaveURL(/\/search\/1\/result\?word=%EC%82%AC%EB%A3%8C$/)
      // The address changes as the new page is committed; its count may render a moment later.
      await expect.poll(() => total(page)).toBeGreaterThan(0)
    })
  })
}
