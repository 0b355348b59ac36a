import type { CouponTemplate } from './coupon.schema'
import { formatWon } from './format'
import type { CouponTerms } from './membership.schema'
import * as MSG from './messages'
import * as MEMBERSHIP_MSG from './messages.membership'

const C = MEMBERSHIP_MSG.coupons

/** The headline of a coupon: "3,000원 할인", "10% 할인" or "무료배송". */
export function couponBenefit(terms: CouponTerms): string {
  if (terms.type === 'FREE_SHIPPING') return C.freeShipping
  if (terms.type === 'RATE') return C.rateOff(terms.discountValue)
  return C.amountOff(formatWon(terms.discountValue))
}

/**
 * The conditions under the headline: minimum order, the cap of a rate, what it is for (its
 * categories by name, else its animal group, else 전 상품: 사료 10% was once labelled 전 상품),
 * and 첫 구매 전용 when it is.
 */
export function couponConditions(terms: CouponTerms): string[] {
  const out = [terms.minOrderPrice ? C.minOrder(formatWon(terms.minOrderPrice)) : C.noMinimum]
  if (terms.type === 'RATE' && terms.maxDiscountPrice) out.push(C.maxDiscount(formatWon(terms.maxDiscountPrice)))
  out.push(
    terms.categoryName ? C.categoryOnly(terms.categoryName) : (terms.productGroup1Id && C.groups[terms.productGroup1Id]) || C.anyGroup,
  )
  if (terms.firstPurchase) out.push(C.firstPurchaseOnly)
  return out
}

/** The short value a promise names: "10%", "3,000원" or "무료배송". */
function promisedValue(terms: Pick<CouponTerms, 'type' | 'discountValue'>): string {
  if (terms.type === 'FREE_SHIPPING') return C.freeShipping
  return terms.type === 'RATE' ? `${terms.discountValue}%` : formatWon(terms.discountValue)
}

/**
 * Decision 027: the home banner's words, made from the coupon sign-up really issues (backend
 * `/coupon/signup`), so the two cannot disagree; without one the banner promises no coupon.
 */
export function signupPromise(coupon: Pick<CouponTerms, 'type' | 'discountValue' | 'firstPurchase'> | null | undefined): string {
  if (!coupon) return MSG.shell.signupToastPlain
  return MSG.shell.signupToast(promisedValue(coupon), coupon.firstPurchase === true)
}

export type DownloadState = 'AVAILABLE' | 'DOWNLOADED' | 'NOT_ELIGIBLE' | 'EXPIRED' | 'EXHAUSTED'

/**
 * What a template's button says: already taken first, then not for this member (a first-purchase
 * coupon after a paid order), then ended, then sold out (선착순 0장).
 */
export function downloadState(
  template: Pick<CouponTemplate, 'downloaded' | 'expired' | 'remaining'> & { eligible?: boolean },
): DownloadState {
  if (template.downloaded) return 'DOWNLOADED'
  if (template.eligible === false) return 'NOT_ELIGIBLE'
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
