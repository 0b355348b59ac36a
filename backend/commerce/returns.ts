import { productCoupon, quoteReturn } from '../../app/domain/after-sales-money'
import { RETURN_STEPS, returnSteps } from '../../app/domain/after-sales-steps'
import { POINT_RULES } from '../../app/domain/points'
import type { Db, Queryable } from '../db/types'
import { commerceError, fieldReason, notFound } from './errors'
import { findOrder, orderProducts } from './order-rows'

export const RETURN_REASONS = ['CHANGE_OF_MIND', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'OTHER'] as const
export type ReturnLine = { lineNo: number; quantity: number | null; exchangeOptionId: number | null }
export type ReturnRequest = {
  orderId: number
  type: 'EXCHANGE' | 'RETURN'
  reasonCode: (typeof RETURN_REASONS)[number]
  reasonText: string | null
  lines: readonly ReturnLine[]
  /** From the member's address book; null: where the order was delivered. */
  pickupAddressId: number | null
  /** Photos uploaded through the review service's upload (decision 048), at most 5. */
  photoKeys: readonly string[]
  /** The body field the lines came in (`lines`, or the older `line_nos`), named by a refusal. */
  linesField?: string
}

/**
 * Exchange and return are open until the purchase is confirmed (decision 044): by the member's
 * 구매확정, or 7 days after delivery, when the order's 적립금 is earned.
 */
export const RETURN_DAYS = POINT_RULES.confirmAfterDays
const DAY = 86_400_000

/** Until when the order can be returned, or null when it cannot (not delivered, or confirmed). */
export function returnableUntil(
  order: { status: string; purchase_confirmed_at: Date | null; shipping_time: Date | null; ordered_at: Date },
  now: Date,
): Date | null {
  if (order.status !== 'DELIVERED' || order.purchase_confirmed_at) return null
  const until = new Date((order.shipping_time ?? order.ordered_at).getTime() + RETURN_DAYS * DAY)
  return until.getTime() > now.getTime() ? until : null
}

type BoughtLine = { line_no: number; product_id: number; price: number; quantity: number; requested: boolean }

/** Each asked-for line once, known, not asked for before, within what was bought; an exchange's option of the same product. */
async function checkedLines(tx: Queryable, orderId: number, request: ReturnRequest, bought: BoughtLine[]) {
  const field = request.linesField ?? 'lines'
  const seen = new Set<number>()
  const lines: Array<{ lineNo: number; quantity: number; optionId: number | null; optionName: string | null }> = []
  for (const asked of request.lines) {
    const line = bought.find((b) => b.line_no === asked.lineNo)
    if (!line || seen.has(asked.lineNo)) throw fieldReason('RETURN_LINE_UNKNOWN', field)
    seen.add(asked.lineNo)
    const quantity = asked.quantity ?? line.quantity
    if (quantity > line.quantity) throw fieldReason('RETURN_QUANTITY_EXCEEDED', field)
    let optionId: number | null = null
    let optionName: string | null = null
    if (request.type === 'EXCHANGE') {
      const [bought1] = await tx.query<{ option_id: number | null }>(
        'select option_id from order_items where order_id = $1 and line_no = $2',
        [orderId, line.line_no],
      )
      const wanted = asked.exchangeOptionId ?? bought1?.option_id ?? null
      if (wanted !== null) {
        const [option] = await tx.query<{ option_id: number; name: string; stock: number }>(
          'select option_id, name, stock from product_options where option_id = $1 and product_id = $2',
          [wanted, line.product_id],
        )
        if (!option) throw fieldReason('EXCHANGE_OPTION_INVALID', field)
        if (option.stock < quantity) throw fieldReason('EXCHANGE_OPTION_SOLD_OUT', field)
        optionId = option.option_id
        optionName = option.name
      }
    }
    lines.push({ lineNo: line.line_no, quantity, optionId, optionName })
  }
  if (bought.some((b) => b.requested && seen.has(b.line_no))) throw commerceError(400, 'ALREADY_REQUESTED')
  return lines
}

/** The pickup address: one of the member's, or the order's own delivery address. */
async function pickupAddress(tx: Queryable, userId: number, addressId: number | null, delivered: Record<string, unknown> | null) {
  if (addressId === null) {
    const { delivery: _d, ...snapshot } = delivered ?? {}
    return delivered ? snapshot : null
  }
  const [row] = await tx.query<Record<string, unknown>>(
    'select name, mobile_no, zip_code, address1, address2 from addresses where address_id = $1 and user_id = $2',
    [addressId, userId],
  )
  if (!row) throw fieldReason('PICKUP_ADDRESS_INVALID', 'pickup_address_id')
  return row
}

/**
 * The photos: uploaded by the member through the review service's upload and not taken by a
 * review, moved here so the review service's clean-up of unattached photos leaves them be.
 */
async function claimPhotos(tx: Queryable, userId: number, requestId: number, keys: readonly string[]) {
  if (keys.length === 0) return
  const moved = await tx.query(
    `with taken as (
       delete from review_photos where photo_key = any($2::text[]) and user_id = $1 and review_id is null
       returning photo_key, bytes, width, height)
     insert into exchange_return_photos (photo_key, request_id, position, bytes, width, height)
       select t.photo_key, $3, array_position($2::text[], t.photo_key), t.bytes, t.width, t.height from taken t
     returning photo_key`,
    [userId, [...new Set(keys)], requestId],
  )
  if (moved.length !== keys.length) throw fieldReason('RETURN_PHOTO_INVALID', 'photo_keys')
}

