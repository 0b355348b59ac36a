import type { Db, Queryable } from '../db/types'
import { sendRestockNotices } from '../notifications/restock'
import { confirmedAt, refundOrderPoints } from '../points/ledger'
import { commerceError, notFound } from './errors'
import { syncSoldOut } from './options'
import { findOrder, ORDER_COLUMNS, type OrderProduct, type OrderRow, orderProducts, VISIBLE } from './order-rows'
import { readRequests, returnableUntil } from './returns'

/** 구매확정 as of `now` (decision 044): the member's, or the automatic one 7 days after delivery. */
function purchaseConfirmedAt(row: OrderRow, now: Date): string | null {
  if (row.status !== 'DELIVERED') return null
  const at = confirmedAt(row)
  return at && at.getTime() <= now.getTime() ? at.toISOString() : null
}

const toOrder = (row: OrderRow, products: OrderProduct[], now: Date) => ({
  ...row,
  ordered_at: row.ordered_at.toISOString(),
  shipping_time: row.shipping_time?.toISOString() ?? null,
  cancelled_at: row.cancelled_at?.toISOString() ?? null,
  purchase_confirmed_at: purchaseConfirmedAt(row, now),
  products,
})

/** `/order/list`: paid and later orders, newest first. */
export async function listOrders(db: Queryable, userId: number, page: number, size: number, now: Date) {
  const [rows, [count]] = await Promise.all([
    db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from orders o where o.user_id = $1 and o.status in ${VISIBLE}
        order by o.ordered_at desc, o.order_id desc limit $2 offset ($3::bigint - 1) * $2`,
      [userId, size, page],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from orders where user_id = $1 and status in ${VISIBLE}`, [userId]),
  ])
  const products = await orderProducts(
    db,
    rows.map((row) => row.order_id),
  )
  return { orders: rows.map((row) => toOrder(row, products.get(row.order_id) ?? [], now)), total_count: count?.total ?? 0 }
}

/**
 * `/order/detail`: the order plus where, how and what it cost, its exchange and return requests
 * (with their steps, decision 048) and until when it can still be returned (null: it cannot).
 */
export async function orderDetail(db: Queryable, userId: number, orderId: number, now: Date) {
  const row = await findOrder(db, userId, orderId)
  if (!row) throw notFound()
  const { address, payment_method, delivery_type, shipping_fee, product_total, delivery_request_code, delivery_request_text, ...order } =
    row
  const [products, requests] = await Promise.all([orderProducts(db, [orderId]), readRequests(db, { orderId }, now)])
  const { delivery: _d, ...snapshot } = address ?? {}
  return {
    ...toOrder(order, products.get(orderId) ?? [], now),
    address: address ? snapshot : null,
    payment_method,
    delivery_type,
    shipping_fee,
    product_total: product_total ?? row.total_price,
    // 배송 요청사항 (decision 026): the kind and, for CUSTOM, the shopper's words.
    delivery_request: delivery_request_code ? { code: delivery_request_code, text: delivery_request_text } : null,
    exchange_returns: requests.map(({ order_id: _o, ...request }) => request),
    returnable_until: returnableUntil(row, now)?.toISOString() ?? null,
  }
}

export const CANCEL_REASONS = {
  CHANGE_OF_MIND: '단순 변심',
  WRONG_OPTION: '옵션을 잘못 선택함',
  DELIVERY_DELAY: '배송 지연',
  REORDER: '다른 상품으로 재주문',
  OTHER: '기타',
} as const
export type CancelReason = keyof typeof CANCEL_REASONS

/**
 * `/order/billing/cancel`, before preparing ends (PAID or PREPARING): the stock goes back, the
 * coupon is unused again, the 적립금 comes back and the payment is refunded, in one transaction.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number, reason: { code: CancelReason; text: string | null }, now: Date) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, userId, orderId, { lock: true })
    if (!order) throw notFound()
    // A second 주문 취소하기 (back, resubmit) is told apart from an order that went too far.
    if (order.status === 'CANCELLED') throw commerceError(400, 'ORDER_ALREADY_CANCELLED')
    if (order.status !== 'PAID' && order.status !== 'PREPARING') throw commerceError(400, 'ORDER_NOT_CANCELLABLE')
    const lines = await tx.query<{ option_id: number | null; product_id: number; quantity: number }>(
      'select option_id, product_id, quantity from order_items where order_id = $1 order by option_id',
      [orderId],
    )
    for (const line of lines) {
      if (line.option_id !== null)
        await tx.query('update product_options set stock = stock + $2 where option_id = $1', [line.option_id, line.quantity])
    }
    const productIds = [...new Set(lines.map((line) => line.product_id))]
    await syncSoldOut(tx, productIds)
    // Decision 063: stock a cancel gives back can end someone's wait for it.
    await sendRestockNotices(tx, productIds, now)
    await tx.query('update coupons set used_at = null, used_order_id = null where used_order_id = $1', [orderId])
    await refundOrderPoints(tx, userId, orderId, now)
    await tx.query(
      `update payments set status = 'REFUNDED', refunded_amount = amount, updated_at = $2 where order_id = $1 and status = 'CAPTURED'`,
      [orderId, now.toISOString()],
    )
    const label = CANCEL_REASONS[reason.code]
    const text = reason.code === 'OTHER' ? reason.text : reason.text ? `${label} (${reason.text})` : label
    await tx.query(
      `update orders set status = 'CANCELLED', cancel_reason_code = $2, cancel_reason = $3, cancel_reason_text = $4, cancelled_at = $5 where order_id = $1`,
      [orderId, reason.code, text, reason.text, now.toISOString()],
    )
  })
  return orderDetail(db, userId, orderId, now).then(
    ({
      address: _a,
      payment_method: _p,
      delivery_type: _d,
      shipping_fee: _s,
      product_total: _t,
      exchange_returns: _e,
      delivery_request: _r,
      returnable_until: _u,
      ...order
    }) => order,
  )
}
