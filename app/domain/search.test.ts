import { expect, test } from 'vitest'
import { SEARCH } from './constants'
import {
  normalizeWord,
  parseSearchGroup,
  parseSearchQuery,
  resultChunk,
  resultChunkCount,
  searchQueryString,
  searchResultHref,
  suggestDelay,
} from './search'

test('[R2.4] the search path takes product groups 0 to 2 only', () => {
  expect(['0', '1', '2'].map(parseSearchGroup)).toEqual([0, 1, 2])
  for (const bad of ['3', '-1', '01', '1.0', 'dog', '', undefined]) expect(parseSearchGroup(bad)).toBeNull()
})

test('[R9.6] a search defaults to every delivery type and the scoreDesc sort', () => {
  const query = parseSearchQuery(new URLSearchParams('word=사료'))
  expect(query).toMatchObject({ word: '사료', deliveryType: 'all', sort: 'scoreDesc', page: 1, brandIds: [], categoryId: null })
  expect(SEARCH.deliveryType).toBe('all')
  expect(SEARCH.sort).toBe('scoreDesc')
})

test('[R9.6] results come 24 first and 16 at a time after that', () => {
  expect(SEARCH.pageSizes).toEqual({ result: 24, more: 16 })
  expect(resultChunk(1)).toEqual({ offset: 0, size: 24 })
  expect(resultChunk(2)).toEqual({ offset: 24, size: 16 })
  expect(resultChunk(3)).toEqual({ offset: 40, size: 16 })
  expect([0, 1, 24, 25, 40, 41].map(resultChunkCount)).toEqual([1, 1, 1, 2, 2, 3])
})

test('[R9.6] suggestions wait 500 ms while a syllable is being composed and 200 ms otherwise', () => {
  expect(suggestDelay('로야ㄹ')).toBe(500)
  expect(suggestDelay('ㅅ')).toBe(500)
  expect(suggestDelay('로얄')).toBe(200)
  expect(suggestDelay('royal')).toBe(200)
})

test('a word is trimmed, single-spaced and at most 50 characters', () => {
  expect(normalizeWord('  로얄   캐닌 ')).toBe('로얄 캐닌')
  expect(normalizeWord('가'.repeat(80))).toHaveLength(50)
  expect(parseSearchQuery(new URLSearchParams('word=%20%20'))).toBeNull()
})

test('malformed filters fall back to their defaults; a reversed price range is put right', () => {
  const query = parseSearchQuery(
    new URLSearchParams('word=x&sort=hack&deliveryType=drone&minPrice=9000&maxPrice=1000&brandId=3,abc,3&brandId=-1&categoryId=0&page=-4'),
  )
  expect(query).toMatchObject({
    sort: 'scoreDesc',
    deliveryType: 'all',
    minPrice: 1000,
    maxPrice: 9000,
    brandIds: [3],
    categoryId: null,
    page: 1,
  })
})

test('one address per search: defaults are left out of the query string', () => {
  const query = parseSearchQuery(new URLSearchParams('word=연어&sort=priceAsc&brandId=2&page=2&minPrice='))
  expect(query && searchQueryString(query)).toBe('word=%EC%97%B0%EC%96%B4&sort=priceAsc&brandId=2&page=2')
  expect(searchResultHref(1, '로얄 캐닌')).toBe('/search/1/result?word=%EB%A1%9C%EC%96%84+%EC%BA%90%EB%8B%8C')
})

test('a price typed with thousands separators is read as the number (decision 050)', () => {
  expect(parseSearchQuery(new URLSearchParams('word=x&minPrice=12%2C000&maxPrice=30000'))).toMatchObject({
    minPrice: 12000,
    maxPrice: 30000,
  })
  expect(parseSearchQuery(new URLSearchParams('word=x&minPrice= 1,234,500 '))).toMatchObject({ minPrice: 1234500 })
  // Anything else with commas is still no price: a forged value changes nothing.
  for (const bad of [',', '12,,000', '1,2a', '-1,000', '1.000', '9'.repeat(12)])
    expect(parseSearchQuery(new URLSearchParams({ word: 'x', minPrice: bad }))?.minPrice, bad).toBeNull()
})
