import { POINT_RULES } from '../../app/domain/points'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { commerceError, notFound } from './errors'
import { findOrder, orderProducts } from './order-view'

export const RETURN_REASONS = ['CHANGE_OF_MIND', 'DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'OTHER'] as const
export type ReturnRequest = {
  orderId: number
  type: 'EXCHANGE' | 'RETURN'
  reasonCode: (typeof RETURN_REASONS)[number]
  reasonText: string | null
  lineNos: readonly number[]
}

/**
 * Exchange and return are open until the purchase is confirmed (decision 044): by the member's
 * 구매확정, or 7 days after delivery, when the order's 적립금 is earned.
 */
export const RETURN_DAYS = POINT_RULES.confirmAfterDays
const DAY = 86_400_000

/** `/exchange-return/request`: lines of a DELIVERED order of the last 7 days not yet confirmed, each line once. */
export async function requestExchangeReturn(db: Db, userId: number, request: ReturnRequest, now: Date) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, userId, request.orderId, { lock: true })
    if (!order) throw notFound()
    const deliveredAt = order.shipping_time ?? order.ordered_at
    if (order.status !== 'DELIVERED' || order.purchase_confirmed_at || now.getTime() - deliveredAt.getTime() > RETURN_DAYS * DAY)
      throw commerceError(400, 'NOT_RETURNABLE')
    const lineNos = [...new Set(request.lineNos)]
    const known = await tx.query<{ line_no: number; requested: boolean }>(
      `select oi.line_no, exists (select 1 from exchange_return_lines l where l.order_id = oi.order_id and l.line_no = oi.line_no) as requested
         from order_items oi where oi.order_id = $1 and oi.line_no = any($2::int[])`,
      [request.orderId, lineNos],
    )
    if (known.length !== lineNos.length)
      throw new HttpError(400, 'BAD_REQUEST', '주문에 없는 상품이에요.', { reason: 'INVALID_FORMAT', field: 'line_nos' })
    if (known.some((line) => line.requested)) throw commerceError(400, 'ALREADY_REQUESTED')
    const [row] = await tx.query<{ request_id: number }>(
      `insert into exchange_returns (order_id, user_id, type, reason_code, reason_text, requested_at)
       values ($1, $2, $3, $4, $5, $6) returning request_id`,
      [request.orderId, userId, request.type, request.reasonCode, request.reasonText, now.toISOString()],
    )
    const requestId = row?.request_id as number
    await tx.query('insert into exchange_return_lines (request_id, order_id, line_no) select $1, $2, unnest($3::int[])', [
      requestId,
      request.orderId,
      lineNos,
    ])
    return { request_id: requestId, status: 'REQUESTED' as const }
  })
}

/** `/exchange-return/list`: the member's requests, newest first, with the lines asked for. */
export async function listExchangeReturns(db: Queryable, userId: number) {
  const rows = await db.query<{
    request_id: number
    order_id: number
    type: string
    reason_code: string
    reason_text: string | null
    status: string
    requested_at: Date
    line_nos: number[]
  }>(
    `select e.request_id, e.order_id, e.type, e.reason_code, e.reason_text, e.status, e.requested_at,
            array(select l.line_no::int from exchange_return_lines l where l.request_id = e.request_id order by l.line_no) as line_nos
       from exchange_returns e where e.user_id = $1 order by e.requested_at desc, e.request_id desc`,
    [userId],
  )
  const products = await orderProducts(db, [...new Set(rows.map((row) => row.order_id))])
  return {
    requests: rows.map(({ line_nos, requested_at, ...row }) => ({
      ...row,
      requested_at: requested_at.toISOString(),
      products: (products.get(row.order_id) ?? []).filter((line) => line_nos.includes(line.line_no)),
    })),
  }
}
