import { createRemixStub } from '@remix-run/testing'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Reviews } from '~/domain/catalog.schema'
import { DEFAULT_REVIEW_QUERY, type ReviewQuery } from '~/domain/reviews'
import { ReviewList } from './ReviewList'
import { ScoreHistogram } from './ScoreHistogram'

test('a review service that did not answer is said so, not shown as a product without reviews', () => {
  const html = renderToString(<ReviewList reviews={null} query={DEFAULT_REVIEW_QUERY} />)
  expect(html).toContain('리뷰를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.')
  expect(html).not.toContain('아직 리뷰가 없어요')
})

test('a product nobody reviewed yet invites the first review', () => {
  const html = renderToString(
    <ReviewList
      reviews={{ productId: 1, averageScore: 0, totalCount: 0, scoreCounts: {}, photoCount: 0, reviews: [] }}
      query={DEFAULT_REVIEW_QUERY}
    />,
  )
  expect(html).toContain('아직 리뷰가 없어요. 첫 리뷰를 남겨 주세요.')
})

test('the score bars say each count and percent in text, 5점 first, the bar itself hidden from screen readers', () => {
  const html = renderToString(<ScoreHistogram counts={{ '5': 1200, '4': 400, '3': 120, '2': 50, '1': 36 }} total={1806} />)
  expect(html).toContain('aria-label="별점 분포"')
  const rows = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) =>
    (m[1] ?? '').replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span><\/span>/g, '').replace(/<[^>]+>/g, ''),
  )
  expect(rows).toEqual(['5점1,200개 (66%)', '4점400개 (22%)', '3점120개 (7%)', '2점50개 (3%)', '1점36개 (2%)'])
  expect(html).toContain('style="width:66%"')
})

// The stub's router runs useLayoutEffect, which React warns about on the server; only that warning is muted.
const consoleError = console.error
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('useLayoutEffect does nothing on the server')) return
    consoleError(...args)
  })
})
afterAll(() => {
  vi.restoreAllMocks()
})

/** The list as the product page at `url` renders it on the server. */
function renderAt(url: string, reviews: Reviews, query: ReviewQuery): string {
  const Stub = createRemixStub([{ path: '/product/detail/:productId', Component: () => <ReviewList reviews={reviews} query={query} /> }])
  return renderToString(<Stub initialEntries={[url]} />)
}

const page = (count: number, extra: Partial<Reviews> = {}): Reviews => ({
  productId: 7,
  averageScore: 4.2,
  totalCount: 1806,
  scoreCounts: { '5': 1200, '4': 400, '3': 120, '2': 50, '1': 36 },
  photoCount: 0,
  reviews: Array.from({ length: count }, (_, i) => ({
    reviewId: 100 - i,
    nickname: `회원${i}`,
    score: 5,
    text: '잘 먹어요.',
    createdAt: '2026-11-20T00:00:00Z',
    photos: [],
    editedAt: null,
    helpfulCount: 0,
    helped: false,
    mine: false,
  })),
  ...extra,
})

test('도움돼요 is a plain form to /review/helpful with the count, back to this page; ones own review shows the count only', () => {
  const reviews = page(2)
  reviews.reviews = [
    {
      ...(reviews.reviews[0] as Reviews['reviews'][number]),
      reviewId: 41,
      helpfulCount: 1234,
      helped: true,
      editedAt: '2026-11-21T00:00:00Z',
    },
    { ...(reviews.reviews[1] as Reviews['reviews'][number]), reviewId: 42, helpfulCount: 3, mine: true },
  ]
  const html = renderAt('/product/detail/7?reviewSort=SCORE_ASC', reviews, { ...DEFAULT_REVIEW_QUERY, sort: 'SCORE_ASC' })
  expect(html).toMatch(/<form method="post" action="\/review\/helpful"/)
  expect(html).toContain('name="reviewId" value="41"')
  expect(html).toContain('name="back" value="/product/detail/7?reviewSort=SCORE_ASC"')
  expect(html).toMatch(/aria-pressed="true"[^>]*>.*도움돼요 1,234/)
  expect(html).not.toContain('name="reviewId" value="42"')
  expect(html).toContain('도움돼요 3')
  expect(html).toContain('id="review-41"')
  expect(html).toContain('수정됨')
  // No JavaScript yet: the answer is the page again, not JSON.
  expect(html).not.toContain('name="js"')
})

test('더 보기 links to the next page, keeping the sort, landing on its first review; the sort links start again', () => {
  const html = renderAt('/product/detail/7?reviewSort=SCORE_ASC&reviewPage=2', page(10, { listedCount: 20 }), {
    sort: 'SCORE_ASC',
    photoOnly: false,
    pages: 2,
  })
  expect(html).toContain('href="/product/detail/7?reviewSort=SCORE_ASC&amp;reviewPage=3#review-page-3"')
  expect(html).toContain('20개 중 10개')
  expect(html).toContain('id="review-page-2"')
  expect(html).toContain('href="/product/detail/7?reviewSort=SCORE_DESC#reviews"')
  expect(html).toMatch(/aria-current="true"[^>]*>별점 낮은순/)
})

test('no 더 보기 once everything listed is shown', () => {
  const html = renderAt('/product/detail/7?reviewPage=4', page(20, { listedCount: 20 }), { ...DEFAULT_REVIEW_QUERY, pages: 4 })
  expect(html).not.toContain('리뷰 더 보기')
  expect(html).toContain('20개 중 20개')
})

test('a service that does not say how many it lists: 더 보기 while the pages asked for came full', () => {
  expect(renderAt('/product/detail/7', page(5), DEFAULT_REVIEW_QUERY)).toContain('리뷰 더 보기')
  expect(renderAt('/product/detail/7', page(4), DEFAULT_REVIEW_QUERY)).not.toContain('리뷰 더 보기')
})

test('포토 리뷰만 with nothing to show says so, and links back to all reviews', () => {
  const html = renderAt('/product/detail/7?photoReview=1', page(0, { listedCount: 0 }), { ...DEFAULT_REVIEW_QUERY, photoOnly: true })
  expect(html).toContain('아직 사진이 있는 리뷰가 없어요.')
  expect(html).toMatch(/<a class="review-photo-filter" aria-current="true"[^>]*href="\/product\/detail\/7#reviews"/)
})
