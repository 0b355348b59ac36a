import type { CouponTemplate } from './coupon.schema'
import { formatWon } from './format'
import type { CouponTerms } from './membership.schema'
import { MEMBERSHIP_MSG } from './messages.membership'

const C = MEMBERSHIP_MSG.coupons

/** The headline of a coupon: "3,000원 할인", "10% 할인" or "무료배송". */
export function couponBenefit(terms: CouponTerms): string {
  if (terms.type === 'FREE_SHIPPING') return C.freeShipping
  if (terms.type === 'RATE') return C.rateOff(terms.discountValue)
  return C.amountOff(formatWon(terms.discountValue))
}

/** The conditions under the headline: minimum order, the cap of a rate, the animal group. */
export function couponConditions(terms: CouponTerms): string[] {
  const out = [terms.minOrderPrice ? C.minOrder(formatWon(terms.minOrderPrice)) : C.noMinimum]
  if (terms.type === 'RATE' && terms.maxDiscountPrice) out.push(C.maxDiscount(formatWon(terms.maxDiscountPrice)))
  out.push((terms.productGroup1Id && C.groups[terms.productGroup1Id]) || C.anyGroup)
  return out
}

export type DownloadState = 'AVAILABLE' | 'DOWNLOADED' | 'EXPIRED' | 'EXHAUSTED'

/** What a template's button says: already taken first, then ended, then sold out (선착순 0장). */
export function downloadState(template: Pick<CouponTemplate, 'downloaded' | 'expired' | 'remaining'>): DownloadState {
  if (template.downloaded) return 'DOWNLOADED'
  if (template.expired) return 'EXPIRED'
  if (template.remaining === 0) return 'EXHAUSTED'
  return 'AVAILABLE'
}

export const COUPON_TABS = ['available', 'used', 'expired'] as const
export type CouponTab = (typeof COUPON_TABS)[number]

/** `?tab=` of the coupon page; anything else is the usable coupons. */
export function parseCouponTab(value: string | null | undefined): CouponTab {
  return COUPON_TABS.find((tab) => tab === value) ?? 'available'
}

export function tabStatus(tab: CouponTab): 'AVAILABLE' | 'USED' | 'EXPIRED' {
  return tab === 'used' ? 'USED' : tab === 'expired' ? 'EXPIRED' : 'AVAILABLE'
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
