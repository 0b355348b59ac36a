import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ledger } from '../../load/ledger'
import { checkMoney, readMoneyRows } from '../../load/money'
import type { RunningBackend } from '../index'
import { addDays, credit } from '../points/ledger'
import { DEMO_USERS } from '../seed/users'
import { fillCart, pickOptions, placeOrder, shopper, v2Call } from './commerce-helpers'
import { newEmailMember, postJson, signIn, startTestBackend } from './helpers'

// Decision 048: exchange and return end to end, and 배송 조회.
let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const hook = (path: string, body: Record<string, unknown>) => postJson(`${backend.url}/v2/test${path}`, body)
const count = async (sql: string, params: unknown[] = []) =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? 0
const DAY = 86_400_000

beforeAll(async () => {
  backend = await startTestBackend({ testHooks: true })
})
afterAll(() => backend.close())

/** A member of the test's own with a Seoul address, 5,000원 of event 적립금 and a delivered order of two lines (2 + 1) paid partly with 2,000원 of it. */
async function deliveredOrder(tag: string) {
  const { userId } = await newEmailMember(backend, tag)
  const { token, addressId } = await shopper(backend, userId)
  await credit(backend.db, { userId, kind: 'EARN', reason: 'EVENT', amount: 5000, expiresAt: addDays(new Date(), 200), at: new Date() })
  const [a, b] = await pickOptions(backend, { count: 2, skip: 40 + tag.length * 7, minStock: 20, maxPrice: 30_000 })
  if (!a || !b) throw new Error('no options')
  const ids = await fillCart(backend, token, [
    { option_id: a.option_id, quantity: 2 },
    { option_id: b.option_id, quantity: 1 },
  ])
  const placed = await placeOrder(backend, token, ids, { address_id: addressId, points: 2000 })
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body))
  const orderId = placed.body.order_id as number
  await hook('/orders/status', { order_id: orderId, status: 'DELIVERED' })
  return { userId, token, addressId, orderId, a, b }
}

const moneyAddsUp = async () => (await checkMoney(new Ledger(), await readMoneyRows(backend.db))).violations

describe('the seeded demo', () => {
  it('has a delivered order inside the return window (two days ago) and the old ones outside, as V2 refuses them', async () => {
    const demo = await signIn(backend, DEMO_USERS.demo)
    const recent = await call('/order/detail', demo, { order_id: 6 })
    expect(recent.body).toMatchObject({ status: 'DELIVERED', purchase_confirmed_at: null })
    expect(Date.now() - Date.parse(recent.body.shipping_time)).toBeLessThan(3 * DAY)
    expect(Date.parse(recent.body.returnable_until)).toBeGreaterThan(Date.now())
    const old = await call('/order/detail', demo, { order_id: 3 })
    expect(old.body.returnable_until).toBeNull()
    expect(
      (await call('/exchange-return/request', demo, { order_id: 3, type: 'RETURN', reason_code: 'DAMAGED', line_nos: [1] })).body,
    ).toMatchObject({
      reason: 'NOT_RETURNABLE',
    })
  })
})

