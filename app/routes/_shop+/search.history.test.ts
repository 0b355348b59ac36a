import { describe, expect, test } from 'vitest'
import * as SEARCH_MSG from '~/domain/messages.search'
import { flashStorage } from '~/session/cookies.server'
import { recentlyViewedHeader } from '~/session/preferences.server'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, visit as visitRoute } from '../../../tests/fixtures/route-browser'

/** The search routes under /search/1. */
const visit = (browser: Browser, route: unknown, path: string, init: RequestInit = {}) =>
  visitRoute(browser, route, path, init, { productGroup1Id: '1' })

import { action as homeAction, loader as homeLoader } from './search.$productGroup1Id'
import { loader as goLoader } from './search.$productGroup1Id_.go'
import { loader as resultLoader } from './search.$productGroup1Id_.result'

/** Decision 050: 최근 검색어 and removable 최근 본 상품 on the search home; chips and prices on the results. */
liveBackendForFile()

type Home = { words: string[]; recent: { productId: number }[] }
const home = async (browser: Browser) => (await (await visit(browser, homeLoader, '/search/1')).json()) as Home
/** A search as the search box sends it: through /go, which remembers the word and leads to the results. */
const searchFor = async (browser: Browser, word: string) => {
  const answer = await visit(browser, goLoader, `/search/1/go?${new URLSearchParams({ word })}`)
  expect(answer.status).toBe(302)
  return answer
}
const toastOf = async (browser: Browser) =>
  ((await flashStorage().getSession(browser.jar.header())).get('toast') as { message: string; tone: string } | undefined) ?? null

describe('최근 검색어 (decision 050)', () => {
  test('kept per device: newest first, each once, ten at most', async () => {
    const browser = new Browser()
    expect((await home(browser)).words).toEqual([])
    for (const word of ['사료', '간식', '사료']) await searchFor(browser, word)
    expect((await home(browser)).words).toEqual(['사료', '간식'])
    for (let i = 0; i < 11; i++) await searchFor(browser, `방석${i}`)
    const { words } = await home(browser)
    expect(words).toHaveLength(10)
    expect(words[0]).toBe('방석10')
    // Another device has its own list.
    expect((await home(new Browser())).words).toEqual([])
  })

  test('delete one, then delete all, as plain posts', async () => {
    const browser = new Browser()
    for (const word of ['사료', '간식', '방석']) await searchFor(browser, word)
    const answer = await visit(browser, homeAction, '/search/1', formPost({ intent: 'deleteWord', word: '간식' }))
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/search/1')
    expect((await home(browser)).words).toEqual(['방석', '사료'])
    expect((await toastOf(browser))?.message).toBe(SEARCH_MSG.deletedWord)
    await visit(browser, homeAction, '/search/1', formPost({ intent: 'deleteAllWords' }))
    expect((await home(browser)).words).toEqual([])
  })

  test('a search term of 10 kB is kept as its first 50 characters, never a 5xx', async () => {
    const browser = new Browser()
    const long = '가'.repeat(10_000)
    const answer = await searchFor(browser, long)
    expect(answer.headers.get('location')).toBe(`/search/1/result?${new URLSearchParams({ word: '가'.repeat(50) })}`)
    expect((await home(browser)).words).toEqual(['가'.repeat(50)])
  })

  test('/go leads to the results of the word, is never stored, and sends an empty word to the search home', async () => {
    const browser = new Browser()
    const answer = await searchFor(browser, '  고양이   모래 ')
    expect(answer.headers.get('location')).toBe(`/search/1/result?${new URLSearchParams({ word: '고양이 모래' })}`)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    const empty = await visit(browser, goLoader, '/search/1/go?word=%20%20')
    expect(empty.headers.get('location')).toBe('/search/1')
    expect(empty.headers.get('set-cookie')).toBeNull()
    // The same word again writes nothing: the list did not change.
    expect((await searchFor(browser, '고양이 모래')).headers.get('set-cookie')).toBeNull()
  })

  test('the results page a guest can share with a cache sets no cookie and stays public (decision 038)', async () => {
    const browser = new Browser()
    await searchFor(browser, '간식')
    const answer = await visit(browser, resultLoader, `/search/1/result?${new URLSearchParams({ word: '사료' })}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/)
    // A shared link read is not a search this device typed: the list is as it was.
    expect((await home(browser)).words).toEqual(['간식'])
  })
})

describe('최근 본 상품 can be removed (decision 050)', () => {
  test('one, then all', async () => {
    const browser = new Browser()
    browser.jar.store([await recentlyViewedHeader([1651, 1652, 1653])])
    expect((await home(browser)).recent.map((p) => p.productId)).toEqual([1651, 1652, 1653])
    await visit(browser, homeAction, '/search/1', formPost({ intent: 'deleteViewed', productId: '1652' }))
    expect((await home(browser)).recent.map((p) => p.productId)).toEqual([1651, 1653])
    await visit(browser, homeAction, '/search/1', formPost({ intent: 'deleteAllViewed' }))
    expect((await home(browser)).recent).toEqual([])
  })

  test('forged posts change nothing and say so in Korean', async () => {
    const browser = new Browser()
    browser.jar.store([await recentlyViewedHeader([1651])])
    await searchFor(browser, '사료')
    const forged: Record<string, string>[] = [
      { intent: 'hack' },
      { intent: 'deleteViewed', productId: 'abc' },
      { intent: 'deleteViewed' },
      { intent: 'deleteWord' },
      {},
    ]
    for (const fields of forged) {
      const answer = await visit(browser, homeAction, '/search/1', formPost(fields))
      expect(answer.status, JSON.stringify(fields)).toBe(302)
      expect((await toastOf(browser))?.tone).toBe('error')
      expect((await toastOf(browser))?.message).toMatch(/[가-힣]/)
    }
    const after = await home(browser)
    expect(after.words).toEqual(['사료'])
    expect(after.recent.map((p) => p.productId)).toEqual([1651])
  })
})

describe('the results: chosen filters as chips, prices with separators (decision 050)', () => {
  test('a price typed as 12,000 searches as 12000 at one address', async () => {
    const browser = new Browser()
    const answer = await visit(browser, resultLoader, '/search/1/result?word=%EB%B0%A9%EC%84%9D&minPrice=12%2C000&maxPrice=')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/search/1/result?word=%EB%B0%A9%EC%84%9D&minPrice=12000')
  })

  test('the chips name every chosen filter and link to the search without it', async () => {
    const browser = new Browser()
    const answer = await visit(browser, resultLoader, '/search/1/result?word=%EB%B0%A9%EC%84%9D&deliveryType=morning&minPrice=12000')
    const { chips } = (await answer.json()) as { chips: { label: string; href: string }[] }
    expect(chips.map((chip) => chip.label)).toEqual(['새벽배송', '12,000원 이상'])
    expect(chips[1]?.href).toBe('/search/1/result?word=%EB%B0%A9%EC%84%9D&deliveryType=morning')
  })

  test('forged filter values search with the defaults, never a 5xx', async () => {
    const browser = new Browser()
    const answer = await visit(
      browser,
      resultLoader,
      "/search/1/result?word=%EB%B0%A9%EC%84%9D&brandId=1'%20or%201=1&minPrice=1e9&categoryId=-3&deliveryType=%3Cscript%3E",
    )
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/search/1/result?word=%EB%B0%A9%EC%84%9D')
  })
})
