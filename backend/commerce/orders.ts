import { randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/types'
import { debit } from '../points/ledger'
import { approvalLapsed } from './approvals'
import { buildCheckout, type CheckoutInput, type DeliveryType, type PaymentMethod } from './checkout'
import { isFirstPurchase } from './deals'
import type { DeliveryRequest } from './delivery-request'
import { commerceError, failureError, notFound, reasonOf } from './errors'
import { syncSoldOut } from './options'
import { clearDraft } from './order-drafts'
import { type CouponTerms, couponDiscount } from './pricing'
import { expectedArrival } from './zip'

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505'

export const newKey = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`

/**
 * Contract: a relative path on the shop's own origin, never `//host` or `/\host` (no open
 * redirect); visible ASCII only (percent-encoded otherwise), so no spaces, controls or backslashes.
 */
export function isSafeReturnUrl(value: string): boolean {
  return /^\/(?![/\\])[!-~]*$/.test(value) && !value.includes('\\')
}

export type PrepareInput = CheckoutInput & {
  addressId: number
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  returnUrl: string
  deliveryRequest?: DeliveryRequest | null
  /** The total the sheet showed (decision 053): a different total now refuses the order. */
  expectedTotal?: number | null
}

/** `/order/prepare`: a pending order (not in the history) that the payment stand-in shows. */
export async function prepareOrder(db: Db, userId: number, input: PrepareInput, now: Date) {
  const checkout = await buildCheckout(db, userId, input, now, { strict: true })
  const { summary } = checkout.sheet
  if (input.expectedTotal != null && input.expectedTotal !== summary.total)
    throw commerceError(409, 'ORDER_CHANGED', { total: summary.total, expected_total: input.expectedTotal })
  const address = checkout.address
  const orderKey = newKey('ord')
  await db.transaction(async (tx) => {
    const [order] = await tx.query<{ order_id: number }>(
      `insert into orders (user_id, status, total_price, ordered_at, order_key, address, payment_method, delivery_type, product_total,
                           shipping_fee, coupon_id, coupon_title, coupon_type, coupon_discount_price, return_url, has_deal,
                           delivery_request_code, delivery_request_text, points_used)
       values ($1, 'PENDING', $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) returning order_id`,
      [
        userId,
        summary.total,
        now.toISOString(),
        orderKey,
        JSON.stringify(
          address && {
            name: address.name,
            mobile_no: address.mobile_no,
            zip_code: address.zip_code,
            address1: address.address1,
            address2: address.address2,
          },
        ),
        input.paymentMethod,
        input.deliveryType,
        summary.product_total,
        summary.shipping_fee,
        checkout.coupon?.coupon_id ?? null,
        checkout.coupon?.title ?? null,
        checkout.coupon?.type ?? null,
        summary.coupon_discount_price,
        input.returnUrl,
        checkout.hasDeal,
        input.deliveryRequest?.code ?? null,
        input.deliveryRequest?.text ?? null,
        summary.points_discount_price,
      ],
    )
    const orderId = order?.order_id as number
    for (const [i, line] of checkout.lines.entries()) {
      await tx.query(
        `insert into order_items (order_id, line_no, product_id, price, quantity, option_id, option_name, list_price, deal_id, cart_item_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orderId,
          i + 1,
          line.product_id,
          line.unit_discount_apply_price,
          line.quantity,
          line.option_id,
          line.option_name,
          line.unit_price,
          line.deal_id,
          line.cart_item_id,
        ],
      )
    }
  })
  return { order_key: orderKey, amount: summary.total, payment_url: `/pay/checkout?key=${encodeURIComponent(orderKey)}` }
}

type PendingOrder = {
  order_id: number
  status: string
  total_price: number
  product_total: number
  shipping_fee: number
  coupon_id: number | null
  delivery_type: DeliveryType
  failure_reason: string | null
  points_used: number
}
type Payment = { payment_key: string; status: string; amount: number; created_at: Date | string }
type Line = {
  line_no: number
  product_id: number
  option_id: number
  quantity: number
  deal_id: number | null
  cart_item_id: number
  product_group1_id: number
}

/** What a confirm found before it failed: only then is there a payment to void and an order to fail. */
type Identified = { orderId: number; paymentKey: string } | null

/** Stock for each line, locking the options in id order (two checkouts never wait on each other in a circle). */
async function takeStock(tx: Queryable, lines: readonly Line[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.option_id - b.option_id)) {
    const [taken] = await tx.query(
      'update product_options set stock = stock - $2 where option_id = $1 and not sold_out and stock >= $2 returning stock',
      [line.option_id, line.quantity],
    )
    if (taken) continue
    const [left] = await tx.query<{ stock: number }>('select stock from product_options where option_id = $1', [line.option_id])
    throw commerceError(400, (left?.stock ?? 0) === 0 ? 'SOLD_OUT' : 'STOCK_EXCEEDED', {
      option_id: line.option_id,
      max_quantity: left?.stock ?? 0,
    })
  }
  await syncSoldOut(tx, [...new Set(lines.map((line) => line.product_id))])
}

/** The coupon must still be the member's, unused, unexpired and fit the order; then it is used. */
async function spendCoupon(tx: Queryable, userId: number, order: PendingOrder, lines: readonly Line[], now: Date): Promise<void> {
  if (order.coupon_id === null) return
  const [coupon] = await tx.query<CouponTerms>(
    `select t.type, t.discount_value, t.max_discount_price, t.min_order_price, t.product_group1_id, t.first_purchase, t.category_ids
       from coupons c join coupon_templates t using (coupon_template_id)
      where c.coupon_id = $1 and c.user_id = $2 and c.used_at is null and (c.expires_at is null or c.expires_at > $3)
        for update of c`,
    [order.coupon_id, userId, now.toISOString()],
  )
  // Checked again here: another order may have been paid since this one was prepared.
  const firstPurchase = await isFirstPurchase(tx, userId)
  const categories = await tx.query<{ product_group2_id: number }>(
    'select distinct product_group2_id from products where product_id = any($1::int[])',
    [lines.map((line) => line.product_id)],
  )
  // The amount was fixed when the order was prepared; here only whether the coupon still applies.
  const categoryTotals = new Map(categories.map((c) => [c.product_group2_id, order.product_total]))
  const basis = {
    productTotal: order.product_total,
    shippingFee: order.shipping_fee,
    groups: [...new Set(lines.map((line) => line.product_group1_id))],
    categoryTotals,
    firstPurchase,
  }
  if (!coupon || !couponDiscount(coupon, basis).applicable) throw commerceError(400, 'COUPON_UNAVAILABLE')
  await tx.query('update coupons set used_at = $2, used_order_id = $3 where coupon_id = $1', [
    order.coupon_id,
    now.toISOString(),
    order.order_id,
  ])
}

/**
 * The order's 적립금, drawn soonest-expiring first (decision 044). The member's row is locked, so
 * of two tabs paying with the same points the second finds them gone and its payment is voided.
 */
async function spendPoints(tx: Queryable, userId: number, order: PendingOrder, now: Date): Promise<void> {
  if (order.points_used === 0) return
  const spent = await debit(tx, {
    userId,
    kind: 'SPEND',
    reason: 'ORDER_PAYMENT',
    amount: order.points_used,
    orderId: order.order_id,
    at: now,
  })
  if (spent === null) throw commerceError(400, 'POINTS_OVER_BALANCE', { field: 'points' })
}

/**
 * `/order/confirm`, one transaction: locks the member, the pending order, its payment and its
 * cart items; checks stock, the coupon and the deal; captures the payment, takes the stock,
 * uses the coupon, removes the cart items, marks the order PAID and forgets the sheet's draft.
 * Any refusal rolls all of it back; then the payment is voided and the order FAILED (a later
 * confirm answers the same).
 */
export async function confirmOrder(db: Db, userId: number, orderKey: string, paymentKey: string, now: Date) {
  let identified: Identified = null
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select user_id from users where user_id = $1 for update', [userId])
      const [order] = await tx.query<PendingOrder>(
        `select order_id, status, total_price, product_total, shipping_fee, coupon_id, delivery_type, failure_reason, points_used
           from orders where order_key = $1 and user_id = $2 for update`,
        [orderKey, userId],
      )
      if (!order) throw notFound()
      const [payment] = await tx.query<Payment>(
        'select payment_key, status, amount, created_at from payments where payment_key = $1 and order_id = $2 for update',
        [paymentKey, order.order_id],
      )
      if (!payment) throw commerceError(400, 'PAYMENT_INVALID')
      // The same confirm again (a reload of the return page) answers what it answered.
      if (order.status !== 'PENDING') {
        if (payment.status === 'CAPTURED' && order.status !== 'FAILED')
          return { order_id: order.order_id, status: 'PAID' as const, total_price: order.total_price }
        throw failureError(order.failure_reason ?? 'PAYMENT_INVALID')
      }
      identified = { orderId: order.order_id, paymentKey }
      if (payment.status === 'DECLINED') throw commerceError(402, 'PAYMENT_DECLINED')
      if (payment.status !== 'APPROVED' || payment.amount !== order.total_price) throw commerceError(400, 'PAYMENT_INVALID')
      if (approvalLapsed(new Date(payment.created_at), now)) throw commerceError(400, 'PAYMENT_EXPIRED')

      const lines = await tx.query<Line>(
        `select oi.line_no, oi.product_id, oi.option_id, oi.quantity, oi.deal_id, oi.cart_item_id, p.product_group1_id
           from order_items oi join products p using (product_id) where oi.order_id = $1 order by oi.line_no`,
        [order.order_id],
      )
      const ids = lines.map((line) => line.cart_item_id)
      const held = await tx.query<{ cart_item_id: number }>(
        `select ci.cart_item_id from cart_items ci join carts c using (cart_id)
          where ci.cart_item_id = any($1::int[]) and c.user_id = $2 order by ci.cart_item_id for update of ci`,
        [ids, userId],
      )
      if (held.length !== ids.length) {
        const [paid] = await tx.query('select 1 from ordered_cart_items where cart_item_id = any($1::int[]) limit 1', [ids])
        throw paid ? commerceError(409, 'ORDER_ALREADY_PLACED') : commerceError(400, 'CART_ITEM_INVALID')
      }
      if (lines.some((line) => line.deal_id !== null) && !(await isFirstPurchase(tx, userId))) throw commerceError(400, 'DEAL_NOT_ELIGIBLE')
      await takeStock(tx, lines)
      await spendCoupon(tx, userId, order, lines, now)
      await spendPoints(tx, userId, order, now)

      await tx.query(`update payments set status = 'CAPTURED', updated_at = $2 where payment_key = $1`, [paymentKey, now.toISOString()])
      // The database refuses a second order of the same cart item even if every check above were wrong.
      await tx.query('insert into ordered_cart_items (cart_item_id, order_id) select unnest($1::int[]), $2', [ids, order.order_id])
      await tx.query('delete from cart_items where cart_item_id = any($1::int[])', [ids])
      await tx.query(`update orders set status = 'PAID', ordered_at = $2, shipping_time = $3 where order_id = $1`, [
        order.order_id,
        now.toISOString(),
        expectedArrival(now, order.delivery_type).toISOString(),
      ])
      // The sheet that made this order is done with (decision 045).
      await clearDraft(tx, userId)
      return { order_id: order.order_id, status: 'PAID' as const, total_price: order.total_price }
    })
  } catch (error) {
    const failed = identified as Identified
    // A unique index that caught a race the checks missed is the same answer as the check's.
    const answer = (error as { code?: unknown }).code === UNIQUE_VIOLATION ? commerceError(409, 'ORDER_ALREADY_PLACED') : error
    if (failed) await failOrder(db, failed, reasonOf(answer) ?? 'INTERNAL', now)
    throw answer
  }
}

/** Voids the approved payment and fails the pending order, keeping why. */
async function failOrder(
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
    await tx.query(`update orders set status = 'FAILED', failure_reason = $2 where order_id = $1 and status = 'PENDING'`, [orderId, reason])
  })
}
