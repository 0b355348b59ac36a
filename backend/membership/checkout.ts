import { POINT_RULES } from '../../app/domain/points'
import { commerceError, failureError, reasonOf } from '../commerce/errors'
import { newKey } from '../commerce/orders'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import type { PendingView } from '../pay/pending'
import { addDays, credit } from '../points/ledger'
import { isMembershipReason, membershipError } from './errors'
import { membershipView, settle, startMembership } from './memberships'
import { findPlan } from './plans'

/** Checkout keys of membership orders; the payment stand-in tells them from shop orders by it. */
export const MEMBERSHIP_KEY_PREFIX = 'mem_'

export type JoinInput = { planCode: string; paymentMethod: string; returnUrl: string }

/** `/membership/prepare`: a pending join order that the payment stand-in shows. A member cannot join twice. */
export async function prepareJoin(db: Db, userId: number, input: JoinInput, now: Date) {
  const plan = await findPlan(db, input.planCode)
  if (!plan) throw membershipError('PLAN_NOT_FOUND', { field: 'plan_code' })
  const orderKey = newKey('mem')
  await db.transaction(async (tx) => {
    const current = await settle(tx, userId, now)
    if (current?.status === 'ACTIVE') throw membershipError('ALREADY_MEMBER')
    await tx.query(
      `insert into membership_orders (user_id, plan_code, kind, status, order_key, amount, payment_method, return_url, created_at)
       values ($1, $2, 'JOIN', 'PENDING', $3, $4, $5, $6, $7)`,
      [userId, plan.plan_code, orderKey, plan.price, input.paymentMethod, input.returnUrl, now.toISOString()],
    )
  })
  return { order_key: orderKey, amount: plan.price, payment_url: `/pay/checkout?key=${encodeURIComponent(orderKey)}` }
}

type JoinOrder = {
  membership_order_id: number
  plan_code: string
  status: string
  amount: number
  payment_method: string
  failure_reason: string | null
}

/** A failed confirm's stored reason is answered again, with its own status. */
function storedFailure(reason: string): HttpError {
  return isMembershipReason(reason) ? membershipError(reason) : failureError(reason)
}

/**
 * `/membership/confirm`, one transaction: locks the member, the join order and its payment;
 * refuses a declined or unknown payment and a member who already is one (joined meanwhile in
 * another tab); captures the payment, starts the membership, gives the welcome points and the
 * first month's coupons. A refusal after the payment was found voids it and fails the order.
 */
export async function confirmJoin(db: Db, userId: number, orderKey: string, paymentKey: string, now: Date) {
  let failed: { orderId: number; paymentKey: string } | null = null
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select user_id from users where user_id = $1 for update', [userId])
      const [order] = await tx.query<JoinOrder>(
        `select membership_order_id, plan_code, status, amount, payment_method, failure_reason
           from membership_orders where order_key = $1 and user_id = $2 and kind = 'JOIN' for update`,
        [orderKey, userId],
      )
      if (!order) throw new HttpError(404, 'NOT_FOUND')
      const [payment] = await tx.query<{ status: string; amount: number }>(
        'select status, amount from payments where payment_key = $1 and membership_order_id = $2 for update',
        [paymentKey, order.membership_order_id],
      )
      if (!payment) throw commerceError(400, 'PAYMENT_INVALID')
      // A reload of the return page answers what the first confirm answered.
      if (order.status === 'PAID' && payment.status === 'CAPTURED') return answer(tx, userId, order, now)
      if (order.status !== 'PENDING') throw storedFailure(order.failure_reason ?? 'PAYMENT_INVALID')
      failed = { orderId: order.membership_order_id, paymentKey }
      if (payment.status === 'DECLINED') throw commerceError(402, 'PAYMENT_DECLINED')
      if (payment.status !== 'APPROVED' || payment.amount !== order.amount) throw commerceError(400, 'PAYMENT_INVALID')
      const current = await settle(tx, userId, now)
      if (current?.status === 'ACTIVE') throw membershipError('ALREADY_MEMBER')
      const plan = await findPlan(tx, order.plan_code)
      if (!plan) throw membershipError('PLAN_NOT_FOUND')

      const endsAt = await startMembership(tx, userId, plan, order.payment_method, now)
      await tx.query(`update payments set status = 'CAPTURED', updated_at = $2 where payment_key = $1`, [paymentKey, now.toISOString()])
      await tx.query(
        `update membership_orders set status = 'PAID', paid_at = $2, period_start = $2, period_end = $3 where membership_order_id = $1`,
        [order.membership_order_id, now.toISOString(), endsAt.toISOString()],
      )
      // The plan's 가입 즉시 적립 lands in the points ledger (decision 044), once per membership order.
      await credit(tx, {
        userId,
        kind: 'EARN',
        reason: 'MEMBERSHIP_WELCOME',
        amount: plan.welcome_point,
        membershipOrderId: order.membership_order_id,
        expiresAt: addDays(now, POINT_RULES.validityDays),
        at: now,
      })
      return answer(tx, userId, order, now)
    })
  } catch (error) {
    const identified = failed as { orderId: number; paymentKey: string } | null
    if (identified) await failJoin(db, identified, reasonOf(error) ?? 'INTERNAL', now)
    throw error
  }
}

