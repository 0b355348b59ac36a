import type { OrderDetail, Refund } from './commerce.schema'
import { formatDay } from './date-formats'
import { formatWon } from './format'
import * as SHOP_MSG from './messages.shop'

/**
 * What an order in each state shows. A cancelled order shows no arrival day,
 * the reason in the very labels of the cancel form (SHOP_MSG.cancel.reasons, the one place both
 * read) with the shopper's own words apart, and what comes back: the amount, to which payment,
 * when, and the coupon.
 */

type OrderFacts = Pick<
  OrderDetail,
  | 'status'
  | 'shippingTime'
  | 'totalPrice'
  | 'cancelReason'
  | 'cancelReasonCode'
  | 'cancelReasonText'
  | 'cancelledAt'
  | 'refund'
  | 'exchangeReturns'
  | 'pointsUsed'
  | 'purchaseConfirmedAt'
>

export type RefundLine = {
  /** 환불 금액, or 환불 예정 금액 while the service has not said it refunded. */
  label: string
  amount: string
  /** "결제 수단(신용·체크카드)으로 환불" */
  to: string
  /** "11월 24일 (화) 환불 완료", or null before it is. */
  when: string | null
  /** What of the coupon came back, or null for an order without one. */
  coupon: string | null
  /** 적립금 given back (decision 044), or null when the order used none. */
  points: string | null
}

export type OrderStateView = {
  status: string
  /** "11월 24일 (화) 취소" beside the status of a cancelled order. */
  statusNote: string | null
  /** 도착 예정 or 배송 완료 with its day; never for a cancelled order. */
  arrival: { label: string; day: string } | null
  reason: { label: string; chosen: string; textLabel: string; text: string | null } | null
  refund: RefundLine | null
  requests: Array<{ requestId: number; type: string; reason: string; text: string | null; status: string }>
  canCancel: boolean
  canReturn: boolean
  /** 구매확정 can be pressed: delivered and not confirmed yet (decision 044). */
  canConfirm: boolean
}

const label = (labels: Record<string, string>, code: string) => labels[code] ?? code

function couponLine(coupon: Refund['coupon'], now: Date): string | null {
  if (!coupon) return null
  if (!coupon.restored) return SHOP_MSG.orderHistory.couponReused(coupon.title)
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return SHOP_MSG.orderHistory.couponExpired(coupon.title)
  return SHOP_MSG.orderHistory.couponBack(coupon.title, coupon.expiresAt ? formatDay(coupon.expiresAt) : null)
}

function refundLine(order: OrderFacts, now: Date): RefundLine | null {
  if (order.status !== 'CANCELLED') return null
  const { refund } = order
  // A service that does not say (yet) what it refunded: the paid amount is what comes back.
  if (!refund) {
    return {
      label: SHOP_MSG.orderHistory.refundExpected,
      amount: formatWon(order.totalPrice),
      to: SHOP_MSG.orderHistory.refundToPayment,
      when: null,
      coupon: null,
      points: order.pointsUsed ? SHOP_MSG.orderHistory.pointsBack(formatWon(order.pointsUsed)) : null,
    }
  }
  const method = SHOP_MSG.order.paymentMethods[refund.method]
  return {
    label: SHOP_MSG.orderHistory.refund,
    amount: formatWon(refund.amount),
    to: method ? SHOP_MSG.orderHistory.refundTo(method) : SHOP_MSG.orderHistory.refundToPayment,
    when: SHOP_MSG.orderHistory.refundedOn(formatDay(refund.refundedAt)),
    coupon: couponLine(refund.coupon, now),
    points: refund.points ? SHOP_MSG.orderHistory.pointsBack(formatWon(refund.points)) : null,
  }
}

function reasonOf(order: OrderFacts): OrderStateView['reason'] {
  if (order.status !== 'CANCELLED') return null
  const base = { label: SHOP_MSG.cancel.reason, textLabel: SHOP_MSG.cancel.reasonText }
  if (order.cancelReasonCode)
    return { ...base, chosen: label(SHOP_MSG.cancel.reasons, order.cancelReasonCode), text: order.cancelReasonText || null }
  // A service that sends only its own text: shown as it came rather than guessed at.
  return order.cancelReason ? { ...base, chosen: order.cancelReason, text: null } : null
}

function arrivalOf(order: OrderFacts): OrderStateView['arrival'] {
  if (!order.shippingTime) return null
  if (order.status === 'DELIVERED') return { label: SHOP_MSG.orderHistory.deliveredAt, day: formatDay(order.shippingTime) }
  if (order.status === 'PAID' || order.status === 'PREPARING' || order.status === 'SHIPPING')
    return { label: SHOP_MSG.orderHistory.shippingTime, day: formatDay(order.shippingTime) }
  return null
}

export function orderStateView(order: OrderFacts, now: Date): OrderStateView {
  return {
    status: label(SHOP_MSG.orderHistory.statuses, order.status),
    statusNote:
      order.status === 'CANCELLED' && order.cancelledAt
        ? SHOP_MSG.orderHistory.cancelledOn(formatDay(order.cancelledAt))
        : order.purchaseConfirmedAt
          ? SHOP_MSG.orderHistory.confirmedOn(formatDay(order.purchaseConfirmedAt))
          : null,
    arrival: arrivalOf(order),
    reason: reasonOf(order),
    refund: refundLine(order, now),
    requests: (order.exchangeReturns ?? []).map((request) => ({
      requestId: request.requestId,
      type: label(SHOP_MSG.exchangeReturn.types, request.type),
      reason: label(SHOP_MSG.exchangeReturn.reasons, request.reasonCode),
      text: request.reasonText || null,
      status: label(SHOP_MSG.exchangeReturn.statuses, request.status),
    })),
    canCancel: order.status === 'PAID' || order.status === 'PREPARING',
    // After 구매확정 (the member's, or 7 days after delivery) exchange and return are closed (decision 044).
    canReturn: order.status === 'DELIVERED' && !order.purchaseConfirmedAt,
    canConfirm: order.status === 'DELIVERED' && !order.purchaseConfirmedAt,
  }
}
