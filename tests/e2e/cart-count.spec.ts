import { expect, test } from '@playwright/test'

/**
 * Every page with a header shows how many lines the cart holds (the root loader's count): home,
 * a category, search and its results, a product. A guest's first 담기 makes it 1 everywhere.
 */
for (const javaScriptEnabled of [true, false]) {
  test(`every header's cart link counts the cart, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    const pages = ['/main/tab/2', '/category/11', '/search/1', `/search/1/result?${new URLSearchParams({ word: '사료' })}`]
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: '장바구니', exact: true }), path).toHaveAttribute('href', '/v2/cart')
    }
    await page.goto('/product/detail/2587')
    await page.getByRole('button', { name: '장바구니 담기', exact: true }).click()
    await expect(page.getByRole('link', { name: '장바구니 1개' })).toBeVisible()
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('link', { name: '장바구니 1개' }), path).toHaveAttribute('href', '/v2/cart')
    }
    await context.close()
  })
}
