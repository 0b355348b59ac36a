import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
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
  it("answers the product's totals as its stored reviews make them, 10 a page, newest first", async () => {
    const product = await productWith('review_count > 100 and review_score < 4.8')
    const { status, headers, body } = await fetchJson(`${reviews}?productId=${product.id}`)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(body).toMatchObject({
      productId: product.id,
      averageScore: product.score,
      totalCount: product.count,
      listedCount: product.count,
    })
    // Decision 047: the bars are the stored scores themselves, and add up to the count.
    const stored = await backend.db.query<{ score: number; n: number }>(
      'select score, count(*)::int as n from reviews where product_id = $1 group by score',
      [product.id],
    )
    const tally: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
    for (const { score, n } of stored) tally[String(score)] = n
    expect(body.scoreCounts).toEqual(tally)
    expect(sum(body.scoreCounts)).toBe(product.count)
    expect(Math.abs(mean(body.scoreCounts) - product.score)).toBeLessThanOrEqual(0.05)
    expect(body.reviews).toHaveLength(10)
    for (const review of body.reviews as Review[]) {
      expect(Object.keys(review).sort()).toEqual(
        [
          'createdAt',
          'editedAt',
          'helped',
          'helpfulCount',
          'mine',
          'nickname',
          'petAgeLabel',
          'petName',
          'photos',
          'reviewId',
          'score',
          'text',
        ].sort(),
      )
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

  it('pages through every stored review of a product with many: the last page ends at the count', async () => {
    const product = await productWith('review_count > 100')
    const ids: number[] = []
    for (let n = 1; n <= 20; n++) {
      const { body } = await fetchJson(`${reviews}?productId=${product.id}&page=${n}&size=30`)
      if (body.reviews.length === 0) break
      ids.push(...(body.reviews as Review[]).map((r) => r.reviewId))
    }
    expect(ids).toHaveLength(product.count)
    expect(new Set(ids).size).toBe(product.count)
  })

  it.each([
    ['SCORE_DESC', (a: number, b: number) => a >= b],
    ['SCORE_ASC', (a: number, b: number) => a <= b],
  ] as const)('sorts by %s', async (sort, inOrder) => {
    // One page of 30 holds all its reviews, so both ends of the order are on it.
    const product = await productWith('review_count between 10 and 30 and review_score < 4.6')
    const { body } = await fetchJson(`${reviews}?productId=${product.id}&sort=${sort}&size=30`)
    const scores = (body.reviews as Review[]).map((r) => r.score)
    expect(new Set(scores).size).toBeGreaterThan(1)
    for (let i = 1; i < scores.length; i++) expect(inOrder(scores[i - 1] ?? 0, scores[i] ?? 0)).toBe(true)
  })

  it("keeps every product's review count and score equal to its stored reviews', by seeded members", async () => {
    const [row] = await backend.db.query<{ wrong: number; strangers: number; most: number }>(
      `select (select count(*)::int from products p
                left join (select product_id, count(*)::int as n, round(avg(score), 1) as score from reviews group by product_id) r
                  using (product_id)
                where p.review_count <> coalesce(r.n, 0) or p.review_score <> coalesce(r.score, 0)) as wrong,
              (select count(*)::int from reviews r left join users u using (user_id)
                where u.user_id is null or u.nickname <> r.nickname) as strangers,
              (select max(review_count)::int from products) as most`,
    )
    expect(row).toMatchObject({ wrong: 0, strangers: 0 })
    // The product page pages through 40 pages of 5 (app/domain/reviews.ts): every product fits.
    expect(row?.most).toBeGreaterThan(100)
    expect(row?.most).toBeLessThanOrEqual(200)
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
