import type { Db } from '../db/types'

/**
 * How long an approval waits for the shop's confirm. A gateway's authorisation that the merchant
 * never confirms lapses (Toss Payments: 10 minutes) and the hold on the card is released. The
 * stand-in does the same, so an order whose confirm was lost (the shop's node died with the
 * payment page's answer in flight) ends FAILED with nothing taken, instead of PENDING for ever
 * with an APPROVED payment.
 */
export const APPROVAL_TTL_MS = 10 * 60_000

/** Whether an approval made at `approvedAt` has lapsed at `now` (exactly 10 minutes is still in time). */
export function approvalLapsed(approvedAt: Date, now: Date): boolean {
  return now.getTime() - approvedAt.getTime() > APPROVAL_TTL_MS
}

/**
 * Voids every approval older than the window and fails its order PAYMENT_EXPIRED, in one
 * statement each; answers how many lapsed. Safe from several backend processes at once: a row
 * already voided is no longer APPROVED.
 */
export async function lapseUnconfirmedApprovals(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const lapsed = await tx.query<{ order_id: number }>(
      `update payments set status = 'VOIDED', updated_at = $1
        where status = 'APPROVED' and created_at < $2 returning order_id`,
      [now.toISOString(), new Date(now.getTime() - APPROVAL_TTL_MS).toISOString()],
    )
    if (lapsed.length > 0) {
      await tx.query(
        `update orders set status = 'FAILED', failure_reason = 'PAYMENT_EXPIRED' where order_id = any($1::int[]) and status = 'PENDING'`,
        [lapsed.map((row) => row.order_id)],
      )
    }
    return lapsed.length
  })
}