describe('POST /v2/exchange-return/request', () => {
  it('refuses someone else’s order, one not delivered, more than was bought, a line twice and >5 photos, storing nothing', async () => {
    const { token, orderId } = await deliveredOrder('refuse')
    const before = await count('exchange_returns')
    const other = await signIn(backend, 102)
    const line = { line_no: 1, quantity: 1 }
    expect(
      (await call('/exchange-return/request', other, { order_id: orderId, type: 'RETURN', reason_code: 'DAMAGED', lines: [line] })).status,
    ).toBe(404)
    const demo = await signIn(backend, DEMO_USERS.demo)
    expect(
      (await call('/exchange-return/request', demo, { order_id: 4, type: 'RETURN', reason_code: 'DAMAGED', lines: [line] })).body,
    ).toMatchObject({
      reason: 'NOT_RETURNABLE',
    })
    const tooMany = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [{ line_no: 1, quantity: 3 }],
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body).toMatchObject({
      reason: 'RETURN_QUANTITY_EXCEEDED',
      field: 'lines',
      message: '주문한 수량보다 많이 신청할 수 없어요.',
    })
    const twice = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [line, line],
    })
    expect(twice.body).toMatchObject({ reason: 'RETURN_LINE_UNKNOWN', field: 'lines' })
    const photos = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [line],
      photo_keys: ['a', 'b', 'c', 'd', 'e', 'f'],
    })
    expect(photos.status).toBe(400)
    const unknownPhoto = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [line],
      photo_keys: ['aaaaaaaaaaaaaaaaaaaaaaaaaa'],
    })
    expect(unknownPhoto.body).toMatchObject({ reason: 'RETURN_PHOTO_INVALID', field: 'photo_keys' })
    const strangersAddress = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [line],
      pickup_address_id: 1,
    })
    expect(strangersAddress.body).toMatchObject({ reason: 'PICKUP_ADDRESS_INVALID', field: 'pickup_address_id' })
    const wrongOption = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'EXCHANGE',
      reason_code: 'DAMAGED',
      lines: [{ line_no: 1, quantity: 1, exchange_option_id: 1 }],
    })
    expect(wrongOption.body).toMatchObject({ reason: 'EXCHANGE_OPTION_INVALID', field: 'lines' })
    expect(await count('exchange_returns')).toBe(before)

    const first = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [line],
    })
    expect(first.status).toBe(200)
    const again = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'EXCHANGE',
      reason_code: 'DAMAGED',
      lines: [line],
    })
    expect(again.body).toMatchObject({ reason: 'ALREADY_REQUESTED' })
    expect(await count('exchange_returns')).toBe(before + 1)
  })

  it('an exchange of the same option by 단순 변심: 왕복 6,000원 the buyer’s, nothing refunded, the option named', async () => {
    const { token, orderId, a } = await deliveredOrder('exch')
    const answer = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'EXCHANGE',
      reason_code: 'CHANGE_OF_MIND',
      lines: [{ line_no: 1, quantity: 2, exchange_option_id: a.option_id }],
    })
    expect(answer.body).toMatchObject({ fee: 6000, fee_payer: 'BUYER', refund_amount: 0, refund_points: 0 })
    const detail = await call('/order/detail', token, { order_id: orderId })
    expect(detail.body.exchange_returns[0]).toMatchObject({
      type: 'EXCHANGE',
      status: 'REQUESTED',
      lines: [{ line_no: 1, quantity: 2, exchange_option_name: expect.any(String) }],
    })
  })
})

