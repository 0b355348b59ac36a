import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fillCart, pickOptions, placeOrder, shopper, v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

/** A cancelled order says why in the shopper's own choice and what came back. */

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
})
afterAll(() => backend.close())

describe('a cancelled order in the list and the detail', () => {
  it('answers the reason code and the typed text apart, when, and the refund: amount, method, time, coupon given back', async () => {
    const { token, addressId } = await shopper(backend, 110)
    const [option] = await pickOptions(backend, { skip: 430, minStock: 5 })
    if (!option) throw new Error('no option')
    const [coupon] = await backend.db.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, reason, created_at, coupon_template_id, expires_at)
       values (110, '무료배송 쿠폰', 'GIFT', now(), 4, '2031-01-31T14:59:59Z') returning coupon_id`,
    )
    const ids = await fillCart(backend, token, [{ option_id: option.option_id, quantity: 2 }])
    const placed = await placeOrder(backend, token, ids, {
      address_id: addressId,
      coupon_id: coupon?.coupon_id,
      payment_method: 'EASY_PAY',
    })
    expect(placed.status).toBe(200)
    const orderId = placed.body.order_id as number

    const before = await call('/order/detail', token, { order_id: orderId })
    expect(before.body).toMatchObject({
      status: 'PAID',
      cancel_reason_code: null,
      cancel_reason_text: null,
      cancelled_at: null,
      refund: null,
    })

    const cancelled = await call('/order/billing/cancel', token, {
      order_id: orderId,
      reason_code: 'WRONG_OPTION',
      reason_text: '사이즈를 잘못 골랐어요 (M → L)',
    })
    expect(cancelled.status).toBe(200)
    // The tracking text of spec §3 stays as it was.
    expect(cancelled.body.cancel_reason).toBe('옵션을 잘못 선택함 (사이즈를 잘못 골랐어요 (M → L))')

    const detail = await call('/order/detail', token, { order_id: orderId })
    expect(detail.body).toMatchObject({
      status: 'CANCELLED',
      cancel_reason_code: 'WRONG_OPTION',
      cancel_reason_text: '사이즈를 잘못 골랐어요 (M → L)',
      refund: {
        amount: placed.body.total_price,
        method: 'EASY_PAY',
        coupon: { title: '무료배송 쿠폰', restored: true, expires_at: '2031-01-31T14:59:59.000Z' },
      },
    })
    const [payment] = await backend.db.query<{ amount: number; updated_at: Date }>(
      'select amount, updated_at from payments where order_id = $1',
      [orderId],
    )
    expect(detail.body.refund.amount).toBe(payment?.amount)
    expect(detail.body.refund.refunded_at).toBe(payment?.updated_at.toISOString())
    expect(Date.parse(detail.body.cancelled_at)).toBeGreaterThan(Date.parse(detail.body.ordered_at))

    const list = await call('/order/list', token, { page: 1, size: 30 })
    const inList = list.body.orders.find((o: { order_id: number }) => o.order_id === orderId)
    expect(inList).toMatchObject({
      cancel_reason_code: 'WRONG_OPTION',
      cancel_reason_text: '사이즈를 잘못 골랐어요 (M → L)',
      refund: detail.body.refund,
    })

    // Used again, the coupon is no longer given back to this order.
    const again = await fillCart(backend, token, [{ option_id: option.option_id }])
    expect((await placeOrder(backend, token, again, { address_id: addressId, coupon_id: coupon?.coupon_id })).status).toBe(200)
    expect((await call('/order/detail', token, { order_id: orderId })).body.refund.coupon).toMatchObject({ restored: false })
  })

  it('a chosen reason without text keeps no text; an order without a coupon has none to give back', async () => {
    const { token, addressId } = await shopper(backend, 111)
    const [option] = await pickOptions(backend, { skip: 440, minStock: 5 })
    if (!option) throw new Error('no option')
    const placed = await placeOrder(backend, token, await fillCart(backend, token, [{ option_id: option.option_id }]), {
      address_id: addressId,
    })
    await call('/order/billing/cancel', token, { order_id: placed.body.order_id, reason_code: 'DELIVERY_DELAY' })
    const detail = await call('/order/detail', token, { order_id: placed.body.order_id })
    expect(detail.body).toMatchObject({
      cancel_reason_code: 'DELIVERY_DELAY',
      cancel_reason_text: null,
      refund: { amount: placed.body.total_price, method: 'CARD', coupon: null },
    })
  })

  it("the demo member's orders that were not cancelled have no refund", async () => {
    const demo = await signIn(backend, DEMO_USERS.demo)
    const list = await call('/order/list', demo, { page: 1, size: 30 })
    for (const order of list.body.orders) expect(order).toMatchObject({ refund: null, cancel_reason_code: null, cancelled_at: null })
  })
})
