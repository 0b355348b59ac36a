import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'
import { picture, upload } from './review-uploads'

/** Decision 047: a member edits or deletes their review within 30 days; 도움돼요; what deleting takes back. */

let backend: RunningBackend
let demo: string
let cat: string

beforeAll(async () => {
  backend = await startTestBackend()
  demo = await signIn(backend, DEMO_USERS.demo)
  cat = await signIn(backend, DEMO_USERS.cat)
  // More delivered lines for the demo member than her six: one review each below.
  await backend.db.query(
    `insert into order_items (order_id, line_no, product_id, price, quantity, option_id, option_name, list_price)
     select order_id, 10 + g, product_id, price, quantity, option_id, option_name, list_price
       from order_items, generate_series(1, 12) g where order_id = 1 and line_no = 1`,
  )
})
afterAll(() => backend.close())

type Line = { orderId: number; lineNo: number; productId: number; rewardPaid: boolean }
const text = '산책하고 와서 잘 먹었어요. 또 살게요.'
const call = (path: string, token: string | undefined, body: Record<string, unknown> = {}) =>
  postJson(`${backend.url}/review/reviews${path}`, body, token ? { authorization: token } : {})
const writable = async (token: string): Promise<Line[]> =>
  (await fetchJson(`${backend.url}/review/reviews/writable`, { headers: { authorization: token } })).body.items
const photoKey = async (token = demo): Promise<string> => (await upload(backend, token, [{ bytes: await picture('png') }])).body.photoKey

async function totals(productId: number) {
  const [product] = await backend.db.query<{ count: number; score: number }>(
    'select review_count as count, review_score::float8 as score from products where product_id = $1',
    [productId],
  )
  const [rows] = await backend.db.query<{ count: number; score: number }>(
    'select count(*)::int as count, coalesce(round(avg(score), 1), 0)::float8 as score from reviews where product_id = $1',
    [productId],
  )
  const page = (await fetchJson(`${backend.url}/review/reviews?productId=${productId}`)).body
  return { product, rows, page: { count: page.totalCount, score: page.averageScore } }
}

async function balance(): Promise<number> {
  const { body } = await fetchJson(`${backend.url}/v2/user/points`, {
    method: 'POST',
    headers: { authorization: demo, 'content-type': 'application/json' },
    body: JSON.stringify({ mobile_device_id: 'test-device', mobile_os_code: 'P' }),
  })
  return body.balance
}

/** Writes a review of the member's next writable line; answers it with its line. */
async function written(photoKeys: string[] = [], score = 5): Promise<{ reviewId: number; reward: number; line: Line }> {
  // A line whose review was deleted pays nothing again: the tests below want a paying one.
  const line = (await writable(demo)).find((l) => !l.rewardPaid)
  if (!line) throw new Error('no writable line')
  const { status, body } = await call('', demo, { orderId: line.orderId, lineNo: line.lineNo, score, text, photoKeys })
  expect(status, JSON.stringify(body)).toBe(200)
  return { ...body, line }
}

const reviewRow = async (reviewId: number) =>
  (await backend.db.query('select score, text, photo_keys, edited_at from reviews where review_id = $1', [reviewId]))[0]

describe('editing a review', () => {
  it('changes its score, text and photos; the product totals follow everywhere; the reward does not move', async () => {
    const first = await photoKey()
    const { reviewId, reward, line } = await written([first], 5)
    expect(reward).toBe(500)
    const before = await balance()
    const second = await photoKey()
    const { status, body } = await call(`/${reviewId}/edit`, demo, {
      score: 2,
      text: '  며칠 써 보니 생각과 달랐어요.  ',
      photoKeys: [second],
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(await reviewRow(reviewId)).toMatchObject({ score: 2, text: '며칠 써 보니 생각과 달랐어요.', photo_keys: [second] })
    // The dropped photo is gone, the new one is the review's.
    const photos = await backend.db.query<{ key: string }>('select photo_key as key from review_photos where review_id = $1', [reviewId])
    expect(photos.map((p) => p.key)).toEqual([second])
    const { product, rows, page } = await totals(line.productId)
    expect(product).toEqual(rows)
    expect(page).toEqual(rows)
    expect(await balance()).toBe(before)
    const mine = (await fetchJson(`${backend.url}/review/reviews/mine/${reviewId}`, { headers: { authorization: demo } })).body
    expect(mine).toMatchObject({ reviewId, score: 2, photos: [{ photoKey: second, url: `/cdn/reviews/${second}.webp` }] })
  })

  it('keeps a photo review a photo review, and never pays for a photo added later', async () => {
    const { reviewId } = await written([await photoKey()])
    const before = await reviewRow(reviewId)
    const bare = await call(`/${reviewId}/edit`, demo, { score: 5, text, photoKeys: [] })
    expect(bare.status).toBe(400)
    expect(bare.body).toMatchObject({ code: 'BAD_REQUEST', field: 'photoKeys', message: expect.stringMatching(/[가-힣]/) })
    expect(await reviewRow(reviewId)).toEqual(before)

    const plain = await written([])
    expect(plain.reward).toBe(100)
    const points = await balance()
    const added = await call(`/${plain.reviewId}/edit`, demo, { score: 5, text, photoKeys: [await photoKey()] })
    expect(added.status).toBe(200)
    expect(await balance()).toBe(points)
  })

  it("refuses another member's review, an unknown one and one past 30 days, changing nothing", async () => {
    const { reviewId } = await written([])
    const before = await reviewRow(reviewId)
    for (const [path, token] of [
      [`/${reviewId}/edit`, cat],
      ['/999999/edit', demo],
      ['/abc/edit', demo],
      [`/${reviewId}/delete`, cat],
    ] as const) {
      const { status, body } = await call(path, token, { score: 1, text })
      expect(status, path).toBe(404)
      expect(body.code).toBe('NOT_FOUND')
    }
    expect((await call(`/${reviewId}/edit`, undefined, { score: 1, text })).status).toBe(401)
    await backend.db.query("update reviews set created_at = now() - interval '31 days' where review_id = $1", [reviewId])
    for (const path of [`/${reviewId}/edit`, `/${reviewId}/delete`]) {
      const { status, body } = await call(path, demo, { score: 1, text })
      expect(status, path).toBe(400)
      expect(body).toEqual({ code: 'EDIT_PERIOD_OVER', message: expect.stringMatching(/30일/) })
    }
    expect(await reviewRow(reviewId)).toEqual(before)
  })

  it.each([
    ['score', { score: 0 }],
    ['text', { text: '짧아요' }],
    ['photoKeys', { photoKeys: ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => c.repeat(26)) }],
  ])('answers a field error for a bad %s', async (field, change) => {
    const { reviewId } = await written([])
    const before = await reviewRow(reviewId)
    const { status, body } = await call(`/${reviewId}/edit`, demo, { score: 4, text, ...change })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'BAD_REQUEST', field, message: expect.stringMatching(/[가-힣]/) })
    expect(await reviewRow(reviewId)).toEqual(before)
  })
})

