import { expect, test } from 'vitest'
import { fallbackFor, searchPageOf } from './search-fallback'

const place = (url: string) => {
  const u = new URL(url, 'http://shop.test')
  return { pathname: u.pathname, search: u.search }
}

test('[R2.18] the fallback is for search and result paths, but not for the same word on the result page', () => {
  expect(searchPageOf('/search/1')).toBe('home')
  expect(searchPageOf('/search/2/result')).toBe('result')
  expect(searchPageOf('/search/5/result')).toBeNull()
  expect(fallbackFor(place('/main/tab/2'), place('/search/1'))).toBe('home')
  expect(fallbackFor(place('/search/1'), place('/search/1/result?word=사료'))).toBe('result')
  // A new search goes through /go on its way to the results (decision 052).
  expect(searchPageOf('/search/1/go')).toBe('result')
  expect(fallbackFor(place('/search/1'), place('/search/1/go?word=사료'))).toBe('result')
  expect(fallbackFor(place('/search/1/result?word=사료'), place('/search/1/go?word=간식'))).toBe('result')
  expect(fallbackFor(place('/search/1/result?word=사료'), place('/search/1/result?word=간식'))).toBe('result')
  expect(fallbackFor(place('/search/1/result?word=사료'), place('/search/1/result?word=사료&sort=newest'))).toBeNull()
  expect(fallbackFor(place('/search/1/result?word=사료'), place('/product/detail/3'))).toBeNull()
})
