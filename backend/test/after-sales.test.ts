import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fillCart, pay, pickOptions, placeOrder, prepare, shopper, stockOf, v2Call } from './commerce-helpers'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const hook = (path: string, body: Record<string, unknown>) => postJson(`${backend.url}/v2/test${path}`, body)

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
})
afterAll(() => backend.close())

describe('the demo member’s history', () => {
  it('shows every state, newest first, with options and the used coupon', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const list = await call('/order/list', token, { page: 1, size: 30 })
    // Order 6 was delivered two days before the seed ran (decision 048): the newest.
    expect(list.body.total_count).toBe(6)
    expect(list.body.orders.map((o: { order_id: number; status: string }) => [o.order_id, o.status])).toEqual([
      [6, 'DELIVERED'],
      [5, 'PAID'],
      [4, 'SHIPPING'],
      [3, 'DELIVERED'],
      [2, 'DELIVERED'],
      [1, 'DELIVERED'],
    ])
    const shipping = list.body.orders[2]
    expect(shipping).toMatchObject({ coupon_title: '강아지 용품 5,000원 할인', coupon_type: 'AMOUNT', coupon_discount_price: 5000 })
    expect(list.body.orders[5].products[0]).toMatchObject({ line_no: 1, option_name: '100g 24개입' })
    expect((await call('/order/list', token, { page: 2, size: 2 })).body.orders.map((o: { order_id: number }) => o.order_id)).toEqual([
      4, 3,
    ])
    expect((await call('/order/list', token, { size: 31 })).status).toBe(400)
    expect((await call('/order/list', null)).status).toBe(401)
  })
})

describe('POST /v2/order/billing/cancel', () => {
  it('cancels a paid order: stock back, coupon unused again, payment refunded; only once', async () => {
    const { token, addressId } = await shopper(backend, 100)
    const [a] = await pickOptions(backend, { skip: 400, minStock: 5 })
    if (!a) throw new Error('no option')
    const [coupon] = await backend.db.query<{ coupon_id: number }>(
      `insert into coupons (user_id, title, reason, created_at, coupon_template_id) values (100, '무료배송 쿠폰', 'GIFT', now(), 4) returning coupon_id`,
    )
    const ids = await fillCart(backend, token, [{ option_id: a.option_id, quantity: 2 }])
    const placed = await placeOrder(backend, token, ids, { address_id: addressId, coupon_id: coupon?.coupon_id })
    expect(placed.status).toBe(200)
    expect(await stockOf(backend, a.option_id)).toBe(a.stock - 2)
    const orderId = placed.body.order_id

    expect((await call('/order/billing/cancel', token, { order_id: orderId, reason_code: 'OTHER' })).body).toMatchObject({
      code: 'BAD_REQUEST',
      field: 'reason_text',
    })
    expect((await call('/order/billing/cancel', token, { order_id: orderId, reason_code: 'BORED' })).status).toBe(400)
    expect((await call('/order/billing/cancel', await signIn(backend, 101), { order_id: orderId, reason_code: 'REORDER' })).status).toBe(
      404,
    )
    expect(await stockOf(backend, a.option_id)).toBe(a.stock - 2)

    const cancelled = await call('/order/billing/cancel', token, { order_id: orderId, reason_code: 'CHANGE_OF_MIND' })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ order_id: orderId, status: 'CANCELLED', cancel_reason: '단순 변심' })
    expect(cancelled.body.products).toHaveLength(1)
    expect(await stockOf(backend, a.option_id)).toBe(a.stock)
    expect((await call('/coupon/list', token)).body.coupons.map((c: { coupon_id: number }) => c.coupon_id)).toContain(coupon?.coupon_id)
    const [payment] = await backend.db.query<{ status: string }>('select status from payments where order_id = $1', [orderId])
    expect(payment?.status).toBe('REFUNDED')
    // Sent again: the order is already cancelled, and nothing is refunded twice.
    expect((await call('/order/billing/cancel', token, { order_id: orderId, reason_code: 'REORDER' })).body).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'ORDER_ALREADY_CANCELLED',
    })
    expect(await stockOf(backend, a.option_id)).toBe(a.stock)
    // The coupon works again on a new order.
    const again = await fillCart(backend, token, [{ option_id: a.option_id }])
    expect((await placeOrder(backend, token, again, { address_id: addressId, coupon_id: coupon?.coupon_id })).status).toBe(200)
  })

  it('refuses after preparing (shipping, delivered) and takes OTHER with a text', async () => {
    const demo = await signIn(backend, DEMO_USERS.demo)
    expect((await call('/order/billing/cancel', demo, { order_id: 4, reason_code: 'DELIVERY_DELAY' })).body).toMatchObject({
      reason: 'ORDER_NOT_CANCELLABLE',
    })
    expect((await call('/order/billing/cancel', demo, { order_id: 1, reason_code: 'DELIVERY_DELAY' })).body).toMatchObject({
      reason: 'ORDER_NOT_CANCELLABLE',
    })
    await hook('/orders/status', { order_id: 5, status: 'PREPARING' })
    const cancelled = await call('/order/billing/cancel', demo, {
      order_id: 5,
      reason_code: 'OTHER',
      reason_text: '주소를 잘못 입력했어요',
    })
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', cancel_reason: '주소를 잘못 입력했어요' })
  })
})

