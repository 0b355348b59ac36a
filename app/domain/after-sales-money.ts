import { proRata } from './points'

/**
 * Who pays a return's shipping and what comes back (decision 048). Pure: the request form shows
 * the quote before it is sent, and V2 records the same numbers when it takes the request.
 */

/** One way of the return parcel; an exchange goes both ways (회수 and 재발송). */
export const RETURN_SHIPPING = 3000

export type AfterSalesType = 'EXCHANGE' | 'RETURN'
export type FeePayer = 'BUYER' | 'SHOP'

/** 상품 불량·오배송·설명과 다름: the shop's fault, the shop pays; 단순 변심 and 기타: the buyer. */
export const feePayer = (reasonCode: string): FeePayer =>
  reasonCode === 'DAMAGED' || reasonCode === 'WRONG_ITEM' || reasonCode === 'NOT_AS_DESCRIBED' ? 'SHOP' : 'BUYER'

/** What the buyer pays for the parcel: nothing when it is the shop's fault; 3,000원, or 왕복 6,000원 for an exchange. */
export function returnFee(type: AfterSalesType, reasonCode: string): number {
  if (feePayer(reasonCode) === 'SHOP') return 0
  return type === 'EXCHANGE' ? RETURN_SHIPPING * 2 : RETURN_SHIPPING
}

export type QuotedOrder = {
  /** Every line of the order, as bought: the shares are counted over all of them. */
  lines: ReadonlyArray<{ lineNo: number; price: number; quantity: number }>
  /** The coupon's discount on products (a free-shipping coupon discounts shipping, not products: 0). */
  couponDiscount: number
  pointsUsed: number
}

export type Quote = {
  /** What the chosen lines cost as bought. */
  linesTotal: number
  couponShare: number
  pointsShare: number
  fee: number
  feePayer: FeePayer
  /** Money back to the payment; never below zero. */
  refund: number
  /** 적립금 back; the fee is taken from it only when the money part cannot carry it. */
  points: number
}

/** Only a coupon on products takes a share back; free shipping was a discount on the fee. */
export const productCoupon = (couponType: string | null | undefined, discount: number | null | undefined): number =>
  couponType === 'FREE_SHIPPING' ? 0 : Math.max(0, discount ?? 0)

/**
 * A return's money: the chosen lines (quantity `q` of the `Q` bought, each line's share of the
 * coupon and the 적립금 counted over the whole order with `proRata`, then q/Q of it, rounded down)
 * less the buyer's fee. An exchange refunds nothing; its fee is what the buyer pays.
 */
export function quoteReturn(
  order: QuotedOrder,
  chosen: ReadonlyArray<{ lineNo: number; quantity: number }>,
  type: AfterSalesType,
  reasonCode: string,
): Quote {
  const weights = order.lines.map((line) => line.price * line.quantity)
  const coupons = proRata(order.couponDiscount, weights)
  const points = proRata(order.pointsUsed, weights)
  let linesTotal = 0
  let couponShare = 0
  let pointsShare = 0
  for (const pick of chosen) {
    const at = order.lines.findIndex((line) => line.lineNo === pick.lineNo)
    const line = order.lines[at]
    if (!line || pick.quantity <= 0) continue
    const q = Math.min(pick.quantity, line.quantity)
    linesTotal += line.price * q
    couponShare += Math.floor(((coupons[at] ?? 0) * q) / line.quantity)
    pointsShare += Math.floor(((points[at] ?? 0) * q) / line.quantity)
  }
  const fee = returnFee(type, reasonCode)
  const payer = feePayer(reasonCode)
  if (type === 'EXCHANGE') return { linesTotal, couponShare, pointsShare, fee, feePayer: payer, refund: 0, points: 0 }
  const money = linesTotal - couponShare - pointsShare - fee
  return {
    linesTotal,
    couponShare,
    pointsShare,
    fee,
    feePayer: payer,
    refund: Math.max(0, money),
    points: Math.max(0, pointsShare + Math.min(0, money)),
  }
}
