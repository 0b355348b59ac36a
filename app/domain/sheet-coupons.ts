import type { Coupon } from './commerce.schema'
import { formatWon } from './format'
import * as SHOP_MSG from './messages.shop'

/** The order sheet's coupons: which one to apply and how each reads (coupons.ts has the rest). */

/**
 * A coupon's line on the order sheet: what it takes off, or why it does not apply. Never "-0원":
 * a coupon that would save nothing (free shipping on an order that already ships free) says why.
 */
export function sheetCouponLabel(
  coupon: Pick<Coupon, 'title' | 'applicable' | 'discountPrice' | 'unavailableReason' | 'type' | 'minOrderPrice'>,
): {
  label: string
  usable: boolean
} {
  const saves = coupon.discountPrice ?? 0
  if (coupon.applicable !== false && saves > 0) return { label: `${coupon.title} -${formatWon(saves)}`, usable: true }
  const reason = coupon.unavailableReason ?? (coupon.type === 'FREE_SHIPPING' ? 'ALREADY_FREE_SHIPPING' : null)
  // Below the minimum, the amount to reach ("50,000원 이상 구매 시 쓸 수 있어요"), not "조건이 맞지 않아요".
  const why =
    reason === 'MIN_ORDER' && coupon.minOrderPrice
      ? SHOP_MSG.order.couponMinOrder(formatWon(coupon.minOrderPrice))
      : (reason && SHOP_MSG.order.couponRefusals[reason]) || SHOP_MSG.order.couponNotApplicable
  return { label: `${coupon.title} (${why})`, usable: false }
}

type SheetCoupon = { couponId: number; applicable?: boolean; discountPrice?: number; expiresAt?: string | null }

/**
 * The coupon that saves the most on this order sheet (the `couponAutoApply` experiment); on a tie
 * the one that runs out first, so nothing is wasted; null when none applies or saves anything.
 */
export function bestCoupon(coupons: readonly SheetCoupon[]): number | null {
  const expiry = (c: SheetCoupon) => (c.expiresAt ? Date.parse(c.expiresAt) : Number.POSITIVE_INFINITY)
  const usable = coupons.filter((c) => c.applicable && (c.discountPrice ?? 0) > 0)
  usable.sort((a, b) => (b.discountPrice ?? 0) - (a.discountPrice ?? 0) || expiry(a) - expiry(b) || a.couponId - b.couponId)
  return usable[0]?.couponId ?? null
}
