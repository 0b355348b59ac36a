import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const ids = (coupons: { coupon_id?: number; coupon_template_id: number }[], key: 'coupon_id' | 'coupon_template_id') =>
  coupons.map((c) => c[key])

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('POST /v2/coupon/list', () => {
  it('a first-purchase coupon a member who has ordered still holds is not 사용 가능: it says FIRST_PURCHASE_ONLY', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const coupons: { title: string; first_purchase: boolean; unusable_reason: string | null }[] = (await call('/coupon/list', token)).body
      .coupons
    const first = coupons.filter((c) => c.first_purchase)
    expect(first.map((c) => c.title)).toEqual(['첫 구매 3,000원 할인'])
    expect(first.map((c) => c.unusable_reason)).toEqual(['FIRST_PURCHASE_ONLY'])
    expect(coupons.filter((c) => !c.first_purchase).map((c) => c.unusable_reason)).toEqual(
      coupons.filter((c) => !c.first_purchase).map(() => null),
    )
  })

  it('needs a session and lists the member’s own coupons by status', async () => {
    expect((await call('/coupon/list', null)).status).toBe(401)
    const token = await signIn(backend, DEMO_USERS.demo)
    const available = await call('/coupon/list', token)
    expect(available.status).toBe(200)
    expect(ids(available.body.coupons, 'coupon_id')).toEqual([3, 2, 1])
    expect(available.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 2)).toEqual({
      coupon_id: 2,
      coupon_template_id: 3,
      title: '사료 10% 할인 (최대 5,000원)',
      type: 'RATE',
      discount_value: 10,
      max_discount_price: 5000,
      min_order_price: 20000,
      product_group1_id: null,
      expires_at: '2027-12-31T14:59:59.000Z',
      used_at: null,
      status: 'AVAILABLE',
      // It is for 사료 of both animals, and says so (decision 027).
      first_purchase: false,
      category_ids: [11, 21],
      category_name: '사료',
      unusable_reason: null,
    })
    const used = await call('/coupon/list', token, { status: 'USED' })
    expect(used.body.coupons).toEqual([
      expect.objectContaining({ coupon_id: 4, status: 'USED', title: '강아지 용품 5,000원 할인', type: 'AMOUNT', product_group1_id: 1 }),
    ])
    expect(used.body.coupons[0].used_at).toMatch(/^2026-10-31T/)
    expect(ids((await call('/coupon/list', token, { status: 'ALL' })).body.coupons, 'coupon_id')).toEqual([4, 3, 2, 1])
    expect((await call('/coupon/list', token, { status: 'EXPIRED' })).body.coupons).toEqual([])
    expect((await call('/coupon/list', token, { status: 'SOON' })).status).toBe(400)
    // cat@petshop.test has one coupon for cats.
    const cat = await call('/coupon/list', await signIn(backend, DEMO_USERS.cat))
    expect(cat.body.coupons).toEqual([expect.objectContaining({ coupon_id: 5, type: 'RATE', product_group1_id: 2, status: 'AVAILABLE' })])
  })

  it('shows a coupon past its date as EXPIRED', async () => {
    await backend.db.query(
      `insert into coupons (user_id, title, reason, created_at, coupon_template_id, expires_at) values (60, '지난 쿠폰', 'GIFT', '2026-01-01', 8, '2026-10-31T14:59:59Z')`,
    )
    const token = await signIn(backend, 60)
    expect((await call('/coupon/list', token)).body.coupons).toEqual([])
    expect((await call('/coupon/list', token, { status: 'EXPIRED' })).body.coupons).toEqual([
      expect.objectContaining({ title: '지난 쿠폰', status: 'EXPIRED' }),
    ])
  })
})

describe('coupon download', () => {
  it('lists downloadable templates for a guest and marks the member’s', async () => {
    const guest = await call('/coupon/download/list', null)
    expect(guest.status).toBe(200)
    // The invite coupon is not downloadable and the autumn one has expired.
    expect(ids(guest.body.coupons, 'coupon_template_id')).toEqual([2, 3, 4, 5, 6, 7, 9])
    expect(guest.body.coupons.every((c: { downloaded: boolean }) => !c.downloaded)).toBe(true)
    expect(guest.body.coupons.find((c: { coupon_template_id: number }) => c.coupon_template_id === 7)).toMatchObject({
      title: '선착순 10,000원 할인',
      remaining: 63,
    })
    const demo = await call('/coupon/download/list', await signIn(backend, DEMO_USERS.demo))
    expect(
      demo.body.coupons
        .filter((c: { downloaded: boolean }) => c.downloaded)
        .map((c: { coupon_template_id: number }) => c.coupon_template_id),
    ).toEqual([2, 3, 4, 5])
  })

  it('downloads once, and refuses expired, exhausted and unknown templates without changing anything', async () => {
    const token = await signIn(backend, 61)
    const got = await call('/coupon/download', token, { coupon_template_id: 7 })
    expect(got.status).toBe(200)
    expect(got.body.coupon_id).toEqual(expect.any(Number))
    expect((await call('/coupon/list', token)).body.coupons).toEqual([
      expect.objectContaining({
        coupon_id: got.body.coupon_id,
        coupon_template_id: 7,
        status: 'AVAILABLE',
        expires_at: '2027-12-31T14:59:59.000Z',
      }),
    ])
    const again = await call('/coupon/download', token, { coupon_template_id: 7 })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'ALREADY_DOWNLOADED' })
    expect((await call('/coupon/download', token, { coupon_template_id: 8 })).body).toMatchObject({ reason: 'COUPON_EXPIRED' })
    expect((await call('/coupon/download', token, { coupon_template_id: 1 })).status).toBe(404)
    expect((await call('/coupon/download', token, { coupon_template_id: 999 })).status).toBe(404)
    await backend.db.query('update coupon_templates set issued_count = total_quantity where coupon_template_id = 7')
    const other = await signIn(backend, 62)
    const exhausted = await call('/coupon/download', other, { coupon_template_id: 7 })
    expect(exhausted.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'COUPON_EXHAUSTED' })
    expect(exhausted.body.message).toMatch(/소진/)
    expect((await call('/coupon/list', other, { status: 'ALL' })).body.coupons).toEqual([])
    expect((await call('/coupon/download', null, { coupon_template_id: 2 })).status).toBe(401)
  })

  it('counts usable coupons on /user/detail', async () => {
    const token = await signIn(backend, 63)
    const before = (await call('/user/detail', token)).body.user_total.coupon_count
    await call('/coupon/download', token, { coupon_template_id: 4 })
    expect((await call('/user/detail', token)).body.user_total.coupon_count).toBe(before + 1)
  })
})