/**
 * `/exchange-return/request`: lines of a delivered order not yet confirmed, each line once, up
 * to what was bought; the fee and the refund quoted by the shop's own rule (decision 048) and
 * kept with the request. One transaction: a refusal stores nothing.
 */
export async function requestExchangeReturn(db: Db, userId: number, request: ReturnRequest, now: Date) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, userId, request.orderId, { lock: true })
    if (!order) throw notFound()
    if (!returnableUntil(order, now)) throw commerceError(400, 'NOT_RETURNABLE')
    const bought = await tx.query<BoughtLine>(
      `select oi.line_no, oi.product_id, oi.price, oi.quantity,
              exists (select 1 from exchange_return_lines l where l.order_id = oi.order_id and l.line_no = oi.line_no) as requested
         from order_items oi where oi.order_id = $1 order by oi.line_no`,
      [request.orderId],
    )
    const lines = await checkedLines(tx, request.orderId, request, bought)
    const pickup = await pickupAddress(tx, userId, request.pickupAddressId, order.address)
    const quote = quoteReturn(
      {
        lines: bought.map((b) => ({ lineNo: b.line_no, price: b.price, quantity: b.quantity })),
        couponDiscount: productCoupon(order.coupon_type, order.coupon_discount_price),
        pointsUsed: order.points_used,
      },
      lines,
      request.type,
      request.reasonCode,
    )
    const [row] = await tx.query<{ request_id: number }>(
      `insert into exchange_returns (order_id, user_id, type, reason_code, reason_text, requested_at, progress_from, pickup_address,
                                     fee, fee_payer, refund_amount, refund_points)
       values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11) returning request_id`,
      [
        request.orderId,
        userId,
        request.type,
        request.reasonCode,
        request.reasonText,
        now.toISOString(),
        pickup ? JSON.stringify(pickup) : null,
        quote.fee,
        quote.feePayer,
        quote.refund,
        quote.points,
      ],
    )
    const requestId = row?.request_id as number
    for (const line of lines)
      await tx.query(
        `insert into exchange_return_lines (request_id, order_id, line_no, quantity, exchange_option_id, exchange_option_name)
         values ($1, $2, $3, $4, $5, $6)`,
        [requestId, request.orderId, line.lineNo, line.quantity, line.optionId, line.optionName],
      )
    await claimPhotos(tx, userId, requestId, request.photoKeys)
    return {
      request_id: requestId,
      status: 'REQUESTED' as const,
      fee: quote.fee,
      fee_payer: quote.feePayer,
      refund_amount: quote.refund,
      refund_points: quote.points,
    }
  })
}

type RequestRow = {
  request_id: number
  order_id: number
  type: string
  reason_code: string
  reason_text: string | null
  requested_at: Date
  progress_from: Date
  completed_at: Date | null
  pickup_address: Record<string, unknown> | null
  fee: number
  fee_payer: string
  refund_amount: number
  refund_points: number
  photo_count: number
  lines: Array<{ line_no: number; quantity: number; exchange_option_name: string | null }>
}

/**
 * Requests as V2 answers them: the step the stand-in has reached (a step a day from
 * `progress_from`, counted when read, decision 048) with the whole timeline, the lines and
 * quantities, the fee and the refund. COMPLETED is said only once settled (return-progress.ts).
 */
export async function readRequests(db: Queryable, where: { userId: number } | { orderId: number }, now: Date) {
  const byOrder = 'orderId' in where
  const rows = await db.query<RequestRow>(
    `select e.request_id, e.order_id, e.type, e.reason_code, e.reason_text, e.requested_at, e.progress_from, e.completed_at,
            e.pickup_address, e.fee, e.fee_payer, e.refund_amount, e.refund_points,
            (select count(*)::int from exchange_return_photos p where p.request_id = e.request_id) as photo_count,
            coalesce((select jsonb_agg(jsonb_build_object('line_no', l.line_no, 'quantity', l.quantity,
                                                          'exchange_option_name', l.exchange_option_name) order by l.line_no)
                        from exchange_return_lines l where l.request_id = e.request_id), '[]'::jsonb) as lines
       from exchange_returns e where ${byOrder ? 'e.order_id' : 'e.user_id'} = $1
      order by ${byOrder ? 'e.request_id' : 'e.requested_at desc, e.request_id desc'}`,
    [byOrder ? where.orderId : where.userId],
  )
  return rows.map(({ requested_at, progress_from, completed_at, ...row }) => {
    const steps = returnSteps(progress_from.getTime(), now.getTime()).map((step) => ({
      code: step.code,
      at: step.code === 'COMPLETED' ? (completed_at?.toISOString() ?? null) : step.done ? new Date(step.at).toISOString() : null,
      done: step.code === 'COMPLETED' ? completed_at !== null : step.done,
    }))
    const reached = steps.filter((step) => step.done).map((step) => step.code)
    return {
      ...row,
      status: reached[reached.length - 1] ?? RETURN_STEPS[0],
      requested_at: requested_at.toISOString(),
      completed_at: completed_at?.toISOString() ?? null,
      line_nos: row.lines.map((line) => line.line_no),
      steps,
    }
  })
}

/** `/exchange-return/list`: the member's requests, newest first, with the lines asked for. */
export async function listExchangeReturns(db: Queryable, userId: number, now: Date) {
  const rows = await readRequests(db, { userId }, now)
  const products = await orderProducts(db, [...new Set(rows.map((row) => row.order_id))])
  return {
    requests: rows.map((row) => ({
      ...row,
      products: (products.get(row.order_id) ?? []).filter((line) => row.line_nos.includes(line.line_no)),
    })),
  }
}
