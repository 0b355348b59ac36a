import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fillCart, pickOptions, placeOrder, prepare, shopper, v2Call } from './commerce-helpers'
import { signUpByEmail, startTestBackend } from './helpers'

/**
 * Decision 027, "promises kept": the sign-up coupon the home banner names is issued at sign-up;
 * first-purchase coupons only for members with no paid order; a category coupon names and keeps
 * to its category; a free-shipping coupon on an order that already ships free says so.
 */
let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
})
afterAll(() => backend.close())

let numbers = 0
async function signUp(): Promise<{ token: string; userId: number }> {
  const mobile = `0109160${String(++numbers).padStart(4, '0')}`
  return signUpByEmail(backend, { email: `promise${numbers}@petshop.test`, nickname: `약속${numbers}`, mobile_no: mobile })
}

describe('the sign-up coupon', () => {
  it('is answered to a guest as the banner names it, and issued to a new member at sign-up', async () => {
    const guest = await call('/coupon/signup', null)
    expect(guest.status).toBe(200)
    expect(guest.body).toEqual({
      coupon: expect.objectContaining({ type: 'RATE', discount_value: 10, max_discount_price: 5000, first_purchase: true, valid_days: 30 }),
      issued: false,
      expires_at: null,
    })
    const { token } = await signUp()
    const mine = (await call('/coupon/list', token)).body.coupons
    expect(mine).toEqual([
      expect.objectContaining({
        coupon_template_id: guest.body.coupon.coupon_template_id,
        title: guest.body.coupon.title,
        status: 'AVAILABLE',
      }),
    ])
    // It lasts 30 days from sign-up.
    const held = (await call('/coupon/signup', token)).body
    expect(held.issued).toBe(true)
    expect(Date.parse(held.expires_at) - Date.parse(mine[0].expires_at)).toBe(0)
    expect(Date.parse(held.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect((await call('/user/detail', token)).body.user_total.coupon_count).toBe(1)
    // It cannot be downloaded a second time: it is not on the download list.
    const list = (await call('/coupon/download/list', token)).body.coupons as { coupon_template_id: number }[]
    expect(list.map((c) => c.coupon_template_id)).not.toContain(guest.body.coupon.coupon_template_id)
  })
})

describe('first-purchase coupons', () => {
  it('are not offered to, downloadable by or usable by a member with a paid order', async () => {
    // The demo member has delivered orders and holds coupon 1 (첫 구매 3,000원, template 2).
    const demo = await shopper(backend, DEMO_USERS.demo)
    const offered = (await call('/coupon/download/list', demo.token)).body.coupons.find(
      (c: { coupon_template_id: number }) => c.coupon_template_id === 2,
    )
    expect(offered).toMatchObject({ first_purchase: true, eligible: false })
    const [option] = await pickOptions(backend, { minStock: 5, skip: 3 })
    const ids = await fillCart(backend, demo.token, [{ option_id: option?.option_id as number, quantity: 3 }])
    const sheet = await call('/order/sheet', demo.token, { cart_item_ids: ids, address_id: demo.addressId })
    expect(sheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 1)).toMatchObject({
      applicable: false,
      discount_price: 0,
      unavailable_reason: 'FIRST_PURCHASE_ONLY',
    })
    expect((await prepare(backend, demo.token, ids, { address_id: demo.addressId, coupon_id: 1 })).body.reason).toBe('COUPON_UNAVAILABLE')
  })

  it('are offered to a new member; the moment their first order is paid they are neither offered nor downloadable', async () => {
    const { token } = await signUp()
    const offered = (await call('/coupon/download/list', token)).body.coupons.find(
      (c: { coupon_template_id: number }) => c.coupon_template_id === 2,
    )
    expect(offered).toMatchObject({ first_purchase: true, eligible: true })
    const address = await call('/address/save', token, {
      name: '새회원',
      mobile_no: '01011112222',
      zip_code: '04524',
      address1: '서울특별시 중구 세종대로 110',
      address2: '',
      is_default: true,
    })
    const [option] = await backend.db.query<{ option_id: number }>(
      `select po.option_id from product_options po join products p using (product_id)
        where po.stock >= 5 and p.sell_limit_status_code is null and po.discount_apply_price between 16000 and 28000
          and po.option_id not in (select option_id from welcome_deals) order by po.option_id offset 5 limit 1`,
    )
    const first = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const sheet = await call('/order/sheet', token, { cart_item_ids: first, address_id: address.body.address_id })
    const signupCoupon = sheet.body.coupons.find((c: { reason?: string; coupon_template_id: number }) => c.coupon_template_id !== 2)
    expect(signupCoupon).toMatchObject({ applicable: true, unavailable_reason: null, first_purchase: true })
    expect(signupCoupon.discount_price).toBeGreaterThan(0)
    expect(
      (await placeOrder(backend, token, first, { address_id: address.body.address_id, coupon_id: signupCoupon.coupon_id })).status,
    ).toBe(200)

    expect(
      (await call('/coupon/download/list', token)).body.coupons.find((c: { coupon_template_id: number }) => c.coupon_template_id === 2),
    ).toMatchObject({ downloaded: false, eligible: false })
    const refused = await call('/coupon/download', token, { coupon_template_id: 2 })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      reason: 'FIRST_PURCHASE_ONLY',
      message: '첫 구매 쿠폰은 아직 주문한 적이 없는 회원만 받을 수 있어요.',
    })
  })
})

