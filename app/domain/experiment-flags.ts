import { type Experiments, isOn } from './experiments'

/**
 * Spec §9's function flags, one typed list, with what each changes in the shop. A flag the BFF
 * does not answer is off (§4). Where a flag is off the shop shows its control: the page as it
 * was before the experiment.
 */
export const EXPERIMENT_FLAGS = {
  cartFavoriteProduct: 'the cart lists recently viewed products under the lines',
  category: 'the home header shows a category shortcut',
  communityVisible: 'the community exists: bar item, feed and posts (404 when off)',
  firstPurchases: 'a member who never ordered sees the first-purchase benefit in the cart',
  lockIn: 'the cart says how much more reaches free delivery',
  reviewPhotoFirst: 'reviews with photos come first on product pages',
  searchSuggest: 'suggestions appear while typing a search word',
  similarPet: "my page offers 'similar to my pet' and its registered counts",
  welcomeDeal: 'home shows the welcome-deal banner',
  membershipBanner: 'a membership banner on my page and the coupon page',
  subscriptionDiscount: 'the subscription discount rate on subscribable products',
  vetBooking: 'clinic pages show the earliest free times as booking shortcuts',
  insuranceBanner: 'an insurance banner on event pages',
  couponAutoApply: 'the order sheet starts with the best applicable coupon',
  quickDelivery: 'product pages mark dawn and same-day delivery as quick delivery',
} as const

export type ExperimentFlag = keyof typeof EXPERIMENT_FLAGS
// Pure: a page that only asks whether a flag is on leaves the table and its descriptions out of its bundle.
export const FLAG_NAMES = /* @__PURE__ */ Object.keys(EXPERIMENT_FLAGS) as ExperimentFlag[]

export function flagOn(experiments: Experiments | null | undefined, flag: ExperimentFlag): boolean {
  return experiments ? isOn(experiments, flag) : false
}

/** reviewPhotoFirst: reviews with photos first, each group keeping the backend's order. */
export function orderReviews<T extends { photos: readonly string[] }>(reviews: readonly T[], experiments: Experiments): T[] {
  if (!flagOn(experiments, 'reviewPhotoFirst')) return [...reviews]
  return [...reviews.filter((r) => r.photos.length > 0), ...reviews.filter((r) => r.photos.length === 0)]
}

/** welcomeDeal: without it, home has no way into the welcome deals. */
export function visibleBanners<T extends { linkUrl: string }>(banners: readonly T[], experiments: Experiments): T[] {
  if (flagOn(experiments, 'welcomeDeal')) return [...banners]
  return banners.filter((banner) => !banner.linkUrl.startsWith('/welcome-deal'))
}

/**
 * lockIn: the cart's one free-delivery nudge (it once showed with the experiment off, and
 * twice with it on): how much more reaches free delivery, or null when off, reached or nothing is chosen.
 */
export function freeShippingNudge(
  experiments: Experiments | null | undefined,
  summary: { selectedCount: number; productTotal: number; freeShippingOver: number },
): number | null {
  return flagOn(experiments, 'lockIn') ? freeShippingGap(summary) : null
}

/**
 * firstPurchases: the cart's way into the first-purchase deals, only for a signed-in member with
 * no paid order (it once showed right after the first order). An unknown count is not zero.
 */
export function showsFirstPurchaseBanner(
  experiments: Experiments | null | undefined,
  member: { signedIn: boolean; paidOrders: number | null | undefined },
): boolean {
  return flagOn(experiments, 'firstPurchases') && member.signedIn && member.paidOrders === 0
}

/** lockIn: how much more reaches free delivery, or null when it is reached or nothing is chosen. */
export function freeShippingGap(summary: { selectedCount: number; productTotal: number; freeShippingOver: number }): number | null {
  if (summary.selectedCount === 0 || summary.freeShippingOver <= 0) return null
  const gap = summary.freeShippingOver - summary.productTotal
  return gap > 0 ? gap : null
}
