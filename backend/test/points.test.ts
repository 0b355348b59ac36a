import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { addDays, credit } from '../points/ledger'
import { fillCart, pay, pickOptions, placeOrder, prepare, shopper, v2Call } from './commerce-helpers'
import { newEmailMember, postJson, signIn, startTestBackend } from './helpers'

// Decision 044: 적립금 is one ledger. A clock of the test's own: earnings and expiries move with it.
let clock = new Date('2026-11-27T03:00:00.000Z')
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true, now: () => clock })
})
afterAll(() => backend?.close())

const balanceRow = async (userId: number) =>
  (
    await backend.db.query<{ sum: number }>('select coalesce(sum(amount), 0)::int as sum from point_movements where user_id = $1', [userId])
  )[0]?.sum ?? 0

/** A member of the test's own (seeded ones have event points) with a Seoul address. */
async function freshShopper() {
  const { userId } = await newEmailMember(backend, 'pts')
  return { ...(await shopper(backend, userId)), userId }
}

/** A session still valid once the test's clock has moved days ahead. */
const lateSession = (userId: number) => signIn(backend, userId, 60 * 86_400_000)

/** Gives a member `amount` points (an event lot) expiring `days` from the clock. */
async function givePoints(userId: number, amount: number, days = 200) {
  await credit(backend.db, { userId, kind: 'EARN', reason: 'EVENT', amount, expiresAt: addDays(clock, days), at: clock })
}

async function sheet(token: string, ids: number[], body: Record<string, unknown> = {}) {
  return v2Call(backend, '/order/sheet', token, { cart_item_ids: ids, ...body })
}

describe('the seeded ledger', () => {
  it('the demo member: 3,500원 of event points plus what her delivered orders earned, the same on /user/detail and /user/points', async () => {
    const token = await signIn(backend, 1)
    const points = await v2Call(backend, '/user/points', token)
    expect(points.status).toBe(200)
    const earned = points.body.movements.filter((m: { reason: string }) => m.reason === 'ORDER_CONFIRMED')
    // Orders 1–3 were delivered long enough ago to be confirmed; 4 (shipping) and 5 (paid) are not.
    expect(earned.map((m: { order_id: number }) => m.order_id).sort((a: number, b: number) => a - b)).toEqual([1, 2, 3])
    for (const m of earned) expect(m.amount).toBeGreaterThan(0)
    const event = points.body.movements.find((m: { reason: string }) => m.reason === 'EVENT')
    expect(event.amount).toBe(3500)
    const sum = points.body.movements.reduce((total: number, m: { amount: number }) => total + m.amount, 0)
    expect(points.body.balance).toBe(sum)
    expect(points.body.balance).toBe(await balanceRow(1))
    const detail = await v2Call(backend, '/user/detail', token)
    expect(detail.body.user_total.point).toBe(points.body.balance)
  })

  it('an earning is the grade rate of what was paid for products in money, at the confirmation day', async () => {
    const rows = await backend.db.query<{ amount: number; total_price: number; shipping_fee: number }>(
      `select m.amount, o.total_price, o.shipping_fee from point_movements m join orders o using (order_id)
        where m.reason = 'ORDER_CONFIRMED' and o.user_id = 1`,
    )
    for (const row of rows) {
      const paid = row.total_price - row.shipping_fee
      expect([1, 2, 3, 5].map((rate) => Math.floor((paid * rate) / 100))).toContain(row.amount)
    }
  })
})

