import { expect, test } from 'vitest'
import { parseSearchQuery, type SearchQuery } from './search'
import { filterChips, formatPriceInput } from './search-chips'

const facets = {
  brands: [
    { brandId: 3, brandName: '로얄캐닌', count: 4 },
    { brandId: 7, brandName: '하루펫', count: 2 },
  ],
  categories: [{ categoryId: 18, name: '방석/쿠션', count: 5 }],
  priceRange: { min: 1000, max: 90000 },
}
const query = (qs: string) => parseSearchQuery(new URLSearchParams(qs)) as SearchQuery

test('chosen filters are chips, each a link to the same search without it (decision 050)', () => {
  const chosen = query(
    'word=방석&sort=priceAsc&deliveryType=morning&categoryId=18&minPrice=10000&maxPrice=30000&brandId=3&brandId=7&page=3',
  )
  const chips = filterChips(1, chosen, facets)
  expect(chips.map((chip) => chip.label)).toEqual(['새벽배송', '방석/쿠션', '10,000원 ~ 30,000원', '로얄캐닌', '하루펫'])
  const without = (label: string) => new URL(chips.find((chip) => chip.label === label)?.href ?? '', 'http://x').searchParams
  expect(without('새벽배송').get('deliveryType')).toBeNull()
  expect(without('방석/쿠션').get('categoryId')).toBeNull()
  expect(without('10,000원 ~ 30,000원').get('minPrice')).toBeNull()
  expect(without('10,000원 ~ 30,000원').get('maxPrice')).toBeNull()
  expect(without('로얄캐닌').getAll('brandId')).toEqual(['7'])
  // The rest stays, and the list starts again at its first chunk.
  expect(without('로얄캐닌').get('sort')).toBe('priceAsc')
  expect(without('로얄캐닌').get('categoryId')).toBe('18')
  expect(without('로얄캐닌').get('page')).toBeNull()
})

test('one side of a price, a brand the facets do not name, and no filters at all', () => {
  expect(filterChips(1, query('word=x&minPrice=5000'), facets).map((c) => c.label)).toEqual(['5,000원 이상'])
  expect(filterChips(1, query('word=x&maxPrice=5000'), facets).map((c) => c.label)).toEqual(['5,000원 이하'])
  expect(filterChips(1, query('word=x&brandId=99'), facets).map((c) => c.label)).toEqual(['선택한 브랜드'])
  expect(filterChips(1, query('word=x'), facets)).toEqual([])
})

test('the price box shows thousands separators as it is typed', () => {
  expect(formatPriceInput('12000')).toBe('12,000')
  expect(formatPriceInput('1,2345')).toBe('12,345')
  expect(formatPriceInput('abc')).toBe('')
  expect(formatPriceInput('007')).toBe('7')
  expect(formatPriceInput('123456789012')).toBe('12,345,678')
})