describe('exchange and return', () => {
  it('takes lines of an order delivered within 14 days, once each', async () => {
    const demo = await signIn(backend, DEMO_USERS.demo)
    // Order 3 was delivered in October: more than 14 days ago.
    expect(
      (await call('/exchange-return/request', demo, { order_id: 3, type: 'RETURN', reason_code: 'DAMAGED', line_nos: [1] })).body,
    ).toMatchObject({ reason: 'NOT_RETURNABLE' })
    expect(
      (await call('/exchange-return/request', demo, { order_id: 4, type: 'RETURN', reason_code: 'DAMAGED', line_nos: [1] })).body,
    ).toMatchObject({ reason: 'NOT_RETURNABLE' })
    const moved = await hook('/orders/status', { order_id: 4, status: 'DELIVERED' })
    expect(moved.body).toMatchObject({ ok: true, order_id: 4, status: 'DELIVERED' })
    expect(
      (
        await call('/exchange-return/request', await signIn(backend, 102), {
          order_id: 4,
          type: 'RETURN',
          reason_code: 'DAMAGED',
          line_nos: [1],
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('/exchange-return/request', demo, { order_id: 4, type: 'EXCHANGE', reason_code: 'OTHER', line_nos: [1] })).body,
    ).toMatchObject({ field: 'reason_text' })
    expect(
      (await call('/exchange-return/request', demo, { order_id: 4, type: 'EXCHANGE', reason_code: 'WRONG_ITEM', line_nos: [9] })).body,
    ).toMatchObject({ field: 'line_nos' })
    const requested = await call('/exchange-return/request', demo, {
      order_id: 4,
      type: 'EXCHANGE',
      reason_code: 'WRONG_ITEM',
      reason_text: '색상이 달라요',
      line_nos: [1],
    })
    expect(requested.status).toBe(200)
    // Decision 048: the answer says the fee (오배송: the shop's) and what it refunds (an exchange: nothing).
    expect(requested.body).toEqual({
      request_id: expect.any(Number),
      status: 'REQUESTED',
      fee: 0,
      fee_payer: 'SHOP',
      refund_amount: 0,
      refund_points: 0,
    })
    expect(
      (await call('/exchange-return/request', demo, { order_id: 4, type: 'RETURN', reason_code: 'DAMAGED', line_nos: [1, 2] })).body,
    ).toMatchObject({ reason: 'ALREADY_REQUESTED' })
    const list = await call('/exchange-return/list', demo)
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        request_id: requested.body.request_id,
        order_id: 4,
        type: 'EXCHANGE',
        reason_code: 'WRONG_ITEM',
        reason_text: '색상이 달라요',
        status: 'REQUESTED',
        products: [expect.objectContaining({ line_no: 1 })],
      }),
    ])
    const detail = await call('/order/detail', demo, { order_id: 4 })
    expect(detail.body.exchange_returns).toEqual([expect.objectContaining({ request_id: requested.body.request_id, line_nos: [1] })])
    expect((await call('/exchange-return/list', await signIn(backend, 102))).body.requests).toEqual([])
  })
})

