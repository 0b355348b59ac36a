import { describe, expect, test } from 'vitest'
import { inPages, MAX_REVIEW_PAGES, parseReviewQuery, reviewCalls, reviewSearch, scoreHistogram } from './reviews'

const params = (search: string) => new URLSearchParams(search)

describe('the review query of the product page', () => {
  test('the plain address is the latest reviews, all of them, first page', () => {
    expect(parseReviewQuery(params(''))).toEqual({ sort: 'LATEST', photoOnly: false, pages: 1 })
  })

  test('reads the sort, the photo filter and the pages shown', () => {
    expect(parseReviewQuery(params('reviewSort=SCORE_ASC&photoReview=1&reviewPage=3'))).toEqual({
      sort: 'SCORE_ASC',
      photoOnly: true,
      pages: 3,
    })
  })

  test('unknown values fall back; pages are clamped at the edges', () => {
    expect(parseReviewQuery(params('reviewSort=score_desc&photoReview=true&reviewPage=0'))).toEqual({
      sort: 'LATEST',
      photoOnly: false,
      pages: 1,
    })
    expect(parseReviewQuery(params('reviewPage=-2')).pages).toBe(1)
    expect(parseReviewQuery(params('reviewPage=1.5')).pages).toBe(1)
    expect(parseReviewQuery(params('reviewPage=abc')).pages).toBe(1)
    expect(parseReviewQuery(params(`reviewPage=${MAX_REVIEW_PAGES}`)).pages).toBe(MAX_REVIEW_PAGES)
    expect(parseReviewQuery(params(`reviewPage=${MAX_REVIEW_PAGES + 1}`)).pages).toBe(MAX_REVIEW_PAGES)
  })

  test('더 보기 keeps the sort and filter and adds a page', () => {
    expect(reviewSearch(params('reviewSort=SCORE_DESC&photoReview=1'), { pages: 2 })).toBe(
      '?reviewSort=SCORE_DESC&photoReview=1&reviewPage=2',
    )
  })

  test('a new sort or filter starts again at the first page', () => {
    expect(reviewSearch(params('reviewPage=4'), { sort: 'SCORE_ASC' })).toBe('?reviewSort=SCORE_ASC')
    expect(reviewSearch(params('reviewSort=SCORE_ASC&reviewPage=4'), { photoOnly: true })).toBe('?reviewSort=SCORE_ASC&photoReview=1')
  })

  test('defaults leave the address plain; the page keeps its other parameters', () => {
    expect(reviewSearch(params('reviewSort=SCORE_ASC'), { sort: 'LATEST' })).toBe('')
    expect(reviewSearch(params('from=search&photoReview=1'), { photoOnly: false })).toBe('?from=search')
  })
})

describe('review service calls for the pages shown', () => {
  test('up to 6 pages of 5 come in one call', () => {
    expect(reviewCalls(1)).toEqual({ calls: [{ page: 1, size: 5 }], wanted: 5 })
    expect(reviewCalls(6)).toEqual({ calls: [{ page: 1, size: 30 }], wanted: 30 })
  })

  test('more come in pages of 30', () => {
    expect(reviewCalls(7)).toEqual({
      calls: [
        { page: 1, size: 30 },
        { page: 2, size: 30 },
      ],
      wanted: 35,
    })
    expect(reviewCalls(12).calls).toHaveLength(2)
    expect(reviewCalls(13).calls).toHaveLength(3)
  })
})

test('a list is cut into the pages of 5 it came in', () => {
  expect(inPages([1, 2, 3, 4, 5, 6, 7])).toEqual([
    [1, 2, 3, 4, 5],
    [6, 7],
  ])
  expect(inPages([])).toEqual([])
})

describe('the score histogram', () => {
  test('bars from 5 to 1 with counts and whole percents adding up to 100', () => {
    const bars = scoreHistogram({ '5': 1200, '4': 400, '3': 120, '2': 50, '1': 36 }, 1806)
    expect(bars.map((b) => b.score)).toEqual([5, 4, 3, 2, 1])
    expect(bars.map((b) => b.count)).toEqual([1200, 400, 120, 50, 36])
    // 66.44, 22.14, 6.64, 2.76, 1.99: floors 66+22+6+2+1 = 97, the three largest remainders get one more.
    expect(bars.map((b) => b.percent)).toEqual([66, 22, 7, 3, 2])
    expect(bars.reduce((a, b) => a + b.percent, 0)).toBe(100)
  })

  test('thirds: the tie goes to the higher score', () => {
    expect(scoreHistogram({ '5': 1, '4': 1, '3': 1, '2': 0, '1': 0 }, 3).map((b) => b.percent)).toEqual([34, 33, 33, 0, 0])
  })

  test('a score nobody gave stays at 0%, however the others round', () => {
    const bars = scoreHistogram({ '5': 7, '4': 0, '3': 0, '2': 0, '1': 0 }, 7)
    expect(bars.map((b) => b.percent)).toEqual([100, 0, 0, 0, 0])
  })

  test('no reviews: zeros, not NaN', () => {
    expect(scoreHistogram({}, 0)).toEqual([5, 4, 3, 2, 1].map((score) => ({ score, count: 0, percent: 0 })))
  })
})
