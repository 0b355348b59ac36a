import type { Queryable } from '../db/types'

/** The rows of a member's orders as V2 reads them: columns, refund, lines and their reviews; one order by id. */

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

export type OrderRow = {
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
export const VISIBLE = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CANCELLED')`

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

export const ORDER_COLUMNS = `o.order_id, o.status, o.ordered_at, o.shipping_time, o.total_price, o.coupon_title, o.coupon_type,
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

export type DetailRow = OrderRow & {
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