describe('test hooks (shopping)', () => {
  it('set an option’s stock with the sold-out flags, and move orders', async () => {
    const [a] = await pickOptions(backend, { skip: 420 })
    if (!a) throw new Error('no option')
    expect((await hook('/products/stock', { option_id: a.option_id, stock: 0 })).body).toMatchObject({ ok: true, sold_out: true })
    const product = await fetchJson(`${backend.url}/bff/product/detail?productId=${a.product_id}`)
    expect(product.body.options.find((o: { optionId: number }) => o.optionId === a.option_id)).toMatchObject({ stock: 0, soldOut: true })
    expect(product.body.productSellLimitStatusCode).toBe('SOLDOUT')
    await hook('/products/stock', { option_id: a.option_id, stock: 7 })
    const back = await fetchJson(`${backend.url}/bff/product/detail?productId=${a.product_id}`)
    expect(back.body.productSellLimitStatusCode).toBeNull()
    expect((await hook('/products/stock', { option_id: 99_999_999, stock: 1 })).status).toBe(404)
    expect((await hook('/products/stock', { option_id: a.option_id, stock: -1 })).status).toBe(400)
    expect((await hook('/orders/status', { order_id: 99_999, status: 'DELIVERED' })).status).toBe(404)
    expect((await hook('/orders/status', { order_id: 1, status: 'LOST' })).status).toBe(400)
  })
})

describe('welcome deals', () => {
  it('GET /bff/welcome-deal answers the deals and who may buy one', async () => {
    const guest = await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=2`)
    expect(guest.status).toBe(200)
    expect(guest.body).toMatchObject({ productGroup1Id: 2, eligible: null, reason: 'GUEST' })
    expect(guest.body.deals.length).toBeGreaterThanOrEqual(8)
    expect(guest.body.deals.length).toBeLessThanOrEqual(12)
    for (const deal of guest.body.deals) {
      expect(deal.dealPrice).toBeGreaterThanOrEqual(100)
      expect(deal.dealPrice).toBeLessThanOrEqual(9900)
      expect(deal).toMatchObject({ limitQuantity: 1, product: expect.objectContaining({ productGroup1Id: 2, isEntirelySoldout: false }) })
      // The deal's own option, named, with its list price (decision 046): not the product's own option's.
      const [option] = await backend.db.query<{ name: string; price: number }>(
        'select name, price from product_options where option_id = $1',
        [deal.optionId],
      )
      expect(deal).toMatchObject({ optionName: option?.name, optionPrice: option?.price })
    }
    const demo = await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=1`, {
      headers: { authorization: await signIn(backend, DEMO_USERS.demo) },
    })
    expect(demo.body).toMatchObject({ eligible: false, reason: 'ALREADY_ORDERED' })
    const cat = await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=2`, {
      headers: { authorization: await signIn(backend, DEMO_USERS.cat) },
    })
    expect(cat.body).toMatchObject({ eligible: true, reason: null })
    expect((await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=3`)).status).toBe(400)
  })

  it('sells one deal at its price to a first-time buyer; a cancelled order keeps them eligible', async () => {
    const { token, addressId } = await shopper(backend, 103)
    const [deal] = await backend.db.query<{ deal_id: number; option_id: number; deal_price: number }>(
      'select deal_id, option_id, deal_price from welcome_deals order by deal_id offset 2 limit 1',
    )
    if (!deal) throw new Error('no deal')
    const [line] = await fillCart(backend, token, [{ option_id: deal.option_id, deal_id: deal.deal_id }])
    const first = await placeOrder(backend, token, [line as number], { address_id: addressId })
    expect(first.status).toBe(200)
    expect(first.body.total_price).toBe(deal.deal_price + 3000)
    await call('/order/billing/cancel', token, { order_id: first.body.order_id, reason_code: 'CHANGE_OF_MIND' })
    const after = await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=1`, { headers: { authorization: token } })
    expect(after.body.eligible).toBe(true)

    // Two pending deal orders: once one is paid, the other is refused at confirm.
    const [again] = await fillCart(backend, token, [{ option_id: deal.option_id, deal_id: deal.deal_id }])
    const [b] = await pickOptions(backend, { skip: 430 })
    if (!b) throw new Error('no option')
    const [plain] = await fillCart(backend, token, [{ option_id: b.option_id }])
    const one = await prepare(backend, token, [again as number], { address_id: addressId })
    const paidOne = await pay(backend, one.body.order_key, 'approve')
    expect((await placeOrder(backend, token, [plain as number], { address_id: addressId })).status).toBe(200)
    const refused = await call('/order/confirm', token, { order_key: one.body.order_key, payment_key: paidOne.paymentKey })
    expect(refused.body).toMatchObject({ reason: 'DEAL_NOT_ELIGIBLE' })
    expect((await call('/order/sheet', token, { cart_item_ids: [again] })).body).toMatchObject({ reason: 'DEAL_NOT_ELIGIBLE' })
    expect((await fetchJson(`${backend.url}/bff/welcome-deal?productGroup1Id=1`, { headers: { authorization: token } })).body.reason).toBe(
      'ALREADY_ORDERED',
    )
  })
})
