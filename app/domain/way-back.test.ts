import { describe, expect, test } from 'vitest'
import { wayBack, withFrom } from './way-back'

const origin = 'https://shop.example'
const origins = [origin, 'http://127.0.0.1:3000']
const fallback = '/category/1/11'

describe('wayBack: ‹ returns where the shopper came from', () => {
  test('search results keep their query, filters and sort', () => {
    const search = '/search/1/result?searchWord=%EC%82%AC%EB%A3%8C&sort=PRICE_ASC&brand=3'
    expect(wayBack({ referer: `${origin}${search}`, origins, fallback })).toBe(search)
    expect(wayBack({ from: search, origins, fallback })).toBe(search)
    expect(wayBack({ referer: `http://127.0.0.1:3000${search}`, origins, fallback })).toBe(search)
  })

  test('from wins over the Referer (after the page posted to itself, the Referer is the page)', () => {
    expect(wayBack({ from: '/main/tab/3', referer: `${origin}/product/detail/1234`, origins, fallback })).toBe('/main/tab/3')
    expect(wayBack({ from: null, referer: `${origin}/product/detail/1234`, origins, fallback })).toBe(fallback)
  })

  test('another site, unsafe paths and pages that are no place to return to fall back to the category', () => {
    expect(wayBack({ referer: 'https://evil.example/search/1/result', origins, fallback })).toBe(fallback)
    expect(wayBack({ from: '//evil.example/x', origins, fallback })).toBe(fallback)
    expect(wayBack({ from: 'https://evil.example/', origins, fallback })).toBe(fallback)
    expect(wayBack({ from: '/auth/signin?next=%2F', origins, fallback })).toBe(fallback)
    expect(wayBack({ from: '/v2/order', origins, fallback })).toBe(fallback)
    expect(wayBack({ referer: 'not a url', origins, fallback })).toBe(fallback)
    expect(wayBack({ origins, fallback })).toBe(fallback)
  })

  test('withFrom carries it on the page address, and leaves the plain address when it is the fallback', () => {
    expect(withFrom('/product/detail/7', '/search/1/result?searchWord=a', fallback)).toBe(
      '/product/detail/7?from=%2Fsearch%2F1%2Fresult%3FsearchWord%3Da',
    )
    expect(withFrom('/product/detail/7', fallback, fallback)).toBe('/product/detail/7')
  })
})