describe('deleting a review', () => {
  it('removes it from every count and takes its reward back; writing the line again pays nothing', async () => {
    const { reviewId, line } = await written([await photoKey()], 1)
    const before = await balance()
    const { status, body } = await call(`/${reviewId}/delete`, demo)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toEqual({ pointsTakenBack: 500 })
    expect(await balance()).toBe(before - 500)
    const [movement] = await backend.db.query(
      "select kind, reason, amount from point_movements where user_id = $1 and reason = 'REVIEW_DELETED' order by movement_id desc limit 1",
      [DEMO_USERS.demo],
    )
    expect(movement).toEqual({ kind: 'CANCEL', reason: 'REVIEW_DELETED', amount: -500 })
    expect(await reviewRow(reviewId)).toBeUndefined()
    expect(await backend.db.query('select 1 from review_photos where review_id = $1', [reviewId])).toEqual([])
    const { product, rows, page } = await totals(line.productId)
    expect(product).toEqual(rows)
    expect(page).toEqual(rows)

    const again = (await writable(demo)).find((l) => l.orderId === line.orderId && l.lineNo === line.lineNo)
    expect(again?.rewardPaid).toBe(true)
    const rewritten = await call('', demo, { orderId: line.orderId, lineNo: line.lineNo, score: 5, text, photoKeys: [await photoKey()] })
    expect(rewritten.body).toMatchObject({ reward: 0 })
    expect(await balance()).toBe(before - 500)
    // The review that paid nothing takes nothing back.
    expect((await call(`/${rewritten.body.reviewId}/delete`, demo)).body).toEqual({ pointsTakenBack: 0 })
    expect(await balance()).toBe(before - 500)
  })

  it('takes back no more than the member holds: the balance never goes below zero', async () => {
    const { reviewId } = await written([])
    const held = await balance()
    // Spend all but 40원 of what the member holds, as an order would.
    await backend.db.transaction(async (tx) => {
      const { debit, lockMember } = await import('../points/ledger')
      await lockMember(tx, DEMO_USERS.demo)
      await debit(tx, { userId: DEMO_USERS.demo, kind: 'SPEND', reason: 'ORDER_PAYMENT', amount: held - 40, at: new Date() })
    })
    expect(await balance()).toBe(40)
    const { body } = await call(`/${reviewId}/delete`, demo)
    expect(body).toEqual({ pointsTakenBack: 40 })
    expect(await balance()).toBe(0)
  })
})

describe('도움돼요', () => {
  it('counts one per member, a second press takes it back; guests and the author cannot press it', async () => {
    const [review] = await backend.db.query<{ id: number; productId: number; userId: number }>(
      `select r.review_id as id, r.product_id as "productId", r.user_id as "userId" from reviews r join products p using (product_id)
        where p.review_count <= 30 and r.user_id > 3 order by r.review_id limit 1`,
    )
    if (!review) throw new Error('no seeded review')
    const listed = async (token?: string) =>
      (
        await fetchJson(`${backend.url}/review/reviews?productId=${review.productId}&size=30`, {
          headers: token ? { authorization: token } : {},
        })
      ).body.reviews.find((r: { reviewId: number }) => r.reviewId === review.id)
    expect(await listed()).toMatchObject({ helpfulCount: 0, helped: false })
    expect((await call(`/${review.id}/helpful`, demo)).body).toEqual({ helped: true, helpfulCount: 1 })
    expect((await call(`/${review.id}/helpful`, cat)).body).toEqual({ helped: true, helpfulCount: 2 })
    expect(await listed(demo)).toMatchObject({ helpfulCount: 2, helped: true, mine: false })
    expect(await listed()).toMatchObject({ helpfulCount: 2, helped: false })
    expect((await call(`/${review.id}/helpful`, demo)).body).toEqual({ helped: false, helpfulCount: 1 })
    expect((await call(`/${review.id}/helpful`, undefined)).status).toBe(401)
    expect((await call('/999999/helpful', demo)).status).toBe(404)
    const author = await signIn(backend, review.userId)
    const own = await call(`/${review.id}/helpful`, author)
    expect(own.status).toBe(400)
    expect(own.body.code).toBe('OWN_REVIEW')
    expect(await listed(author)).toMatchObject({ helpfulCount: 1, mine: true })
  })
})
