import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { DEFAULT_REVIEW_QUERY } from '~/domain/reviews'
import { ReviewList } from './ReviewList'
import { ScoreHistogram } from './ScoreHistogram'

test('a review service that did not answer is said so, not shown as a product without reviews', () => {
  const html = renderToString(<ReviewList reviews={null} query={DEFAULT_REVIEW_QUERY} />)
  expect(html).toContain('리뷰를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.')
  expect(html).not.toContain('아직 리뷰가 없어요')
})

test('a product nobody reviewed yet invites the first review', () => {
  const html = renderToString(<ReviewList reviews={{ productId: 1, averageScore: 0, totalCount: 0, scoreCounts: {}, photoCount: 0, reviews: [] }} query={DEFAULT_REVIEW_QUERY} />)
  expect(html).toContain('아직 리뷰가 없어요. 첫 리뷰를 남겨 주세요.')
})

test('the score bars say each count and percent in text, 5점 first, the bar itself hidden from screen readers', () => {
  const html = renderToString(<ScoreHistogram counts={{ '5': 1200, '4': 400, '3': 120, '2': 50, '1': 36 }} total={1806} />)
  expect(html).toContain('aria-label="별점 분포"')
  const rows = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<span[^>]*aria-hidden="true"[^>]*>.*?<\/span><\/span>/g, '').replace(/<[^>]+>/g, ''))
  expect(rows).toEqual(['5점1,200개 (66%)', '4점400개 (22%)', '3점120개 (7%)', '2점50개 (3%)', '1점36개 (2%)'])
  expect(html).toContain('style="width:66%"')
})