describe('scope and free shipping', () => {
  it('a category coupon names its category and counts only its products; a free-shipping coupon on a free order says why', async () => {
    const demo = await shopper(backend, DEMO_USERS.demo)
    // An expensive 사료 (category 11) ships free; a cheap non-사료 product does not.
    const [food] = await backend.db.query<{ option_id: number }>(
      `select po.option_id from product_options po join products p using (product_id)
        where p.product_group2_id = 11 and po.stock >= 5 and p.sell_limit_status_code is null and po.discount_apply_price between 35000 and 60000
          and po.option_id not in (select option_id from welcome_deals) order by po.option_id limit 1`,
    )
    const [toy] = await backend.db.query<{ option_id: number }>(
      `select po.option_id from product_options po join products p using (product_id)
        where p.product_group2_id not in (11, 21) and p.product_group1_id = 1 and po.stock >= 5 and p.sell_limit_status_code is null and po.discount_apply_price between 21000 and 29000
          and po.option_id not in (select option_id from welcome_deals) order by po.option_id limit 1`,
    )
    const listed = (await call('/coupon/list', demo.token)).body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 2)
    expect(listed).toMatchObject({ category_ids: [11, 21], category_name: '사료' })

    const toyOnly = await fillCart(backend, demo.token, [{ option_id: toy?.option_id as number }])
    const toySheet = await call('/order/sheet', demo.token, { cart_item_ids: toyOnly, address_id: demo.addressId })
    expect(toySheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 2)).toMatchObject({
      applicable: false,
      unavailable_reason: 'OUT_OF_SCOPE',
    })
    // Below 30,000원 it ships for a fee: the free-shipping coupon takes exactly the fee.
    expect(toySheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 3)).toMatchObject({
      applicable: true,
      discount_price: 3000,
      unavailable_reason: null,
    })

    const both = [...toyOnly, ...(await fillCart(backend, demo.token, [{ option_id: food?.option_id as number }]))]
    const sheet = await call('/order/sheet', demo.token, { cart_item_ids: both, address_id: demo.addressId })
    const foodLine = sheet.body.items.find((i: { option_id: number }) => i.option_id === food?.option_id)
    // 10% of the 사료 line only (rounded down to 10원), at most 5,000원.
    expect(sheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 2)).toMatchObject({
      applicable: true,
      discount_price: Math.min(5000, Math.floor(foodLine.line_discount_apply_price / 100) * 10),
    })
    expect(sheet.body.summary.shipping_fee).toBe(0)
    expect(sheet.body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 3)).toMatchObject({
      applicable: false,
      discount_price: 0,
      unavailable_reason: 'ALREADY_FREE_SHIPPING',
    })
  })
})
