import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WISHLIST_RULES } from '../../app/domain/wishlist'
import type { RunningBackend } from '../index'
import { v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let alice: string
let bob: string
// Seeded products are numbered from 1001.
const [P3, P5, P6, P7, P8] = [1003, 1005, 1006, 1007, 1008]
const ALICE = 10
const BOB = 11
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const rows = async (userId: number) =>
  (await backend.db.query<{ product_id: number }>('select product_id from wishlists where user_id = $1 order by product_id', [userId])).map(
    (row) => row.product_id,
  )

beforeAll(async () => {
  backend = await startTestBackend()
  // Ordinary members hold a few seeded 찜; these tests start from none.
  await backend.db.query('delete from wishlists where user_id in (10, 11, 12)')
  alice = await signIn(backend, ALICE)
  bob = await signIn(backend, BOB)
})
afterAll(() => backend.close())

describe('V2 찜 (decision 059)', () => {
  it('adds once per member and product, counts every member, and takes it back', async () => {
    const before = await call('/wishlist/count', null, { product_id: P3 })
    expect(before.status).toBe(200)
    const base = before.body.wish_count as number

    const added = await call('/wishlist/add', alice, { product_id: P3 })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      product_id: P3,
      wished: true,
      wish_count: base + 1,
      product: { product_id: P3, brand_name: expect.any(String) },
    })
    // A second 찜 of the same product changes nothing.
    expect((await call('/wishlist/add', alice, { product_id: P3 })).body.wish_count).toBe(base + 1)
    expect((await call('/wishlist/add', bob, { product_id: P3 })).body).toMatchObject({
      product_id: P3,
      wished: true,
      wish_count: base + 2,
    })

    expect((await call('/wishlist/count', null, { product_id: P3 })).body).toEqual({ product_id: P3, wished: false, wish_count: base + 2 })
    expect((await call('/wishlist/count', alice, { product_id: P3 })).body.wished).toBe(true)

    expect((await call('/wishlist/remove', alice, { product_id: P3 })).body).toEqual({
      product_id: P3,
      wished: false,
      wish_count: base + 1,
    })
    // Removing what is not kept is already done.
    expect((await call('/wishlist/remove', alice, { product_id: P3 })).status).toBe(200)
    expect(await rows(ALICE)).toEqual([])
    expect(await rows(BOB)).toEqual([P3])
    await call('/wishlist/remove', bob, { product_id: P3 })
  })

  it('lists the member’s own products newest first, paged, as cards show them', async () => {
    for (const productId of [P5, P6, P7]) {
      await call('/wishlist/add', alice, { product_id: productId })
      // Distinct times: the stand-in's clock is real here.
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await call('/wishlist/add', bob, { product_id: P8 })

    const first = await call('/wishlist/list', alice, { page: 1, size: 2 })
    expect(first.status).toBe(200)
    expect(first.body.total_count).toBe(3)
    expect(first.body.products.map((p: { product_id: number }) => p.product_id)).toEqual([P7, P6])
    const card = first.body.products[0]
    expect(card).toMatchObject({ product_id: P7, product_name: expect.any(String), lowest_option_discount_apply_price: expect.any(Number) })
    expect(typeof card.wished_at).toBe('string')
    expect(typeof card.is_entirely_soldout).toBe('boolean')
    const second = await call('/wishlist/list', alice, { page: 2, size: 2 })
    expect(second.body.products.map((p: { product_id: number }) => p.product_id)).toEqual([P5])

    // Bob's list holds Bob's product only: nobody reads another member's list.
    const bobs = await call('/wishlist/list', bob, {})
    expect(bobs.body.products.map((p: { product_id: number }) => p.product_id)).toEqual([P8])
    expect((await call('/wishlist/ids', alice)).body).toEqual({ product_ids: [P7, P6, P5] })
  })

  it('refuses a product that does not exist with a Korean message, storing nothing', async () => {
    const answer = await call('/wishlist/add', alice, { product_id: 2_000_000_000 })
    expect(answer.status).toBe(404)
    expect(answer.body).toMatchObject({
      code: 'NOT_FOUND',
      reason: 'PRODUCT_NOT_FOUND',
      message: expect.stringMatching(/찜할 수 없는 상품/),
    })
    expect(await rows(ALICE)).not.toContain(2_000_000_000)
    const bad = await call('/wishlist/add', alice, { product_id: 'abc' })
    expect(bad.status).toBe(400)
  })

  it('seeds the demo member six 찜 (one sold out) and the cat demo three, newest first', async () => {
    const demo = await call('/wishlist/list', await signIn(backend, 1), {})
    expect(demo.body.total_count).toBe(6)
    const products = demo.body.products as { product_group1_id: number; is_entirely_soldout: boolean; wished_at: string }[]
    expect(products.every((p) => p.product_group1_id === 1)).toBe(true)
    expect(products.filter((p) => p.is_entirely_soldout)).toHaveLength(1)
    const times = products.map((p) => p.wished_at)
    expect(times).toEqual([...times].sort().reverse())
    const cat = await call('/wishlist/list', await signIn(backend, 2), {})
    expect(cat.body.total_count).toBe(3)
    expect((cat.body.products as { product_group1_id: number }[]).every((p) => p.product_group1_id === 2)).toBe(true)
  })

  it('needs a member for the list and its changes', async () => {
    for (const path of ['/wishlist/add', '/wishlist/remove', '/wishlist/list', '/wishlist/ids']) {
      expect((await call(path, null, { product_id: P5 })).status).toBe(401)
    }
  })

  it(`keeps at most ${WISHLIST_RULES.max} products; one already kept still answers`, async () => {
    const carol = await signIn(backend, 12)
    await backend.db.query(
      `insert into wishlists (user_id, product_id, created_at)
       select 12, product_id, now() from products order by product_id limit $1`,
      [WISHLIST_RULES.max],
    )
    const [kept] = await backend.db.query<{ product_id: number }>('select min(product_id) as product_id from wishlists where user_id = 12')
    const [outside] = await backend.db.query<{ product_id: number }>(
      'select product_id from products where product_id not in (select product_id from wishlists where user_id = 12) limit 1',
    )
    const full = await call('/wishlist/add', carol, { product_id: outside?.product_id })
    expect(full.status).toBe(400)
    expect(full.body).toMatchObject({ reason: 'WISHLIST_FULL', message: expect.stringContaining(`${WISHLIST_RULES.max}개`) })
    expect((await call('/wishlist/add', carol, { product_id: kept?.product_id })).status).toBe(200)
  })
})
