import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { MAX_STORED_REVIEWS } from '../seed/reviews'
import { fetchJson, startTestBackend } from './helpers'

let backend: RunningBackend
let reviews: string

beforeAll(async () => {
  backend = await startTestBackend()
  reviews = `${backend.url}/review/reviews`
})
afterAll(() => backend.close())

type Review = {
  reviewId: number
  nickname: string
  score: number
  text: string
  createdAt: string
  petName: string | null
  petAgeLabel: string | null
  photos: string[]
}

async function productWith(where: string): Promise<{ id: number; count: number; score: number }> {
  const [row] = await backend.db.query<{ id: number; count: number; score: number }>(
    `select product_id as id, review_count as count, review_score::float8 as score from products where ${where} order by product_id limit 1`,
  )
  if (!row) throw new Error(`no product where ${where}`)
  return row
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0)
const mean = (counts: Record<string, number>) => Object.entries(counts).reduce((acc, [s, n]) => acc + Number(s) * n, 0) / sum(counts)

describe('GET /review/reviews', () => {
  it("answers the product's totals and its stored reviews, 10 a page, newest first", async () => {
    const product = await productWith('review_count > 200 and review_score < 4.5')
    const { status, headers, body } = await fetchJson(`${reviews}?productId=${product.id}`)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(body).toMatchObject({ productId: product.id, averageScore: product.score, totalCount: product.count })
    expect(Object.keys(body.scoreCounts).sort()).toEqual(['1', '2', '3', '4', '5'])
    expect(sum(body.scoreCounts)).toBe(product.count)
    expect(Math.abs(mean(body.scoreCounts) - product.score)).toBeLessThan(0.1)
    expect(body.reviews).toHaveLength(10)
    for (const review of body.reviews as Review[]) {
      expect(Object.keys(review).sort()).toEqual(['createdAt', 'nickname', 'petAgeLabel', 'petName', 'photos', 'reviewId', 'score', 'text'])
      expect(review.score).toBeGreaterThanOrEqual(1)
      expect(review.score).toBeLessThanOrEqual(5)
      expect(review.text).toMatch(/^[가-힣].*[.!]$/)
      expect(review.nickname.length).toBeGreaterThan(0)
      expect(new Date(review.createdAt).toISOString()).toBe(review.createdAt)
      expect(review.photos).toEqual([])
      if (review.petAgeLabel !== null) expect(review.petAgeLabel).toMatch(/^\d+(살|개월)$/)
      expect(review.petName === null).toBe(review.petAgeLabel === null)
    }
    const dates = (body.reviews as Review[]).map((r) => r.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('pages through the stored reviews: page 2 continues page 1, then nothing', async () => {
    const product = await productWith('review_count > 100')
    const page = async (n: number, size = 10) =>
      ((await fetchJson(`${reviews}?productId=${product.id}&page=${n}&size=${size}`)).body.reviews as Review[]).map((r) => r.reviewId)
    const [first, second, third, all] = [await page(1), await page(2), await page(3), await page(1, 30)]
    expect([...first, ...second]).toEqual(all)
    expect(new Set(all).size).toBe(MAX_STORED_REVIEWS)
    expect(third).toEqual([])
  })

  it.each([
    ['SCORE_DESC', (a: number, b: number) => a >= b],
    ['SCORE_ASC', (a: number, b: number) => a <= b],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    const product = await productWith('review_count > 100 and review_score < 4.6')
    const { body } = await fetchJson(`${reviews}?productId=${product.id}&sort=${sort}&size=30`)
    const scores = (body.reviews as Review[]).map((r) => r.score)
    expect(new Set(scores).size).toBeGreaterThan(1)
    for (let i = 1; i < scores.length; i++) expect(inOrder(scores[i - 1] ?? 0, scores[i] ?? 0)).toBe(true)
  })

  it('stores all reviews of a product with at most 20, matching its score counts exactly', async () => {
    const product = await productWith('review_count between 8 and 20')
    const { body } = await fetchJson(`${reviews}?productId=${product.id}&size=30`)
    expect(body.reviews).toHaveLength(product.count)
    const stored: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
    for (const review of body.reviews as Review[]) stored[review.score] = (stored[review.score] ?? 0) + 1
    expect(body.scoreCounts).toEqual(stored)
  })

  it('seeds min(reviewCount, 20) reviews for every product, by seeded members', async () => {
    const [row] = await backend.db.query<{ wrong: number; strangers: number }>(
      `select (select count(*)::int from products p
                where (select count(*) from reviews r where r.product_id = p.product_id) <> least(p.review_count, $1)) as wrong,
              (select count(*)::int from reviews r left join users u using (user_id)
                where u.user_id is null or u.nickname <> r.nickname) as strangers`,
      [MAX_STORED_REVIEWS],
    )
    expect(row).toEqual({ wrong: 0, strangers: 0 })
  })

  it('answers zeros for a product without reviews', async () => {
    const product = await productWith('review_count = 0')
    const { status, body } = await fetchJson(`${reviews}?productId=${product.id}`)
    expect(status).toBe(200)
    expect(body).toEqual({
      productId: product.id,
      averageScore: 0,
      totalCount: 0,
      scoreCounts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      photoCount: 0,
      listedCount: 0,
      reviews: [],
    })
  })

  it('answers 404 for unknown and malformed products, 400 for bad paging and sorts', async () => {
    for (const id of ['999999', '0', '-3', 'abc', '1e20', '']) {
      const { status, body } = await fetchJson(`${reviews}?productId=${id}`)
      expect(status, id).toBe(404)
      expect(body.code).toBe('NOT_FOUND')
    }
    for (const query of ['page=0', 'page=-2', 'page=x', 'size=0', 'size=31', 'size=1.5', 'sort=NEWEST', 'sort=latest']) {
      const { status, body } = await fetchJson(`${reviews}?productId=1024&${query}`)
      expect(status, query).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
    }
  })
})
