import { RETURN_STEP_MS, RETURN_STEPS } from '../../app/domain/after-sales-steps'
import { proRata } from '../../app/domain/points'
import type { Queryable } from '../db/types'
import { credit, debit, lockMember, refundExpiry, settle, spendableBalance } from '../points/ledger'

/** A request is done this long after its steps started counting (접수 → 회수 → 검수 → 완료, decision 048). */
const DONE_AFTER_MS = (RETURN_STEPS.length - 1) * RETURN_STEP_MS

type Due = {
  request_id: number
  order_id: number
  type: string
  refund_amount: number
  refund_points: number
  progress_from: Date
  total_price: number
  shipping_fee: number
}

/**
 * Completes the member's requests whose steps have run out by `now`, each once, in the caller's
 * transaction (decision 048). A return gives back its money (the payment's `refunded_amount`)
 * and its share of the 적립금 paid (a REFUND lot), and takes back the share of the 적립금 the order
 * earned, if it was earned already (CANCEL, at most what the member still has). The request's
 * `completed_at` is set first, so a second reader finds nothing due; the unique index on
 * (return_id, kind) guards the ledger the same way. An exchange only completes.
 */
export async function settleReturns(tx: Queryable, userId: number, now: Date): Promise<void> {
  const due = await tx.query<Due>(
    `select e.request_id, e.order_id, e.type, e.refund_amount, e.refund_points, e.progress_from, o.total_price, o.shipping_fee
       from exchange_returns e join orders o using (order_id)
      where e.user_id = $1 and e.completed_at is null and e.progress_from <= $2::timestamptz - make_interval(secs => $3::double precision / 1000)
      order by e.request_id`,
    [userId, now.toISOString(), DONE_AFTER_MS],
  )
  if (due.length === 0) return
  await lockMember(tx, userId)
  for (const request of due) {
    const completedAt = new Date(request.progress_from.getTime() + DONE_AFTER_MS)
    const won = await tx.query(
      `update exchange_returns set completed_at = $2, status = 'COMPLETED' where request_id = $1 and completed_at is null returning request_id`,
      [request.request_id, completedAt.toISOString()],
    )
    if (won.length === 0 || request.type !== 'RETURN') continue
    const [payment] = await tx.query<{ refunded_amount: number }>(
      `select refunded_amount from payments where order_id = $1 and status = 'CAPTURED' for update`,
      [request.order_id],
    )
    const refundedBefore = payment?.refunded_amount ?? 0
    if (payment && request.refund_amount > 0)
      await tx.query(
        `update payments set refunded_amount = refunded_amount + $2, updated_at = $3 where order_id = $1 and status = 'CAPTURED'`,
        [request.order_id, request.refund_amount, now.toISOString()],
      )
    const base = { userId, orderId: request.order_id, returnId: request.request_id, reason: 'ORDER_RETURN' as const, at: now }
    const expiresAt = await refundExpiry(tx, userId, request.order_id, now)
    if (expiresAt && request.refund_points > 0) await credit(tx, { ...base, kind: 'REFUND', amount: request.refund_points, expiresAt })
    const [earned] = await tx.query<{ amount: number }>(
      `select amount from point_movements where order_id = $1 and reason = 'ORDER_CONFIRMED'`,
      [request.order_id],
    )
    if (earned) {
      // The earning counted what was paid for products less earlier returns; this return's part of it.
      const paidFor = Math.max(0, request.total_price - request.shipping_fee - refundedBefore)
      const [share = 0] = proRata(earned.amount, [request.refund_amount, Math.max(0, paidFor - request.refund_amount)])
      const amount = Math.min(share, await spendableBalance(tx, userId, now))
      if (amount > 0) await debit(tx, { ...base, kind: 'CANCEL', amount })
    }
  }
}

/** The member's returns, then their 적립금, brought up to `now` (decision 048 before decision 044's settle). */
export async function settleMember(tx: Queryable, userId: number, now: Date): Promise<void> {
  await settleReturns(tx, userId, now)
  await settle(tx, userId, now)
}
