import { expect, test } from 'vitest'
import {
  EXPERIMENT_FLAGS,
  FLAG_NAMES,
  flagOn,
  freeShippingNudge,
  orderReviews,
  showsFirstPurchaseBanner,
  visibleBanners,
} from './experiment-flags'

test('[R9.7] [R4.14] the function flags of spec §9 are one typed list of about fifteen, each off unless answered on', () => {
  expect(FLAG_NAMES).toEqual(expect.arrayContaining(['cartFavoriteProduct', 'category', 'communityVisible', 'firstPurchases', 'lockIn']))
  expect(FLAG_NAMES).toHaveLength(15)
  for (const flag of FLAG_NAMES) {
    expect(EXPERIMENT_FLAGS[flag].length).toBeGreaterThan(10)
    expect(flagOn({}, flag)).toBe(false)
    expect(flagOn(null, flag)).toBe(false)
    expect(flagOn({ [flag]: 'off' }, flag)).toBe(false)
    expect(flagOn({ [flag]: 'on' }, flag)).toBe(true)
  }
})

test('reviewPhotoFirst puts reviews with photos first and keeps the order within each group', () => {
  const reviews = [
    { id: 1, photos: [] },
    { id: 2, photos: ['a.webp'] },
    { id: 3, photos: [] },
    { id: 4, photos: ['b.webp'] },
  ]
  expect(orderReviews(reviews, { reviewPhotoFirst: 'on' }).map((r) => r.id)).toEqual([2, 4, 1, 3])
  expect(orderReviews(reviews, { reviewPhotoFirst: 'off' }).map((r) => r.id)).toEqual([1, 2, 3, 4])
})

test('welcomeDeal off removes only the banners that lead to welcome deals', () => {
  const banners = [{ linkUrl: '/welcome-deal/1' }, { linkUrl: '/event/3' }, { linkUrl: '/category/1/19' }]
  expect(visibleBanners(banners, { welcomeDeal: 'on' })).toHaveLength(3)
  expect(visibleBanners(banners, {}).map((b) => b.linkUrl)).toEqual(['/event/3', '/category/1/19'])
})

test('lockIn: one free-delivery nudge where on, none where off, none once it ships free or nothing is chosen', () => {
  const summary = { selectedCount: 1, productTotal: 12_000, freeShippingOver: 30_000 }
  expect(freeShippingNudge({ lockIn: 'on' }, summary)).toBe(18_000)
  expect(freeShippingNudge({ lockIn: 'off' }, summary)).toBeNull()
  expect(freeShippingNudge({}, summary)).toBeNull()
  expect(freeShippingNudge(null, summary)).toBeNull()
  expect(freeShippingNudge({ lockIn: 'on' }, { ...summary, productTotal: 29_999 })).toBe(1)
  expect(freeShippingNudge({ lockIn: 'on' }, { ...summary, productTotal: 30_000 })).toBeNull()
  expect(freeShippingNudge({ lockIn: 'on' }, { ...summary, selectedCount: 0 })).toBeNull()
})

test('firstPurchases: the cart banner only for a signed-in member with no paid order, and only where on', () => {
  expect(showsFirstPurchaseBanner({ firstPurchases: 'on' }, { signedIn: true, paidOrders: 0 })).toBe(true)
  expect(showsFirstPurchaseBanner({ firstPurchases: 'on' }, { signedIn: true, paidOrders: 1 })).toBe(false)
  expect(showsFirstPurchaseBanner({ firstPurchases: 'on' }, { signedIn: true, paidOrders: 5 })).toBe(false)
  // An unknown count is not taken for zero.
  expect(showsFirstPurchaseBanner({ firstPurchases: 'on' }, { signedIn: true, paidOrders: null })).toBe(false)
  expect(showsFirstPurchaseBanner({ firstPurchases: 'on' }, { signedIn: false, paidOrders: 0 })).toBe(false)
  expect(showsFirstPurchaseBanner({ firstPurchases: 'off' }, { signedIn: true, paidOrders: 0 })).toBe(false)
})
