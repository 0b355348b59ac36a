import { describe, expect, test } from 'vitest'
import * as MSG from '~/domain/messages'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, signInNext, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { action, loader } from './address.postcode'

/** `/address/postcode?q=&page=`: 우편번호 찾기 answered inline for the address page's island. */
const live = liveBackendForFile()

type Answer = {
  search: {
    q: string
    page: number
    failed: boolean
    answer: { results: { zipCode: string; roadAddress: string }[]; totalCount: number } | null
  } | null
}

describe('우편번호 찾기', () => {
  test('finds what V2’s postcode search finds for the words, private to the member', async () => {
    const { browser, token } = await signedInShopper(live.backend, 'postcodefind')
    const answer = await visit(browser, loader, `/address/postcode?q=${encodeURIComponent('세종대로')}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const { search } = (await answer.json()) as Answer
    const stored = (await v2Call(live.backend, '/address/search', token, { keyword: '세종대로', page: 1, size: 10 })).body as {
      total_count: number
      results: { zip_code: string }[]
    }
    expect(search).toMatchObject({ q: '세종대로', page: 1, failed: false })
    expect(search?.answer?.totalCount).toBe(stored.total_count)
    expect(stored.total_count).toBeGreaterThan(0)
    expect(search?.answer?.results.map((r) => r.zipCode)).toEqual(stored.results.map((r) => r.zip_code))
  })

  test('no words: nothing asked, nothing found; a blank query is an empty search', async () => {
    const { browser } = await signedInShopper(live.backend, 'postcodeempty')
    expect(((await (await visit(browser, loader, '/address/postcode')).json()) as Answer).search).toBeNull()
    expect(((await (await visit(browser, loader, '/address/postcode?q=')).json()) as Answer).search).toEqual({
      q: '',
      page: 1,
      answer: null,
      failed: false,
    })
  })

  test('[R6.1] a guest is sent to sign in; a POST (the route reads nothing) is the Korean 405', async () => {
    expect(signInNext(await visit(new Browser(), loader, '/address/postcode?q=x'))).toBe('/address/postcode?q=x')
    const posted = action()
    expect(posted.status).toBe(405)
    expect(((await posted.json()) as { message: string }).message).toBe(MSG.error.badRequest)
  })
})
