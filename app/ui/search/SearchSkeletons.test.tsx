import { expect, test } from 'vitest'
import { renderInRoute, silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import { SearchHomeSkeleton, SearchResultSkeleton } from './SearchSkeletons'

silenceLayoutEffectWarning()

function dom(html: string) {
  const count = (testId: string) => html.split(`data-testid="${testId}"`).length - 1
  return { count, has: (testId: string) => count(testId) > 0 }
}

test('[R2.15] [R9.10] the search home skeleton: header, recently viewed, ten keyword rows with products on the first, navigation', () => {
  const html = renderInRoute(<SearchHomeSkeleton />)
  const page = dom(html)
  expect(page.count('skeleton-header')).toBe(1)
  expect(page.count('skeleton-recent')).toBe(1)
  expect(page.count('skeleton-keyword')).toBe(10)
  expect(page.count('skeleton-keyword-products')).toBe(1)
  // The product row sits inside the first keyword row, before the second row starts.
  const first = html.indexOf('data-testid="skeleton-keyword"')
  const second = html.indexOf('data-testid="skeleton-keyword"', first + 1)
  const row = html.indexOf('data-testid="skeleton-keyword-products"')
  expect(row).toBeGreaterThan(first)
  expect(row).toBeLessThan(second)
  // Three product placeholders in the recently viewed row and three in the keyword's row.
  expect(page.count('skeleton-product')).toBe(6)
  expect(page.count('bottom-nav-placeholder')).toBe(5)
  expect(html).toContain('aria-busy="true"')
})

test('[R2.17] [R9.10] the result loading screen: sticky header, 3 pills + 1 wider then 2 chips, a count, 8 cards in two columns, fixed navigation', () => {
  const page = dom(renderInRoute(<SearchResultSkeleton count="상품 12개" />))
  expect(page.count('skeleton-header')).toBe(1)
  expect(page.count('skeleton-filter-row')).toBe(2)
  expect(page.count('skeleton-pill')).toBe(3)
  expect(page.count('skeleton-pill-wide')).toBe(1)
  expect(page.count('skeleton-chip')).toBe(2)
  expect(page.count('skeleton-card')).toBe(8)
  expect(page.has('skeleton-fixed-nav')).toBe(true)
  expect(renderInRoute(<SearchResultSkeleton count="상품 12개" />)).toContain('상품 12개')
})

test('[R9.10] row one of the filter skeleton holds the 3 pills and the wider one, row two the 2 chips', () => {
  const html = renderInRoute(<SearchResultSkeleton />)
  const [, rowOne = '', rowTwo = ''] = html.split('data-testid="skeleton-filter-row"')
  const one = dom(rowOne.slice(0, rowOne.indexOf('</div>')))
  const two = dom(rowTwo.slice(0, rowTwo.indexOf('</div>')))
  expect([one.count('skeleton-pill'), one.count('skeleton-pill-wide'), one.count('skeleton-chip')]).toEqual([3, 1, 0])
  expect([two.count('skeleton-pill'), two.count('skeleton-pill-wide'), two.count('skeleton-chip')]).toEqual([0, 0, 2])
})

test('[R2.17] the header and the navigation of the result loading screen are optional', () => {
  const page = dom(renderInRoute(<SearchResultSkeleton stickyHeader={false} bottomNav={false} />))
  expect(page.has('skeleton-header')).toBe(false)
  expect(page.has('skeleton-fixed-nav')).toBe(false)
  expect(page.has('skeleton-count')).toBe(true)
  expect(page.count('skeleton-card')).toBe(8)
})
