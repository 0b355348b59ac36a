import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './helpers/page'

/** Decision 024: a product's reviews can be paged, sorted and filtered, with and without JavaScript. */

/**
 * A dog product of the deterministic seed with over a hundred stored reviews (decision 047: the
 * count is of them) giving every score from 1 to 5: the sorts have something to order.
 */
const PRODUCT = '/product/detail/3442'

const reviewList = (page: Page) => page.getByRole('list', { name: '리뷰 목록' })
const reviewIds = async (page: Page) => reviewList(page).getByRole('listitem').allInnerTexts()
const scores = async (page: Page) =>
  (
    await reviewList(page)
      .getByRole('img', { name: /^별점 \d점$/ })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
  ).map((label) => Number(label.replace(/\D/g, '')))

for (const javaScriptEnabled of [true, false]) {
  test.describe(`product reviews with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('score bars add up to the count shown; 더 보기 adds five below; sorts and 포토 리뷰만 change the list', async ({ page }) => {
      await page.goto(PRODUCT)
      if (javaScriptEnabled) await hydrated(page)
      const reviews = page.getByRole('region', { name: '리뷰', exact: true })

      // The bars: 5점 to 1점, each count and percent in text, adding up to the summary's count.
      const summary = (await reviews.getByText(/평균 [\d.]+점 · 리뷰 /).innerText()).match(/리뷰 ([\d,]+)개/)?.[1] ?? ''
      const bars = await reviews.getByRole('list', { name: '별점 분포' }).getByRole('listitem').allInnerTexts()
      expect(bars.map((bar) => bar.match(/^(\d)점/)?.[1])).toEqual(['5', '4', '3', '2', '1'])
      const counts = bars.map((bar) => Number(bar.match(/([\d,]+)개/)?.[1]?.replaceAll(',', '')))
      expect(counts.reduce((a, b) => a + b, 0)).toBe(Number(summary.replaceAll(',', '')))
      expect(bars.map((bar) => Number(bar.match(/\((\d+)%\)/)?.[1])).reduce((a, b) => a + b, 0)).toBe(100)

      // 더 보기: the first five stay where they are, five more come below.
      const first = await reviewIds(page)
      expect(first).toHaveLength(5)
      const more = reviews.getByRole('link', { name: '리뷰 더 보기' })
      await more.scrollIntoViewIfNeeded()
      const before = await page.evaluate(() => window.scrollY)
      await more.click()
      await expect(reviewList(page).getByRole('listitem')).toHaveCount(10)
      expect((await reviewIds(page)).slice(0, 5)).toEqual(first)
      if (javaScriptEnabled) {
        // Loaded in place: the page did not jump back to the top or away from the list.
        expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(100)
        await expect(page).toHaveURL(/[?&]reviewPage=2(&|$)/)
      } else {
        await expect(page).toHaveURL(/[?&]reviewPage=2#review-page-2$/)
      }

      // 별점 낮은순 starts again from the first page, lowest first.
      await reviews.getByRole('navigation', { name: '리뷰 정렬' }).getByRole('link', { name: '별점 낮은순' }).click()
      await expect(reviews.getByRole('link', { name: '별점 낮은순' })).toHaveAttribute('aria-current', 'true')
      await expect(page).toHaveURL(/reviewSort=SCORE_ASC/)
      await expect(reviewList(page).getByRole('listitem')).toHaveCount(5)
      const low = await scores(page)
      expect(low).toEqual([...low].sort((a, b) => a - b))
      await reviews.getByRole('link', { name: '별점 높은순' }).click()
      await expect(reviews.getByRole('link', { name: '별점 높은순' })).toHaveAttribute('aria-current', 'true')
      const high = await scores(page)
      expect(high).toEqual([...high].sort((a, b) => b - a))
      expect(high[0]).toBeGreaterThan(low[0] ?? 5)

      // 포토 리뷰만: every review listed has a photo (the seed's have none, so the list says so).
      await reviews.getByRole('link', { name: /^포토 리뷰만/ }).click()
      await expect(reviews.getByRole('link', { name: /^포토 리뷰만/ })).toHaveAttribute('aria-current', 'true')
      await expect(page).toHaveURL(/photoReview=1/)
      const listed = await reviewList(page).getByRole('listitem').count()
      if (listed === 0) await expect(reviews.getByText('아직 사진이 있는 리뷰가 없어요.')).toBeVisible()
      for (let i = 0; i < listed; i++)
        await expect(reviewList(page).getByRole('listitem').nth(i).locator('img[src^="/cdn/reviews/"]').first()).toBeAttached()
    })
  })
}
