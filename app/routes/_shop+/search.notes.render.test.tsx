import { describe, expect, test } from 'vitest'
import * as SEARCH_MSG from '~/domain/messages.search'
import type { SearchResult } from '~/domain/search.schema'
import { SearchNotes } from '~/ui/search/SearchHelp'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { renderInRoute, silenceLayoutEffectWarning } from '../../../tests/fixtures/render'
import { Browser, visit as visitRoute } from '../../../tests/fixtures/route-browser'
import { loader as goLoader } from './search.$productGroup1Id_.go'
import { loader as resultLoader } from './search.$productGroup1Id_.result'

/** Decision 057: what the results page says above the results when words were set aside or a correction applied. */
liveBackendForFile()
silenceLayoutEffectWarning()

const visit = (browser: Browser, route: unknown, path: string) => visitRoute(browser, route, path, {}, { productGroup1Id: '1' })
type Page = SearchResult & { query: { word: string } }
const results = async (query: Record<string, string>) => {
  const answer = await visit(new Browser(), resultLoader, `/search/1/result?${new URLSearchParams(query)}`)
  expect(answer.status).toBe(200)
  return (await answer.json()) as Page
}
/** The notes as the page renders them, without JavaScript: plain text and links. */
const notes = (page: Page) => renderInRoute(<SearchNotes group={1} word={page.query.word} answer={page} />).replaceAll('<!-- -->', '')

describe('the results page names what it left out and what it corrected (decision 057)', () => {
  test('‘추천’은 빼고 찾았어요 above the 관절 영양제 products', async () => {
    const page = await results({ word: '관절 영양제 추천' })
    expect(page.totalCount).toBeGreaterThan(0)
    expect(page.setAside).toEqual(['추천'])
    expect(notes(page)).toContain('‘추천’은 빼고 찾았어요.')
    expect(SEARCH_MSG.setAside('추천', '말티즈')).toBe('‘추천’, ‘말티즈’는 빼고 찾았어요.')
  })

  test('‘사로’ 대신 ‘사료’로 찾은 결과예요 · ‘사로’로 검색, a link through /go that searches as typed', async () => {
    const page = await results({ word: '사로' })
    expect(page.totalCount).toBeGreaterThan(0)
    const html = notes(page)
    expect(html).toContain('‘사로’ 대신 ‘사료’로 찾은 결과예요.')
    const asTyped = `/search/1/go?${new URLSearchParams({ word: '사로', asTyped: 'true' })}`
    expect(html).toContain(`href="${asTyped.replaceAll('&', '&amp;')}"`)
    expect(html).toMatch(/<a[^>]*>‘사로’로 검색<\/a>/)
    // The correction says what was searched: no second ‘사료’로 찾은 결과예요.
    expect(html.split('찾은 결과예요').length).toBe(2)

    const go = await visit(new Browser(), goLoader, asTyped)
    expect(go.status).toBe(302)
    const location = go.headers.get('location') ?? ''
    expect(location).toBe(`/search/1/result?${new URLSearchParams({ word: '사로', asTyped: 'true' })}`)
    const typed = await results(Object.fromEntries(new URL(location, 'http://shop').searchParams))
    expect(typed.totalCount).toBe(0)
    expect(typed.appliedCorrection).toBeUndefined()
    expect(typed.correction?.word).toBe('사료')
  })
})
