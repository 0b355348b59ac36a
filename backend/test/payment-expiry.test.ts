import { afterAll, beforeAll, expect, it } from 'vitest'
import { APPROVAL_TTL_MS, lapseUnconfirmedApprovals } from '../commerce/approvals'
import type { RunningBackend } from '../index'
import { fillCart, pay, pickOptions, prepare, shopper, stockOf, v2Call } from './commerce-helpers'
import { startTestBackend } from './helpers'

// An approval the shop never confirms (its node died with the answer in flight in the
// cluster run, docs/load.md) lapses after 10 minutes, as a gateway's does (Toss Payments: 10 minutes).
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

const statusOf = async (orderKey: string) =>
  (
    await backend.db.query<{ order: string; reason: string | null; payment: string }>(
      `select o.status as "order", o.failure_reason as reason, p.status as payment
         from orders o join payments p using (order_id) where o.order_key = $1`,
      [orderKey],
    )
  )[0]
const backdate = (orderKey: string, ms: number) =>
  backend.db.query(
    `update payments set created_at = created_at - ($2 || ' milliseconds')::interval where order_id = (select order_id from orders where order_key = $1)`,
    [orderKey, String(ms)],
  )

async function approvedOrder(userId: number, skip: number) {
  const { token, addressId } = await shopper(backend, userId)
  const [option] = await pickOptions(backend, { skip, minStock: 5, maxPrice: 30000 })
  if (!option) throw new Error('no option')
  const ids = await fillCart(backend, token, [{ option_id: option.option_id }])
  const prepared = await prepare(backend, token, ids, { address_id: addressId })
  const paid = await pay(backend, prepared.body.order_key, 'approve')
  return { token, option, orderKey: prepared.body.order_key as string, paymentKey: paid.paymentKey }
}

it('the sweep voids an approval left unconfirmed past 10 minutes and fails its order PAYMENT_EXPIRED; a younger one waits for its confirm', async () => {
  const old = await approvedOrder(81, 300)
  const young = await approvedOrder(82, 310)
  await backdate(old.orderKey, APPROVAL_TTL_MS + 1000)
  expect(await lapseUnconfirmedApprovals(backend.db, new Date())).toBe(1)
  expect(await statusOf(old.orderKey)).toEqual({ order: 'FAILED', reason: 'PAYMENT_EXPIRED', payment: 'VOIDED' })
  expect(await statusOf(young.orderKey)).toEqual({ order: 'PENDING', reason: null, payment: 'APPROVED' })
  // The young one is still confirmed as usual; the lapsed one is refused, and took nothing.
  expect((await v2Call(backend, '/order/confirm', young.token, { order_key: young.orderKey, payment_key: young.paymentKey })).status).toBe(
    200,
  )
  const late = await v2Call(backend, '/order/confirm', old.token, { order_key: old.orderKey, payment_key: old.paymentKey })
  expect(late.status).toBe(400)
  expect(late.body).toMatchObject({ reason: 'PAYMENT_EXPIRED' })
  expect(late.body.message).toMatch(/[가-힣]/)
  expect(await stockOf(backend, old.option.option_id)).toBe(old.option.stock)
  // Swept again, nothing more lapses.
  expect(await lapseUnconfirmedApprovals(backend.db, new Date())).toBe(0)
})

it('a confirm that comes after the 10 minutes, before any sweep, is refused PAYMENT_EXPIRED and voids the payment', async () => {
  const late = await approvedOrder(83, 320)
  await backdate(late.orderKey, APPROVAL_TTL_MS + 1000)
  const answer = await v2Call(backend, '/order/confirm', late.token, { order_key: late.orderKey, payment_key: late.paymentKey })
  expect(answer.status).toBe(400)
  expect(answer.body).toMatchObject({ reason: 'PAYMENT_EXPIRED' })
  expect(await statusOf(late.orderKey)).toEqual({ order: 'FAILED', reason: 'PAYMENT_EXPIRED', payment: 'VOIDED' })
  expect(await stockOf(backend, late.option.option_id)).toBe(late.option.stock)
})
