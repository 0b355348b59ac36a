import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { action, loader } from './search.$productGroup1Id_.suggest'

/** Suggestions as you type: the search service's, the same for every guest (decision 037, 038). */
const live = liveBackendForFile()

type Suggestions = { suggestions: { text: string; type: string }[] }
const suggest = (browser: Browser, group: string, word: string) =>
  visit(browser, loader, `/search/${group}/suggest?word=${encodeURIComponent(word)}`, {}, { productGroup1Id: group })

describe('search suggestions', () => {
  test('a guest gets the search service’s suggestions for the word, shareable for a minute', async () => {
    const answer = await suggest(new Browser(), '1', '사료')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const expected = (await (
      await fetch(`${live.backend.url}/search/suggest?word=${encodeURIComponent('사료')}&productGroup1Id=1&size=8`)
    ).json()) as Suggestions
    const { suggestions } = (await answer.json()) as Suggestions
    expect(suggestions.length).toBeGreaterThan(0)
    expect(suggestions).toEqual(expected.suggestions)
  })

  test('a member’s answer is private', async () => {
    const { browser } = await signedInShopper(live.backend, 'suggestmember')
    const answer = await suggest(browser, '2', '모래')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('[R2.4] no word is no suggestions; an unknown group is a 404 with none', async () => {
    const empty = await suggest(new Browser(), '1', '   ')
    expect(empty.status).toBe(200)
    expect(((await empty.json()) as Suggestions).suggestions).toEqual([])
    const unknown = await suggest(new Browser(), '7', '사료')
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as Suggestions).suggestions).toEqual([])
  })

  test('a POST (the route reads nothing) is the Korean 405', async () => {
    const answer = action()
    expect(answer.status).toBe(405)
    expect(((await answer.json()) as { message: string }).message).toBe(MSG.error.badRequest)
  })
})
