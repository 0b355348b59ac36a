import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { scoreCounts } from '../reviews/scores'
import { fetchJson, startTestBackend } from './helpers'

/** Decision 024: 더 보기, 포토 리뷰만 and the sorts of the product page, on GET /review/reviews. */

let backend: RunningBackend
let reviews: string
let productId: number
/** The reviews this file adds: four of one score and one second, three of them with photos. */
let added: number[]

type Review = { reviewId: number; score: number; createdAt: string; photos: string[] }
const SORTS = ['LATEST', 'SCORE_DESC', 'SCORE_ASC'] as const

beforeAll(async () => {
  backend = await startTestBackend()
  reviews = `${backend.url}/review/reviews`
  const [product] = await backend.db.query<{ id: number }>(
    'select product_id as id from products where review_count between 8 and 12 order by product_id limit 1',
  )
  productId = product?.id ?? 0
  // The newest second of all, so LATEST starts with them; one score, so only the tie-break orders them.
  const at = '2030-01-01T00:00:00.000Z'
  const rows = await backend.db.query<{ id: number }>(
    `insert into reviews (product_id, user_id, nickname, score, text, created_at, photo_keys)
     values ($1, 4, '테스트', 5, '사진과 함께 남긴 후기예요.', $2, array['aaaaaaaaaaaaaaaaaaaaaaaaaa']),
            ($1, 4, '테스트', 5, '사진 없이 남긴 후기예요.', $2, array[]::text[]),
            ($1, 4, '테스트', 5, '사진과 함께 남긴 후기예요.', $2, array['bbbbbbbbbbbbbbbbbbbbbbbbbb']),
            ($1, 4, '테스트', 5, '사진 두 장과 남긴 후기예요.', $2, array['cccccccccccccccccccccccccc', 'dddddddddddddddddddddddddd'])
     returning review_id as id`,
    [productId, at],
  )
  added = rows.map((row) => row.id)
})
afterAll(() => backend.close())

async function page(query: string): Promise<{
  status: number
  body: { listedCount: number; photoCount: number; totalCount: number; scoreCounts: Record<string, number>; reviews: Review[] }
}> {
  return fetchJson(`${reviews}?productId=${productId}&${query}`)
}

/** Every page of a query, 3 at a time, until an empty one. */
async function walk(query: string): Promise<Review[]> {
  const all: Review[] = []
  for (let n = 1; n < 20; n++) {
    const { body } = await page(`${query}&page=${n}&size=3`)
    if (body.reviews.length === 0) return all
    all.push(...body.reviews)
  }
  throw new Error('more than 20 pages')
}

describe('GET /review/reviews: paging, photo filter and sorts', () => {
  it('lists only reviews with photos for photoOnly=true, and counts them', async () => {
    const { status, body } = await page('photoOnly=true&size=30')
    expect(status).toBe(200)
    expect(body.photoCount).toBe(3)
    expect(body.listedCount).toBe(3)
    expect(body.reviews.map((r) => r.reviewId).sort()).toEqual([added[0], added[2], added[3]].sort())
    for (const review of body.reviews) expect(review.photos.length).toBeGreaterThan(0)
    expect(body.reviews.find((r) => r.reviewId === added[3])?.photos).toEqual([
      '/cdn/reviews/cccccccccccccccccccccccccc.webp',
      '/cdn/reviews/dddddddddddddddddddddddddd.webp',
    ])
    const everything = await page('size=30')
    expect(everything.body.photoCount).toBe(3)
    expect(everything.body.listedCount).toBe(everything.body.reviews.length)
    // The filter narrows the list, never the product's totals.
    expect(body.totalCount).toBe(everything.body.totalCount)
    expect(body.scoreCounts).toEqual(everything.body.scoreCounts)
  })

  for (const sort of SORTS) {
    for (const photoOnly of [false, true]) {
      it(`pages of 3 with ${sort}${photoOnly ? ' and photos only' : ''} add up to the one long page, each review once, listedCount in all`, async () => {
        const query = `sort=${sort}&photoOnly=${photoOnly}`
        const pages = await walk(query)
        const whole = await page(`${query}&size=30`)
        expect(pages.map((r) => r.reviewId)).toEqual(whole.body.reviews.map((r) => r.reviewId))
        expect(new Set(pages.map((r) => r.reviewId)).size).toBe(pages.length)
        expect(pages).toHaveLength(whole.body.listedCount)
      })
    }
  }

  it('orders ties (one score, one second) by the newest review id, in every sort', async () => {
    const newestFirst = [...added].sort((a, b) => b - a)
    const latest = (await page('sort=LATEST&size=4')).body.reviews.map((r) => r.reviewId)
    expect(latest).toEqual(newestFirst)
    const best = (await page('sort=SCORE_DESC&size=30')).body.reviews.filter((r) => added.includes(r.reviewId)).map((r) => r.reviewId)
    expect(best).toEqual(newestFirst)
    const worst = (await page('sort=SCORE_ASC&size=30')).body.reviews
    const scores = worst.map((r) => r.score)
    expect([...scores].sort((a, b) => a - b)).toEqual(scores)
    expect(worst.filter((r) => added.includes(r.reviewId)).map((r) => r.reviewId)).toEqual(newestFirst)
  })

  it('refuses photoOnly other than true or false', async () => {
    for (const value of ['1', 'yes', 'TRUE', '']) {
      const { status, body } = await fetchJson(`${reviews}?productId=${productId}&photoOnly=${value}`)
      expect(status, value).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
    }
  })

  it("every product's score counts add up to its review count, the total the shop shows", async () => {
    const products = await backend.db.query<{ count: number; score: number }>(
      'select review_count as count, review_score::float8 as score from products',
    )
    expect(products.length).toBeGreaterThan(1000)
    const wrong = products.filter(({ count, score }) => Object.values(scoreCounts(count, score)).reduce((a, b) => a + b, 0) !== count)
    expect(wrong).toEqual([])
    const { body } = await page('size=1')
    expect(Object.values(body.scoreCounts).reduce((a, b) => a + b, 0)).toBe(body.totalCount)
  })
})
