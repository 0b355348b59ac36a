import { TRACKING_STEPS } from '../../app/domain/after-sales-steps'
import type { Queryable } from '../db/types'
import { commerceError, notFound } from './errors'
import { findOrder } from './order-rows'

/** The carriers the stand-in hands parcels to; an order always goes with the same one. */
const CARRIERS = [
  { code: 'CJ', name: 'CJ대한통운' },
  { code: 'LOTTE', name: '롯데택배' },
  { code: 'HANJIN', name: '한진택배' },
  { code: 'EPOST', name: '우체국택배' },
] as const

const HOUR = 3_600_000

/** A 12-digit number that is the same for an order every time (a multiplicative hash of its id). */
export function trackingNumber(orderId: number): string {
  const hashed = (BigInt(orderId) * 2_654_435_761n + 97_531n) % 1_000_000_000_000n
  return hashed.toString().padStart(12, '0')
}

/**
 * `/order/tracking` (decision 048): the parcel of a shipping or delivered order: carrier,
 * number and the steps 상품 준비 → 출고 → 배송 중 → 배송 완료, from the order's own dates: ordered,
 * then shipped and on its way at a third and two thirds of the time to its arrival (the expected
 * day while shipping, the delivery once delivered). A step is told with its time once it is
 * reached; 배송 완료 only once the order is delivered. Someone else's order is not found.
 */
export async function trackOrder(db: Queryable, userId: number, orderId: number, now: Date) {
  const order = await findOrder(db, userId, orderId)
  if (!order) throw notFound()
  if (order.status !== 'SHIPPING' && order.status !== 'DELIVERED') throw commerceError(400, 'NOT_SHIPPED')
  const delivered = order.status === 'DELIVERED'
  const ordered = order.ordered_at.getTime()
  const arrival = Math.max(order.shipping_time?.getTime() ?? ordered + 48 * HOUR, ordered + 12 * HOUR)
  const span = arrival - ordered
  const times = [ordered, ordered + span / 3, ordered + (2 * span) / 3, arrival]
  const done = (i: number) => (i <= 1 ? true : delivered ? true : i === 2 ? (times[2] ?? 0) <= now.getTime() : false)
  const carrier = CARRIERS[orderId % CARRIERS.length] ?? CARRIERS[0]
  return {
    order_id: orderId,
    status: order.status,
    carrier_code: carrier.code,
    carrier_name: carrier.name,
    tracking_number: trackingNumber(orderId),
    steps: TRACKING_STEPS.map((code, i) => ({
      code,
      done: done(i),
      at: done(i) ? new Date(Math.min(times[i] ?? ordered, delivered ? arrival : now.getTime())).toISOString() : null,
    })),
  }
}
