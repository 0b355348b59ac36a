import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fillCart, pay, pickOptions, placeOrder, prepare, setStock, shopper, stockOf, v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const giveCoupon = async (userId: number, templateId: number) =>
  (
    await backend.db.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, reason, created_at, coupon_template_id, expires_at)
     select $1, title, 'GIFT', now(), coupon_template_id, expires_at from coupon_templates where coupon_template_id = $2 returning coupon_id`,
      [userId, templateId],
    )
  )[0]?.coupon_id as number
const couponRow = async (couponId: number) =>
  (
    await backend.db.query<{ used_at: Date | null; used_order_id: number | null }>(
      'select used_at, used_order_id from coupons where coupon_id = $1',
      [couponId],
    )
  )[0]
const cartIds = async (token: string) => (await call('/cart', token)).body.items.map((i: { cart_item_id: number }) => i.cart_item_id)

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

describe('POST /v2/order/sheet', () => {
  it('needs a session and answers the contract’s errors', async () => {
    expect((await call('/order/sheet', null, { cart_item_ids: [1] })).status).toBe(401)
    const { token } = await shopper(backend, 70)
    const [a, b] = await pickOptions(backend, { count: 2, skip: 200 })
    if (!a || !b) throw new Error('no options')
    const [lineA, lineB] = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 2 }, { option_id: b.option_id }])
    const other = await shopper(backend, 71)
    const [foreign] = await fillCart(backend, other.token, [{ option_id: a.option_id }])
    expect((await call('/order/sheet', token, { cart_item_ids: [lineA, foreign] })).body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'CART_ITEM_INVALID',
    })
    await setStock(backend, b.option_id, 0)
    expect((await call('/order/sheet', token, { cart_item_ids: [lineA, lineB] })).body).toMatchObject({
      reason: 'SOLD_OUT',
      cart_item_ids: [lineB],
    })
    await setStock(backend, b.option_id, b.stock)
    await setStock(backend, a.option_id, 1)
    expect((await call('/order/sheet', token, { cart_item_ids: [lineA] })).body).toMatchObject({
      reason: 'STOCK_EXCEEDED',
      cart_item_id: lineA,
      max_quantity: 1,
    })
    await setStock(backend, a.option_id, a.stock)
  })

  it('answers the lines, addresses, delivery options, coupons with their discounts, and the money', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const [a] = await pickOptions(backend, { skip: 210, maxPrice: 20000 })
    if (!a) throw new Error('no option')
    const [line] = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 1 }])
    const sheet = await call('/order/sheet', token, { cart_item_ids: [line], coupon_id: 3 })
    expect(sheet.status).toBe(200)
    const body = sheet.body
    expect(body.items).toEqual([expect.objectContaining({ cart_item_id: line, option_id: a.option_id, quantity: 1 })])
    expect(body.addresses.map((x: { address_id: number }) => x.address_id)).toEqual([1, 2])
    expect(body.address_id).toBe(1)
    expect(body.payment_methods).toEqual(['CARD', 'BANK_TRANSFER', 'EASY_PAY'])
    expect(body.delivery_options.map((o: { type: string }) => o.type)).toEqual(['LOGISTIC', 'MORNING', 'EXPRESS'])
    expect(body.delivery_options[0]).toEqual({ type: 'LOGISTIC', fee: 3000, available: true, unavailable_reason: null })
    expect(body.delivery_type).toBe('LOGISTIC')
    // Coupon 3 (free shipping) applies: the fee is its discount. 1 (3,000 won from 15,000) depends on the price.
    const free = body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 3)
    expect(free).toMatchObject({ applicable: true, discount_price: 3000, type: 'FREE_SHIPPING' })
    expect(body.coupons.find((c: { coupon_id: number }) => c.coupon_id === 1).applicable).toBe(a.discount_apply_price >= 15000)
    expect(body.coupon_id).toBe(3)
    expect(body.summary).toMatchObject({
      product_total: a.discount_apply_price,
      shipping_fee: 3000,
      coupon_discount_price: 3000,
      total: a.discount_apply_price,
    })
    // A coupon that does not apply is dropped; Busan gets parcels only, so a dawn delivery is dropped too.
    const rate = await call('/order/sheet', token, { cart_item_ids: [line], coupon_id: 2, address_id: 2, delivery_type: 'MORNING' })
    expect(rate.body.coupon_id).toBe(a.discount_apply_price >= 20000 ? 2 : null)
    expect(rate.body.address_id).toBe(2)
    expect(rate.body.delivery_options.map((o: { available: boolean }) => o.available)).toEqual([true, false, false])
    expect(rate.body.delivery_type).toBe('LOGISTIC')
    // Why a way is not offered: what the product lacks in Seoul too is the product's, the rest Busan's.
    for (const [i, option] of rate.body.delivery_options.entries()) {
      if (option.available) continue
      expect(option.unavailable_reason, option.type).toBe(body.delivery_options[i].available ? 'ADDRESS' : 'PRODUCT')
    }
    // Someone else's address or coupon is unknown.
    expect((await call('/order/sheet', token, { cart_item_ids: [line], address_id: 3 })).status).toBe(404)
    expect((await call('/order/sheet', token, { cart_item_ids: [line], coupon_id: 5 })).status).toBe(404)
    // The used coupon is the member's but does not apply.
    expect((await call('/order/sheet', token, { cart_item_ids: [line], coupon_id: 4 })).body.coupon_id).toBeNull()
  })
})

describe('a way of delivery the products never take', () => {
  it('says so (PRODUCT) at every address, instead of blaming the address; an address-only gap says ADDRESS', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const reasons = new Map<string, Set<string>>()
    for (const pick of await pickOptions(backend, { count: 30, skip: 100 })) {
      const [line] = await fillCart(backend, token, [{ option_id: pick.option_id, quantity: 1 }])
      const seoul = (await call('/order/sheet', token, { cart_item_ids: [line], address_id: 1 })).body
      const busan = (await call('/order/sheet', token, { cart_item_ids: [line], address_id: 2 })).body
      for (const [i, there] of busan.delivery_options.entries()) {
        const here = seoul.delivery_options[i]
        if (!here.available) {
          expect([here.type, here.unavailable_reason, there.unavailable_reason]).toEqual([here.type, 'PRODUCT', 'PRODUCT'])
          reasons.set('PRODUCT', new Set([...(reasons.get('PRODUCT') ?? []), here.type]))
        } else if (!there.available) {
          expect([there.type, there.unavailable_reason]).toEqual([there.type, 'ADDRESS'])
          reasons.set('ADDRESS', new Set([...(reasons.get('ADDRESS') ?? []), there.type]))
        }
      }
    }
    // Among thirty products both cases were met.
    expect([...reasons.keys()].sort()).toEqual(['ADDRESS', 'PRODUCT'])
  })
})

describe('prepare → payment page → confirm', () => {
  it('orders only at the total the sheet showed: another total is ORDER_CHANGED and nothing is prepared (decision 053)', async () => {
    const { token, addressId } = await shopper(backend, 79)
    const [a] = await pickOptions(backend, { skip: 230, maxPrice: 20000 })
    if (!a) throw new Error('no option')
    const [line] = await fillCart(backend, token, [{ option_id: a.option_id }])
    const sheet = await call('/order/sheet', token, { cart_item_ids: [line], address_id: addressId })
    const total = sheet.body.summary.total as number
    const before = await backend.db.query<{ n: number }>('select count(*)::int as n from orders where user_id = 79')
    for (const expected of [total + 1000, total - 10, 0]) {
      const refused = await prepare(backend, token, [line as number], { address_id: addressId, expected_total: expected })
      expect(refused.status).toBe(409)
      expect(refused.body).toMatchObject({
        reason: 'ORDER_CHANGED',
        message: '주문서를 연 뒤 결제 금액이 바뀌었어요. 바뀐 금액을 확인하고 다시 결제해 주세요.',
        total,
      })
    }
    expect(await backend.db.query('select count(*)::int as n from orders where user_id = 79')).toEqual(before)
    for (const junk of [-1, 1.5, '12000', 2e9]) {
      expect((await prepare(backend, token, [line as number], { address_id: addressId, expected_total: junk })).status).toBe(400)
    }
    const prepared = await prepare(backend, token, [line as number], { address_id: addressId, expected_total: total })
    expect(prepared.status).toBe(200)
  })

  it('refuses what does not apply and unsafe return URLs, and keeps a pending order out of the history', async () => {
    const { token, addressId } = await shopper(backend, 72)
    const [a] = await pickOptions(backend, { skip: 220, maxPrice: 9000 })
    if (!a) throw new Error('no option')
    const [line] = await fillCart(backend, token, [{ option_id: a.option_id }])
    for (const url of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'order/complete', '/ok\nLocation: x', '']) {
      const answer = await prepare(backend, token, [line as number], { address_id: addressId, return_url: url })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'BAD_REQUEST' })
    }
    expect((await prepare(backend, token, [line as number], { address_id: 1 })).status).toBe(404)
    const coupon = await giveCoupon(72, 7) // 10,000 won from 50,000: does not apply
    expect((await prepare(backend, token, [line as number], { address_id: addressId, coupon_id: coupon })).body).toMatchObject({
      reason: 'COUPON_UNAVAILABLE',
    })
    const busan = await call('/address/save', token, {
      name: '부산',
      mobile_no: '01011112222',
      zip_code: '48099',
      address1: '부산광역시 해운대구 해운대해변로 264',
      address2: '',
      is_default: false,
    })
    expect(
      (await prepare(backend, token, [line as number], { address_id: busan.body.address_id, delivery_type: 'MORNING' })).body,
    ).toMatchObject({ reason: 'DELIVERY_UNAVAILABLE' })

    const prepared = await prepare(backend, token, [line as number], {
      address_id: addressId,
      payment_method: 'EASY_PAY',
      return_url: '/order/complete?from=cart',
    })
    expect(prepared.status).toBe(200)
    expect(prepared.body).toEqual({
      order_key: expect.stringMatching(/^ord_/),
      amount: a.discount_apply_price + 3000,
      payment_url: `/pay/checkout?key=${prepared.body.order_key}`,
    })
    expect((await call('/order/list', token)).body).toEqual({ orders: [], total_count: 0 })
    expect((await call('/user/detail', token)).body.user_total.order_count).toBe(0)
  })

  it('approves: takes the stock, uses the coupon, empties those cart lines, and the order is PAID in the history', async () => {
    const { token, addressId } = await shopper(backend, 73)
    const [a, b, c] = await pickOptions(backend, { count: 3, skip: 230, minStock: 10, maxPrice: 40000 })
    if (!a || !b || !c) throw new Error('no options')
    const ids = await fillCart(backend, token, [
      { option_id: a.option_id, quantity: 2 },
      { option_id: b.option_id },
      { option_id: c.option_id },
    ])
    // 10% up to 5,000 from 10,000 on any product (template 3, 사료 10%, counts only 사료 since decision 027).
    const coupon = await giveCoupon(73, 10)
    const productTotal = a.discount_apply_price * 2 + b.discount_apply_price
    const fee = productTotal < 30000 ? 3000 : 0
    const discount = productTotal >= 10000 ? Math.min(Math.floor((productTotal * 10) / 100 / 10) * 10, 5000) : 0
    const prepared = await prepare(backend, token, ids.slice(0, 2), { address_id: addressId, ...(discount ? { coupon_id: coupon } : {}) })
    expect(prepared.body.amount).toBe(productTotal + fee - discount)
    const paid = await pay(backend, prepared.body.order_key, 'approve')
    expect(paid.status).toBe(303)
    expect(paid.location.startsWith('/order/complete?orderKey=')).toBe(true)
    expect(paid).toMatchObject({ orderKey: prepared.body.order_key, result: 'approved' })
    const confirmed = await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ order_id: expect.any(Number), status: 'PAID', total_price: productTotal + fee - discount })
    // The same confirm again (a reload) answers the same.
    expect((await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })).body).toEqual(
      confirmed.body,
    )

    expect(await stockOf(backend, a.option_id)).toBe(a.stock - 2)
    expect(await stockOf(backend, b.option_id)).toBe(b.stock - 1)
    expect(await cartIds(token)).toEqual([ids[2]])
    if (discount) expect(await couponRow(coupon)).toMatchObject({ used_order_id: confirmed.body.order_id })
    const list = await call('/order/list', token)
    expect(list.body.total_count).toBe(1)
    const order = list.body.orders[0]
    expect(order).toMatchObject({
      order_id: confirmed.body.order_id,
      status: 'PAID',
      total_price: confirmed.body.total_price,
      coupon_discount_price: discount,
      cancel_reason: null,
    })
    expect(order.products).toEqual([
      expect.objectContaining({
        line_no: 1,
        product_id: a.product_id,
        price: a.discount_apply_price,
        quantity: 2,
        image_url: `/cdn/products/${a.product_id}.svg`,
        review_id: null,
      }),
      expect.objectContaining({ line_no: 2, product_id: b.product_id, quantity: 1 }),
    ])
    expect(new Date(order.shipping_time).getTime()).toBeGreaterThan(new Date(order.ordered_at).getTime())
    const detail = await call('/order/detail', token, { order_id: order.order_id })
    expect(detail.body).toMatchObject({
      ...order,
      payment_method: 'CARD',
      delivery_type: 'LOGISTIC',
      shipping_fee: fee,
      product_total: productTotal,
      exchange_returns: [],
      address: { name: '테스트', mobile_no: '01011112222', zip_code: '04524', address1: '서울특별시 중구 세종대로 110', address2: '' },
    })
    expect((await call('/order/detail', await signIn(backend, 74), { order_id: order.order_id })).status).toBe(404)
    expect((await call('/user/detail', token)).body.user_total.order_count).toBe(1)
  })

  it('declines: no order, no used coupon, the stock and the cart as they were; the page is then finished', async () => {
    const { token, addressId } = await shopper(backend, 75)
    const [a] = await pickOptions(backend, { skip: 240, minStock: 5, maxPrice: 30000 })
    if (!a) throw new Error('no option')
    const ids = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 2 }])
    const coupon = await giveCoupon(75, 4) // free shipping
    const prepared = await prepare(backend, token, ids, { address_id: addressId, coupon_id: coupon })
    const declined = await pay(backend, prepared.body.order_key, 'decline')
    expect(declined).toMatchObject({ status: 303, result: 'declined' })
    const confirm = await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: declined.paymentKey })
    expect(confirm.status).toBe(402)
    expect(confirm.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'PAYMENT_DECLINED' })
    expect(await stockOf(backend, a.option_id)).toBe(a.stock)
    expect(await couponRow(coupon)).toEqual({ used_at: null, used_order_id: null })
    expect(await cartIds(token)).toEqual(ids)
    expect((await call('/order/list', token)).body.total_count).toBe(0)
    const page = await fetch(`${backend.url}/pay/checkout?key=${prepared.body.order_key}`)
    expect(page.status).toBe(410)
    // Paying again needs a new order key; that one goes through.
    expect((await placeOrder(backend, token, ids, { address_id: addressId, coupon_id: coupon })).status).toBe(200)
  })

  it('pays two pending orders of the same cart items once: two confirms racing give exactly one order', async () => {
    const { token, addressId } = await shopper(backend, 76)
    const [a] = await pickOptions(backend, { skip: 250, minStock: 10 })
    if (!a) throw new Error('no option')
    const ids = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 3 }])
    const first = await prepare(backend, token, ids, { address_id: addressId })
    const second = await prepare(backend, token, ids, { address_id: addressId })
    const [p1, p2] = await Promise.all([pay(backend, first.body.order_key, 'approve'), pay(backend, second.body.order_key, 'approve')])
    const answers = await Promise.all([
      call('/order/confirm', token, { order_key: first.body.order_key, payment_key: p1.paymentKey }),
      call('/order/confirm', token, { order_key: second.body.order_key, payment_key: p2.paymentKey }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(answers.find((r) => r.status === 409)?.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'ORDER_ALREADY_PLACED' })
    expect(await stockOf(backend, a.option_id)).toBe(a.stock - 3)
    expect((await call('/order/list', token)).body.total_count).toBe(1)
    const payments = await backend.db.query<{ status: string }>('select status from payments where payment_key = any($1) order by status', [
      [p1.paymentKey, p2.paymentKey],
    ])
    expect(payments.map((p) => p.status)).toEqual(['CAPTURED', 'VOIDED'])
  })

  it('refuses at confirm when the stock, the coupon or the deal went meanwhile, voiding the payment', async () => {
    const { token, addressId } = await shopper(backend, 77)
    const [a, b] = await pickOptions(backend, { count: 2, skip: 260, minStock: 5, maxPrice: 30000 })
    if (!a || !b) throw new Error('no options')
    const [lineA] = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 2 }])
    const prepared = await prepare(backend, token, [lineA as number], { address_id: addressId })
    const paid = await pay(backend, prepared.body.order_key, 'approve')
    await setStock(backend, a.option_id, 1)
    const stock = await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
    expect(stock.status).toBe(400)
    expect(stock.body).toMatchObject({ reason: 'STOCK_EXCEEDED' })
    expect(await stockOf(backend, a.option_id)).toBe(1)
    expect(
      (await backend.db.query<{ status: string }>('select status from payments where payment_key = $1', [paid.paymentKey]))[0]?.status,
    ).toBe('VOIDED')
    // A reload answers the same refusal.
    expect((await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })).body).toMatchObject({
      reason: 'STOCK_EXCEEDED',
    })
    await setStock(backend, a.option_id, a.stock)

    // The coupon was used by another order in between.
    const coupon = await giveCoupon(77, 4)
    const [lineB] = await fillCart(backend, token, [{ option_id: b.option_id }])
    const withCoupon = await prepare(backend, token, [lineB as number], { address_id: addressId, coupon_id: coupon })
    const paidB = await pay(backend, withCoupon.body.order_key, 'approve')
    expect((await placeOrder(backend, token, [lineA as number], { address_id: addressId, coupon_id: coupon })).status).toBe(200)
    const used = await call('/order/confirm', token, { order_key: withCoupon.body.order_key, payment_key: paidB.paymentKey })
    expect(used.body).toMatchObject({ reason: 'COUPON_UNAVAILABLE' })
    expect(await stockOf(backend, b.option_id)).toBe(b.stock)
  })

  it('answers 404 for someone else’s order key and changes nothing', async () => {
    const { token, addressId } = await shopper(backend, 78)
    const [a] = await pickOptions(backend, { skip: 270 })
    if (!a) throw new Error('no option')
    const ids = await fillCart(backend, token, [{ option_id: a.option_id }])
    const prepared = await prepare(backend, token, ids, { address_id: addressId })
    const paid = await pay(backend, prepared.body.order_key, 'approve')
    const stranger = await signIn(backend, 79)
    expect((await call('/order/confirm', stranger, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })).status).toBe(404)
    expect(
      (await backend.db.query<{ status: string }>('select status from orders where order_key = $1', [prepared.body.order_key]))[0]?.status,
    ).toBe('PENDING')
    expect((await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: 'pay_unknown' })).body).toMatchObject({
      reason: 'PAYMENT_INVALID',
    })
    expect((await call('/order/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })).status).toBe(200)
  })
})