describe('spending on the order sheet', () => {
  it('refuses each bad amount under the points field, and changes nothing', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 5000)
    const [option] = await pickOptions(backend, { skip: 3, maxPrice: 20_000 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const price = option?.discount_apply_price as number
    const payable = price + (price < 30_000 ? 3000 : 0)
    const cases: [unknown, string][] = [
      [-100, 'NOT_WHOLE'],
      [10.5, 'NOT_WHOLE'],
      [5010, 'OVER_BALANCE'],
      [1e12, 'OVER_BALANCE'],
      [1005, 'NOT_UNIT'],
    ]
    for (const [points, refusal] of cases) {
      const answer = await sheet(token, ids, { points, address_id: addressId })
      expect(answer.status).toBe(200)
      expect(answer.body.points).toMatchObject({ balance: 5000, requested: points, used: 0, refusal })
      expect(answer.body.summary.total).toBe(payable)
      const strict = await prepare(backend, token, ids, { address_id: addressId, points })
      expect(strict.status).toBe(400)
      expect(strict.body).toMatchObject({ reason: `POINTS_${refusal}`, field: 'points' })
      expect(strict.body.message).toMatch(/적립금|결제할 금액/)
    }
    const text = await v2Call(backend, '/order/sheet', token, { cart_item_ids: ids, points: '1000' })
    expect(text.status).toBe(400)
    expect(await balanceRow(userId)).toBe(5000)
  })

  it('uses points after the coupon and shipping, never past what is payable; the order adds up', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 100_000)
    const [option] = await pickOptions(backend, { skip: 5, maxPrice: 20_000 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const before = await sheet(token, ids, { address_id: addressId })
    const payable = before.body.summary.total
    expect(before.body.points).toMatchObject({ balance: 100_000, usable: payable - (payable % 10), min_balance: 1000, unit: 10 })
    const over = await sheet(token, ids, { address_id: addressId, points: payable + 10 })
    expect(over.body.points.refusal).toBe('OVER_PAYABLE')
    const used = 1230
    const after = await sheet(token, ids, { address_id: addressId, points: used })
    expect(after.body.summary).toMatchObject({ points_discount_price: used, total: payable - used })
    const paid = await placeOrder(backend, token, ids, { address_id: addressId, points: used })
    expect(paid.status).toBe(200)
    expect(paid.body.total_price).toBe(payable - used)
    const [order] = await backend.db.query<{
      product_total: number
      shipping_fee: number
      coupon_discount_price: number
      points_used: number
      total_price: number
    }>('select product_total, shipping_fee, coupon_discount_price, points_used, total_price from orders where order_id = $1', [
      paid.body.order_id,
    ])
    expect(order && order.product_total - order.coupon_discount_price - order.points_used + order.shipping_fee).toBe(order?.total_price)
    expect(await balanceRow(userId)).toBe(100_000 - used)
    const detail = await v2Call(backend, '/order/detail', token, { order_id: paid.body.order_id })
    expect(detail.body.points_used).toBe(used)
  })

  it('a balance under 1,000원 cannot be used', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 990)
    const [option] = await pickOptions(backend, { skip: 7 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const answer = await sheet(token, ids, { address_id: addressId, points: 500 })
    expect(answer.body.points).toMatchObject({ usable: 0, refusal: 'BELOW_MIN_BALANCE' })
  })

  it('the same points from two tabs: exactly one order is paid, the other payment is voided', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 3000)
    const [a, b] = await pickOptions(backend, { count: 2, skip: 9 })
    const [first] = await fillCart(backend, token, [{ option_id: a?.option_id as number }])
    const [second] = await fillCart(backend, token, [{ option_id: b?.option_id as number }])
    const one = await prepare(backend, token, [first as number], { address_id: addressId, points: 3000 })
    const two = await prepare(backend, token, [second as number], { address_id: addressId, points: 3000 })
    expect([one.status, two.status]).toEqual([200, 200])
    const payOne = await pay(backend, one.body.order_key, 'approve')
    const payTwo = await pay(backend, two.body.order_key, 'approve')
    const answers = await Promise.all([
      v2Call(backend, '/order/confirm', token, { order_key: one.body.order_key, payment_key: payOne.paymentKey }),
      v2Call(backend, '/order/confirm', token, { order_key: two.body.order_key, payment_key: payTwo.paymentKey }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.status === 400)?.body.reason).toBe('POINTS_OVER_BALANCE')
    expect(await balanceRow(userId)).toBe(0)
    const voided = await backend.db.query(`select 1 from payments where payment_key = any($1::text[]) and status = 'VOIDED'`, [
      [payOne.paymentKey, payTwo.paymentKey],
    ])
    expect(voided).toHaveLength(1)
  })

  it('a cancel gives the points back, once, valid at least 30 more days', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 2000, 10)
    const [option] = await pickOptions(backend, { skip: 11 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const paid = await placeOrder(backend, token, ids, { address_id: addressId, points: 2000 })
    expect(await balanceRow(userId)).toBe(0)
    const cancel = { order_id: paid.body.order_id, reason_code: 'CHANGE_OF_MIND' }
    const cancelled = await v2Call(backend, '/order/billing/cancel', token, cancel)
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.refund).toMatchObject({ amount: paid.body.total_price, points: 2000 })
    expect((await v2Call(backend, '/order/billing/cancel', token, cancel)).status).toBe(400)
    expect(await balanceRow(userId)).toBe(2000)
    const [refund] = await backend.db.query<{ expires_at: Date }>(
      `select expires_at from point_movements where user_id = $1 and kind = 'REFUND'`,
      [userId],
    )
    expect(refund?.expires_at.getTime()).toBe(addDays(clock, 30).getTime())
  })
})