/** The confirm's answer: the order and the membership as it is now (the first month's coupons given). */
async function answer(tx: Queryable, userId: number, order: JoinOrder, now: Date) {
  const membership = await settle(tx, userId, now)
  return {
    membership_order_id: order.membership_order_id,
    status: 'PAID' as const,
    amount: order.amount,
    membership: membership && (await membershipView(tx, membership)),
  }
}

async function failJoin(
  db: Db,
  { orderId, paymentKey }: { orderId: number; paymentKey: string },
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`update payments set status = 'VOIDED', updated_at = $2 where payment_key = $1 and status = 'APPROVED'`, [
      paymentKey,
      now.toISOString(),
    ])
    await tx.query(
      `update membership_orders set status = 'FAILED', failure_reason = $2 where membership_order_id = $1 and status = 'PENDING'`,
      [orderId, reason],
    )
  })
}

/** What the payment stand-in shows for a membership checkout key (the same shape as a shop order's). */
export async function findMembershipCheckout(db: Queryable, orderKey: string, { lock = false } = {}) {
  // Lock first, then read (see findOrderCheckout in pay/router.ts): the joined payment must be current.
  if (lock) await db.query(`select 1 from membership_orders where order_key = $1 and kind = 'JOIN' for update`, [orderKey])
  const [row] = await db.query<PendingView>(
    `select mo.membership_order_id as id, mo.status, mo.amount as total_price, mo.payment_method, coalesce(mo.return_url, '/membership') as return_url,
            pm.payment_key is not null as paid, pm.payment_key, pm.status as payment_status,
            p.name || ' (' || p.period_months || '개월)' as title
       from membership_orders mo join membership_plans p using (plan_code)
            left join payments pm on pm.membership_order_id = mo.membership_order_id
      where mo.order_key = $1 and mo.kind = 'JOIN'`,
    [orderKey],
  )
  return row ?? null
}

/** The stand-in's decision on a membership checkout: one payment row; a declined join is over at once. */
export async function decideMembershipCheckout(
  tx: Queryable,
  checkout: { id: number; total_price: number; payment_method: string },
  paymentKey: string,
  approved: boolean,
  now: string,
) {
  await tx.query(
    'insert into payments (payment_key, membership_order_id, amount, method, status, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $6)',
    [paymentKey, checkout.id, checkout.total_price, checkout.payment_method, approved ? 'APPROVED' : 'DECLINED', now],
  )
  if (!approved)
    await tx.query(`update membership_orders set status = 'FAILED', failure_reason = 'PAYMENT_DECLINED' where membership_order_id = $1`, [
      checkout.id,
    ])
}
