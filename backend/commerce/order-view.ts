import type { Db, Queryable } from '../db/types'
import { confirmedAt, refundOrderPoints } from '../points/ledger'
import { commerceError, notFound } from './errors'
import { syncSoldOut } from './options'
import { readRequests, returnableUntil } from './returns'

export type OrderProduct = {
  line_no: number
  product_id: number
  product_name: string
  option_name: string | null
  image_url: string
  price: number
  quantity: number
  review_id: number | null
}

type OrderRow = {
  order_id: number
  status: string
  ordered_at: Date
  shipping_time: Date | null
  total_price: number
  coupon_title: string | null
  coupon_type: string | null
  coupon_discount_price: number
  cancel_reason: string | null
  cancel_reason_code: string | null
  cancel_reason_text: string | null
  cancelled_at: Date | null
  refund: Refund | null
  points_used: number
  purchase_confirmed_at: Date | null
}

/**
 * What came back for a cancelled order, as far as this service knows it: the refunded payment
 * (amount, method, when), the 적립금 given back (decision 044) and whether the order's coupon can be used again.
 */
type Refund = {
  amount: number
  points: number
  method: string
  refunded_at: string
  coupon: { title: string; restored: boolean; expires_at: string | null } | null
}

/** What the history shows: paid and every later state, cancelled included; never pending or failed ones. */
const VISIBLE = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED')`

/**
 * The refund of a cancelled order: its payment once REFUNDED (the payment stand-in's row, one per
 * order), and the order's coupon: restored when no order uses it any more (whether it is still
 * valid is the reader's question, against its own clock). jsonb with V2's snake_case keys.
 */
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`
const REFUND = `(select jsonb_build_object(
     'amount', pay.amount, 'method', pay.method,
     'points', coalesce((select r.amount from point_movements r where r.order_id = o.order_id and r.kind = 'REFUND' and r.reason = 'ORDER_CANCEL'), 0),
     'refunded_at', to_char(pay.updated_at at time zone 'UTC', ${ISO}),
     'coupon', (select jsonb_build_object('title', o.coupon_title, 'restored', c.used_order_id is null,
                                         'expires_at', to_char(c.expires_at at time zone 'UTC', ${ISO}))
                  from coupons c where c.coupon_id = o.coupon_id))
   from payments pay where pay.order_id = o.order_id and pay.status = 'REFUNDED')`

const ORDER_COLUMNS = `o.order_id, o.status, o.ordered_at, o.shipping_time, o.total_price, o.coupon_title, o.coupon_type,
  o.coupon_discount_price, o.cancel_reason, o.cancel_reason_code, o.cancel_reason_text, o.cancelled_at, ${REFUND} as refund,
  o.points_used, o.purchase_confirmed_at`

/**
 * An order line's review: the review service's row written for that line. Read through to_jsonb
 * so this works whether or not the review work's order columns (migration 8) are there.
 */
const REVIEW_OF_LINE = `(select r.review_id from reviews r
   where r.product_id = oi.product_id and r.user_id = o.user_id
     and (to_jsonb(r) ->> 'order_id')::int = oi.order_id and (to_jsonb(r) ->> 'line_no')::int = oi.line_no limit 1)`

/** The lines of orders, by order id. */
export async function orderProducts(
  db: Queryable,
  orderIds: readonly number[],
  lineNos?: readonly number[],
): Promise<Map<number, OrderProduct[]>> {
  const rows = await db.query<OrderProduct & { order_id: number }>(
    `select oi.order_id, oi.line_no, oi.product_id, p.product_name, oi.option_name,
            '/cdn/products/' || oi.product_id || '.svg' as image_url, oi.price, oi.quantity, ${REVIEW_OF_LINE} as review_id
       from order_items oi join orders o using (order_id) join products p on p.product_id = oi.product_id
      where oi.order_id = any($1::int[]) ${lineNos ? 'and oi.line_no = any($2::int[])' : ''}
      order by oi.order_id, oi.line_no`,
    lineNos ? [orderIds, lineNos] : [orderIds],
  )
  const byOrder = new Map<number, OrderProduct[]>()
  for (const { order_id, ...line } of rows) byOrder.set(order_id, [...(byOrder.get(order_id) ?? []), line])
  return byOrder
}

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

type DetailRow = OrderRow & {
  address: Record<string, unknown> | null
  payment_method: string | null
  delivery_type: string | null
  shipping_fee: number
  product_total: number
  delivery_request_code: string | null
  delivery_request_text: string | null
}

/** One of the member's visible orders (paid or later); pending, failed and someone else's are unknown. */
export async function findOrder(db: Queryable, userId: number, orderId: number, { lock = false } = {}): Promise<DetailRow | null> {
  const [row] = await db.query<DetailRow>(
    `select ${ORDER_COLUMNS}, o.address, o.payment_method, o.delivery_type, o.shipping_fee, o.product_total,
            o.delivery_request_code, o.delivery_request_text
       from orders o where o.order_id = $1 and o.user_id = $2 and o.status in ${VISIBLE}
       ${lock ? 'for update' : ''}`,
    [orderId, userId],
  )
  return row ?? null
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
    if (order.status !== 'PAID' && order.status !== 'PREPARING') throw commerceError(400, 'ORDER_NOT_CANCELLABLE')
    const lines = await tx.query<{ option_id: number | null; product_id: number; quantity: number }>(
      'select option_id, product_id, quantity from order_items where order_id = $1 order by option_id',
      [orderId],
    )
    for (const line of lines) {
      if (line.option_id !== null)
        await tx.query('update product_options set stock = stock + $2 where option_id = $1', [line.option_id, line.quantity])
    }
    await syncSoldOut(tx, [...new Set(lines.map((line) => line.product_id))])
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
