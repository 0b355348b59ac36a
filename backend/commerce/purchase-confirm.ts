import type { Db } from '../db/types'
import { confirmedAt, settle } from '../points/ledger'
import { commerceError, notFound } from './errors'
import { findOrder } from './order-rows'

/**
 * `/order/purchase-confirm` (구매확정, decision 044): a delivered order is the member's for good;
 * its 적립금 is credited at once and exchange and return close. Confirming again answers the
 * same; an order not delivered yet cannot be confirmed.
 */
export async function confirmPurchase(db: Db, userId: number, orderId: number, now: Date) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, userId, orderId, { lock: true })
    if (!order) throw notFound()
    if (order.status !== 'DELIVERED') throw commerceError(400, 'NOT_CONFIRMABLE')
    const due = confirmedAt(order)
    if (!order.purchase_confirmed_at && !(due && due.getTime() <= now.getTime()))
      await tx.query('update orders set purchase_confirmed_at = $2 where order_id = $1', [orderId, now.toISOString()])
    await settle(tx, userId, now)
    const [earned] = await tx.query<{ amount: number; created_at: Date }>(
      `select amount, created_at from point_movements where order_id = $1 and reason = 'ORDER_CONFIRMED'`,
      [orderId],
    )
    return {
      order_id: orderId,
      purchase_confirmed_at: (earned?.created_at ?? order.purchase_confirmed_at ?? now).toISOString(),
      earned_points: earned?.amount ?? 0,
    }
  })
}
