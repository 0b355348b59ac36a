import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { type Browser, communityBrowser, visit } from '../../../tests/fixtures/route-browser'
import { communityAuthor } from '../../../tests/fixtures/route-members'
import { loader } from './community._index'

/** `/community`: the feed by category, sort and hashtag, ten at a time (spec §3, §9), behind `communityVisible` (decision 011). */
const live = liveBackendForFile()

type Page = {
  query: { category: string | null; sort: string; hashtag: string | null; page: number }
  feed: { posts: { postId: number; text: string; likedByMe: boolean; hashtags: string[] }[]; totalCount: number; size: number }
  isGuest: boolean
}
const feedOf = async (browser: Browser, path: string) => {
  const answer = await visit(browser, loader, path)
  expect(answer.status, path).toBe(200)
  return { answer, page: (await answer.clone().json()) as Page }
}
const liveCount = async (category: string) =>
  (
    await live.backend.db.query<{ n: number }>(
      'select count(*)::int as n from community_posts where category = $1 and deleted_at is null',
      [category],
    )
  )[0]?.n

describe('the community feed', () => {
  test('[R3.16] [R9.5] 최신순 of a category: a new post comes first; the count is the category’s posts that are not deleted', async () => {
    const author = await communityAuthor(live.backend, 'feednew', '오늘 처음 산책했어요 신나요')
    const { page } = await feedOf(author.browser, '/community?category=BOAST&sort=LATEST')
    expect(page.query).toEqual({ category: 'BOAST', sort: 'LATEST', hashtag: null, page: 1 })
    expect(page.feed.posts[0]).toMatchObject({ postId: author.postId, text: '오늘 처음 산책했어요 신나요', hashtags: ['산책'] })
    expect(page.feed.totalCount).toBe(await liveCount('BOAST'))
    expect(page.feed.size).toBe(10)
    expect(page.feed.posts.length).toBeLessThanOrEqual(10)
    expect(page.isGuest).toBe(false)
  })

  test('a hashtag shows only its posts', async () => {
    const author = await communityAuthor(live.backend, 'feedtag')
    const { page } = await feedOf(await communityBrowser('feedtagguest'), `/community?hashtag=${encodeURIComponent('#산책')}&sort=LATEST`)
    expect(page.query.hashtag).toBe('산책')
    expect(page.feed.posts.map((p) => p.postId)).toContain(author.postId)
    expect(page.feed.posts.every((p) => p.hashtags.includes('산책'))).toBe(true)
  })

  test('a member’s feed (liked by me) is private; a guest’s carries the community cookie the first time, so it is private too', async () => {
    const author = await communityAuthor(live.backend, 'feedcache')
    expect((await feedOf(author.browser, '/community')).answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const guest = await communityBrowser('feedguest')
    const { answer, page } = await feedOf(guest, '/community')
    expect(page.isGuest).toBe(true)
    expect(answer.headers.get('set-cookie')).toMatch(/^pd_community=/)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const again = await feedOf(guest, '/community')
    expect(again.answer.headers.get('set-cookie')).toBeNull()
    expect(again.answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })

  test('[decision 011] a device outside the experiment gets the not-found page', async () => {
    const browser = await communityBrowser('feedoff', false)
    expect((await visit(browser, loader, '/community')).status).toBe(404)
  })

  test('[R3.16] an unknown category or sort falls back to the whole feed, not an error', async () => {
    const { page } = await feedOf(await communityBrowser('feedbad'), '/community?category=NOPE&sort=RANDOM&page=-3')
    expect(page.query).toEqual({ category: null, sort: 'POPULARITY', hashtag: null, page: 1 })
  })
})