describe('a return’s steps and its refund', () => {
  it('접수 → 회수 → 검수 → 완료 by time; at 완료 the money and the 적립금 come back pro rata, once, and the money check holds', async () => {
    const { userId, token, addressId, orderId, a } = await deliveredOrder('steps')
    const order = (await call('/order/detail', token, { order_id: orderId })).body
    const requested = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'CHANGE_OF_MIND',
      lines: [{ line_no: 1, quantity: 1 }],
      pickup_address_id: addressId,
    })
    expect(requested.status).toBe(200)
    // Line 1: one of two at a.price; its share of the 2,000원 of 적립금, halved; 3,000원 the buyer's.
    const weights = order.products.map((p: { price: number; quantity: number }) => p.price * p.quantity)
    const total = weights.reduce((x: number, y: number) => x + y, 0)
    const lineShare = Math.floor((2000 * weights[0]) / total)
    expect(requested.body.refund_points).toBeGreaterThanOrEqual(Math.floor(lineShare / 2))
    expect(requested.body.refund_points).toBeLessThanOrEqual(Math.floor((lineShare + 1) / 2))
    expect(requested.body).toMatchObject({
      fee: 3000,
      fee_payer: 'BUYER',
      refund_amount: a.discount_apply_price - requested.body.refund_points - 3000,
    })
    const requestId = requested.body.request_id

    const stepsOf = async () => (await call('/order/detail', token, { order_id: orderId })).body.exchange_returns[0]
    expect((await stepsOf()).steps.map((s: { done: boolean }) => s.done)).toEqual([true, false, false, false])
    expect((await stepsOf()).pickup_address).toMatchObject({ zip_code: '04524' })
    await hook('/exchange-returns/advance', { request_id: requestId, step: 'INSPECTED' })
    expect(await stepsOf()).toMatchObject({ status: 'INSPECTED', completed_at: null })
    const balanceBefore = (await call('/user/points', token)).body.balance

    await hook('/exchange-returns/advance', { request_id: requestId, step: 'COMPLETED' })
    const done = await stepsOf()
    expect(done).toMatchObject({ status: 'COMPLETED', completed_at: expect.any(String) })
    await call('/exchange-return/list', token)
    await call('/user/points', token)
    const [payment] = await backend.db.query<{ status: string; refunded_amount: number; amount: number }>(
      'select status, refunded_amount, amount from payments where order_id = $1',
      [orderId],
    )
    expect(payment).toMatchObject({ status: 'CAPTURED', refunded_amount: requested.body.refund_amount })
    const refunds = await backend.db.query<{ amount: number }>(
      `select amount from point_movements where user_id = $1 and kind = 'REFUND' and return_id = $2`,
      [userId, requestId],
    )
    expect(refunds).toEqual([{ amount: requested.body.refund_points }])
    expect((await call('/user/points', token)).body.balance).toBe(balanceBefore + requested.body.refund_points)
    expect((await hook('/exchange-returns/advance', { request_id: requestId, step: 'REQUESTED' })).status).toBe(404)
    expect(await moneyAddsUp()).toEqual([])
  })

  it('a return completed after 구매확정 takes back its share of what the order earned', async () => {
    const { token, orderId } = await deliveredOrder('earned')
    const requested = await call('/exchange-return/request', token, {
      order_id: orderId,
      type: 'RETURN',
      reason_code: 'DAMAGED',
      lines: [{ line_no: 2 }],
    })
    expect(requested.body).toMatchObject({ fee: 0, fee_payer: 'SHOP' })
    const confirmed = await call('/order/purchase-confirm', token, { order_id: orderId })
    expect(confirmed.body.earned_points).toBeGreaterThan(0)
    await hook('/exchange-returns/advance', { request_id: requested.body.request_id, step: 'COMPLETED' })
    await call('/order/detail', token, { order_id: orderId })
    await call('/order/detail', token, { order_id: orderId })
    const taken = await backend.db.query<{ amount: number }>(
      `select amount from point_movements where kind = 'CANCEL' and return_id = $1`,
      [requested.body.request_id],
    )
    expect(taken).toHaveLength(1)
    expect(-(taken[0]?.amount ?? 0)).toBeGreaterThan(0)
    expect(-(taken[0]?.amount ?? 0)).toBeLessThanOrEqual(confirmed.body.earned_points)
    expect(await moneyAddsUp()).toEqual([])
  })
})

describe('POST /v2/order/tracking', () => {
  it('a shipping or delivered order’s carrier, number and steps, the same every time; not before it ships; someone else’s is 404', async () => {
    const demo = await signIn(backend, DEMO_USERS.demo)
    const shipping = await call('/order/tracking', demo, { order_id: 4 })
    expect(shipping.status).toBe(200)
    expect(shipping.body).toMatchObject({ order_id: 4, status: 'SHIPPING', carrier_name: expect.any(String) })
    expect(shipping.body.tracking_number).toMatch(/^\d{12}$/)
    expect(shipping.body.steps.map((s: { code: string }) => s.code)).toEqual(['PREPARING', 'SHIPPED', 'IN_TRANSIT', 'DELIVERED'])
    expect(shipping.body.steps.map((s: { done: boolean }) => s.done)).toEqual([true, true, true, false])
    expect((await call('/order/tracking', demo, { order_id: 4 })).body).toEqual(shipping.body)
    const delivered = await call('/order/tracking', demo, { order_id: 6 })
    expect(delivered.body.steps.every((s: { done: boolean; at: string | null }) => s.done && s.at)).toBe(true)
    expect(delivered.body.tracking_number).not.toBe(shipping.body.tracking_number)
    expect((await call('/order/tracking', demo, { order_id: 5 })).body).toMatchObject({
      reason: 'NOT_SHIPPED',
      message: '아직 출고 전인 주문이에요.',
    })
    expect((await call('/order/tracking', await signIn(backend, 102), { order_id: 4 })).status).toBe(404)
    expect((await call('/order/tracking', null, { order_id: 4 })).status).toBe(401)
    expect((await call('/order/tracking', demo, { order_id: 'x' })).status).toBe(400)
  })
})
