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
  | 'returnableUntil'
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
  requests: RequestView[]
  /** Lines already asked for (decision 048): "반품 회수" by line number; such a line cannot be asked for again. */
  requestedLines: Record<number, string>
  canCancel: boolean
  canReturn: boolean
  /** "11월 30일 (월)까지 신청할 수 있어요." while exchange and return are open. */
  returnUntil: string | null
  /** 구매확정 can be pressed: delivered and not confirmed yet (decision 044). */
  canConfirm: boolean
}

const label = (labels: Record<string, string>, code: string) => labels[code] ?? code

export type RequestView = {
  requestId: number
  type: string
  reason: string
  text: string | null
  status: string
  /** 접수 → 회수 → 검수 → 완료, each with its day once reached. */
  steps: Array<{ code: string; label: string; done: boolean; day: string | null }>
  /** What the request costs or gives back: "배송비 3,000원 차감", "환불 예정 12,000원", "적립금 400원 환불". */
  money: string[]
  pickup: string | null
  photos: string | null
}

type Request = NonNullable<OrderFacts['exchangeReturns']>[number]

function requestMoney(request: Request): string[] {
  const lines: string[] = []
  if (request.fee) lines.push(SHOP_MSG.exchangeReturn.feeCharged(formatWon(request.fee)))
  if (request.type !== 'RETURN') return lines
  const done = Boolean(request.completedAt)
  if (request.refundAmount !== undefined)
    lines.push((done ? SHOP_MSG.exchangeReturn.refunded : SHOP_MSG.exchangeReturn.refundExpected)(formatWon(request.refundAmount)))
  if (request.refundPoints) lines.push(SHOP_MSG.exchangeReturn.pointsRefunded(formatWon(request.refundPoints)))
  return lines
}

function requestView(request: Request): RequestView {
  const address = request.pickupAddress as { address1?: string; address2?: string } | null | undefined
  return {
    requestId: request.requestId,
    type: label(SHOP_MSG.exchangeReturn.types, request.type),
    reason: label(SHOP_MSG.exchangeReturn.reasons, request.reasonCode),
    text: request.reasonText || null,
    status: label(SHOP_MSG.exchangeReturn.statuses, request.status),
    steps: (request.steps ?? []).map((step) => ({
      code: step.code,
      label: label(SHOP_MSG.exchangeReturn.statuses, step.code),
      done: step.done,
      day: step.at ? formatDay(step.at) : null,
    })),
    money: requestMoney(request),
    pickup: address?.address1 ? SHOP_MSG.exchangeReturn.pickupAt(`${address.address1} ${address.address2 ?? ''}`.trim()) : null,
    photos: request.photoCount ? SHOP_MSG.exchangeReturn.photoCount(request.photoCount) : null,
  }
}

/** Line number → "반품 신청 · 접수" for every line of every request. */
function requestedLines(requests: readonly Request[]): Record<number, string> {
  const byLine: Record<number, string> = {}
  for (const request of requests) {
    const text = SHOP_MSG.exchangeReturn.lineRequested(
      label(SHOP_MSG.exchangeReturn.types, request.type),
      label(SHOP_MSG.exchangeReturn.statuses, request.status),
    )
    for (const lineNo of request.lineNos ?? request.lines?.map((line) => line.lineNo) ?? []) byLine[lineNo] = text
  }
  return byLine
}

/**
 * Exchange and return are open while V2 says so (`returnableUntil`, decision 048), so the page
 * never offers what V2 refuses; a V2 that does not say: delivered and not confirmed (decision 044).
 */
function returnOpen(order: OrderFacts, now: Date): boolean {
  if (order.returnableUntil !== undefined) return order.returnableUntil !== null && Date.parse(order.returnableUntil) > now.getTime()
  return order.status === 'DELIVERED' && !order.purchaseConfirmedAt
}

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
    requests: (order.exchangeReturns ?? []).map(requestView),
    requestedLines: requestedLines(order.exchangeReturns ?? []),
    canCancel: order.status === 'PAID' || order.status === 'PREPARING',
    // After 구매확정 (the member's, or 7 days after delivery) exchange and return are closed (decisions 044, 048).
    canReturn: returnOpen(order, now),
    returnUntil: returnOpen(order, now) && order.returnableUntil ? SHOP_MSG.exchangeReturn.until(formatDay(order.returnableUntil)) : null,
    canConfirm: order.status === 'DELIVERED' && !order.purchaseConfirmedAt,
  }
}