describe('bad input changes nothing', () => {
  it('a coupon and points that together pass the total: the points are refused, the coupon stays', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 100_000)
    const [option] = await pickOptions(backend, { skip: 17, maxPrice: 20_000 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const [coupon] = await backend.db.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, discount_amount, reason, created_at, coupon_template_id)
       values ($1, '테스트 1,000원 할인', 1000, 'GIFT', now(), 1) returning coupon_id`,
      [userId],
    )
    const couponId = coupon?.coupon_id as number
    const plain = await sheet(token, ids, { address_id: addressId })
    const withCoupon = await sheet(token, ids, { address_id: addressId, coupon_id: couponId })
    expect(withCoupon.body.summary.coupon_discount_price).toBeGreaterThan(0)
    const payable = withCoupon.body.summary.total
    // What was payable before the coupon is more than the order can take with it.
    const tooMuch = plain.body.summary.total - (plain.body.summary.total % 10)
    const refused = await sheet(token, ids, { address_id: addressId, coupon_id: couponId, points: tooMuch })
    expect(refused.body.points).toMatchObject({ refusal: 'OVER_PAYABLE', used: 0, usable: payable - (payable % 10) })
    expect(refused.body.coupon_id).toBe(couponId)
    const strict = await prepare(backend, token, ids, { address_id: addressId, coupon_id: couponId, points: tooMuch })
    expect(strict.body).toMatchObject({ reason: 'POINTS_OVER_PAYABLE', field: 'points' })
    expect(await balanceRow(userId)).toBe(100_000)
  })

  it('a confirm sent again spends the points once; points on cart lines already paid are refused and nothing is spent', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 5000)
    const [option] = await pickOptions(backend, { skip: 19 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    const prepared = await prepare(backend, token, ids, { address_id: addressId, points: 2000 })
    const paid = await pay(backend, prepared.body.order_key, 'approve')
    const confirm = { order_key: prepared.body.order_key, payment_key: paid.paymentKey }
    const first = await v2Call(backend, '/order/confirm', token, confirm)
    const again = await v2Call(backend, '/order/confirm', token, confirm)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
    expect(await balanceRow(userId)).toBe(3000)
    const stale = await prepare(backend, token, ids, { address_id: addressId, points: 1000 })
    expect(stale.status).toBe(400)
    expect(stale.body.reason).toBe('CART_ITEM_INVALID')
    expect(await balanceRow(userId)).toBe(3000)
  })

  it('a forged price on the cart is not a price: the line costs its option', async () => {
    const { token } = await freshShopper()
    const [option] = await pickOptions(backend, { skip: 21 })
    const cart = await v2Call(backend, '/cart/item/add', token, {
      option_id: option?.option_id,
      quantity: 1,
      price: 10,
      discount_apply_price: 10,
    })
    expect(cart.status).toBe(200)
    const line = cart.body.items.find((item: { option_id: number }) => item.option_id === option?.option_id)
    expect(line.unit_discount_apply_price).toBe(option?.discount_apply_price)
  })
})

describe('earning', () => {
  it('구매확정 credits the order at once and closes exchange and return; 7 days after delivery it happens by itself', async () => {
    const { token, addressId, userId } = await freshShopper()
    const [a, b] = await pickOptions(backend, { count: 2, skip: 13 })
    const orders = []
    for (const option of [a, b]) {
      const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
      orders.push((await placeOrder(backend, token, ids, { address_id: addressId })).body.order_id as number)
    }
    const [mine, later] = orders as [number, number]
    expect((await v2Call(backend, '/order/purchase-confirm', token, { order_id: mine })).body.reason).toBe('NOT_CONFIRMABLE')
    for (const id of orders) await postJson(`${backend.url}/v2/test/orders/status`, { order_id: id, status: 'DELIVERED' })
    const confirmed = await v2Call(backend, '/order/purchase-confirm', token, { order_id: mine })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.earned_points).toBeGreaterThan(0)
    expect((await v2Call(backend, '/order/purchase-confirm', token, { order_id: mine })).body).toEqual(confirmed.body)
    const refused = await v2Call(backend, '/exchange-return/request', token, {
      order_id: mine,
      type: 'RETURN',
      reason_code: 'CHANGE_OF_MIND',
      line_nos: [1],
    })
    expect(refused.body.reason).toBe('NOT_RETURNABLE')
    expect(await balanceRow(userId)).toBe(confirmed.body.earned_points)

    const start = clock
    try {
      clock = addDays(start, 7)
      const late = await lateSession(userId)
      const points = await v2Call(backend, '/user/points', late)
      expect(points.status, JSON.stringify(points.body)).toBe(200)
      const auto = points.body.movements.find((m: { order_id: number }) => m.order_id === later)
      expect(auto).toMatchObject({ kind: 'EARN', reason: 'ORDER_CONFIRMED' })
      const detail = await v2Call(backend, '/order/detail', late, { order_id: later })
      expect(detail.body.purchase_confirmed_at).toBe(auto.created_at)
    } finally {
      clock = start
    }
  })

  it('a review pays once per order line: 100원 (the photo review is review-writing.test.ts)', async () => {
    const token = await signIn(backend, 1)
    const before = await balanceRow(1)
    const review = { orderId: 1, lineNo: 1, score: 5, text: '아이가 정말 잘 먹어요. 냄새도 심하지 않고 알갱이 크기도 적당해요.' }
    const written = await postJson(`${backend.url}/review/reviews`, review, { authorization: token })
    expect(written.status).toBe(200)
    expect(await balanceRow(1)).toBe(before + 100)
    expect((await postJson(`${backend.url}/review/reviews`, review, { authorization: token })).status).toBe(400)
    expect(await balanceRow(1)).toBe(before + 100)
    const [row] = await backend.db.query<{ reason: string }>(`select reason from point_movements where order_id = 1 and line_no = 1`)
    expect(row?.reason).toBe('REVIEW_TEXT')
  })
})

describe('expiry', () => {
  it('what is left of a lot expires at its date, soonest-expiring lots are spent first, and the balance never goes negative', async () => {
    const { token, addressId, userId } = await freshShopper()
    await givePoints(userId, 1500, 5)
    await givePoints(userId, 2000, 100)
    const [option] = await pickOptions(backend, { skip: 15 })
    const ids = await fillCart(backend, token, [{ option_id: option?.option_id as number }])
    await placeOrder(backend, token, ids, { address_id: addressId, points: 1000 })
    const start = clock
    try {
      clock = addDays(start, 6)
      const late = await lateSession(userId)
      const points = await v2Call(backend, '/user/points', late)
      // 1,000 came from the 5-day lot; its last 500 expired, the 2,000 are whole.
      const expired = points.body.movements.filter((m: { kind: string }) => m.kind === 'EXPIRE')
      expect(expired.map((m: { amount: number }) => m.amount)).toEqual([-500])
      expect(points.body.balance).toBe(2000)
      expect(await balanceRow(userId)).toBe(2000)
      await v2Call(backend, '/user/points', late)
      expect(await balanceRow(userId)).toBe(2000)
    } finally {
      clock = start
    }
  })

  it('이번 달 소멸 예정 counts what expires before the month ends in Korea', async () => {
    const { userId } = await newEmailMember(backend, 'pts')
    const token = await signIn(backend, userId)
    await givePoints(userId, 1200, 3)
    await givePoints(userId, 800, 40)
    const points = await v2Call(backend, '/user/points', token)
    expect(points.body.expiring_this_month).toEqual({ amount: 1200, until: '2026-11-30T15:00:00.000Z' })
  })
})

describe('the test hook', () => {
  it('POST /v2/test/points/grant gives a member an EVENT lot valid for a year, by user_id or e-mail', async () => {
    const { userId, token } = await freshShopper()
    const grant = (body: Record<string, unknown>) => postJson(`${backend.url}/v2/test/points/grant`, body)
    const given = await grant({ user_id: userId, amount: 20_000 })
    expect(given.status).toBe(200)
    expect(given.body).toMatchObject({ ok: true, user_id: userId, amount: 20_000, expires_at: addDays(clock, 365).toISOString() })
    const [row] = await backend.db.query<{ email: string }>('select email from users where user_id = $1', [userId])
    expect((await grant({ email: row?.email.toUpperCase(), amount: 500 })).body).toMatchObject({ user_id: userId })
    const points = await v2Call(backend, '/user/points', token)
    expect(points.body.balance).toBe(20_500)
    expect(points.body.movements.map((m: { kind: string; reason: string }) => `${m.kind} ${m.reason}`)).toEqual([
      'EARN EVENT',
      'EARN EVENT',
    ])
    expect((await grant({ email: 'nobody@petshop.test', amount: 500 })).status).toBe(404)
    expect((await grant({ user_id: userId, email: row?.email, amount: 500 })).status).toBe(400)
    expect((await grant({ user_id: userId, amount: 0 })).status).toBe(400)
    expect(await balanceRow(userId)).toBe(20_500)
  })
})
