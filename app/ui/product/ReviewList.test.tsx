import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ReviewList } from './ReviewList'

test('a review service that did not answer is said so, not shown as a product without reviews', () => {
  const html = renderToString(<ReviewList reviews={null} />)
  expect(html).toContain('리뷰를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.')
  expect(html).not.toContain('아직 리뷰가 없어요')
})

test('a product nobody reviewed yet invites the first review', () => {
  const html = renderToString(<ReviewList reviews={{ productId: 1, averageScore: 0, totalCount: 0, scoreCounts: {}, reviews: [] }} />)
  expect(html).toContain('아직 리뷰가 없어요. 첫 리뷰를 남겨 주세요.')
})
