import { describe, expect, test } from 'vitest'
import { CouponDownloadSchema } from './coupon.schema'
import { couponBenefit, couponConditions, downloadState, parseCouponTab, signupPromise, tabStatus } from './coupons'
import { bestCoupon, sheetCouponLabel } from './sheet-coupons'

describe('coupon text', () => {
  test('the headline by type', () => {
    expect(couponBenefit({ type: 'AMOUNT', discountValue: 3000 })).toBe('3,000원 할인')
    expect(couponBenefit({ type: 'RATE', discountValue: 10 })).toBe('10% 할인')
    expect(couponBenefit({ type: 'FREE_SHIPPING', discountValue: 0 })).toBe('무료배송')
  })

  test('conditions: minimum order, the cap of a rate coupon, the animal group', () => {
    expect(
      couponConditions({ type: 'RATE', discountValue: 10, minOrderPrice: 20000, maxDiscountPrice: 5000, productGroup1Id: null }),
    ).toEqual(['20,000원 이상 구매 시', '최대 5,000원 할인', '전 상품'])
    expect(
      couponConditions({ type: 'FREE_SHIPPING', discountValue: 0, minOrderPrice: 0, maxDiscountPrice: null, productGroup1Id: 2 }),
    ).toEqual(['금액 조건 없음', '고양이 상품 전용'])
    // An amount coupon has no cap to mention.
    expect(
      couponConditions({ type: 'AMOUNT', discountValue: 5000, minOrderPrice: 40000, maxDiscountPrice: 5000, productGroup1Id: 1 }),
    ).toEqual(['40,000원 이상 구매 시', '강아지 상품 전용'])
  })
})

describe('download state', () => {
  test('downloaded wins over ended and sold out; 0 left is sold out, null is unlimited', () => {
    expect(downloadState({ downloaded: true, expired: true, remaining: 0 })).toBe('DOWNLOADED')
    expect(downloadState({ downloaded: false, expired: true, remaining: 0 })).toBe('EXPIRED')
    expect(downloadState({ downloaded: false, expired: false, remaining: 0 })).toBe('EXHAUSTED')
    expect(downloadState({ downloaded: false, expired: false, remaining: 1 })).toBe('AVAILABLE')
    expect(downloadState({ downloaded: false, expired: false, remaining: null })).toBe('AVAILABLE')
  })

  test('the download form takes one positive id', () => {
    expect(CouponDownloadSchema.parse({ couponTemplateId: '7' })).toEqual({ couponTemplateId: 7 })
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999'])
      expect(CouponDownloadSchema.safeParse({ couponTemplateId: bad }).success, bad).toBe(false)
  })
})

describe('my coupon tabs', () => {
  test('known tabs map to V2 statuses; anything else is the usable ones', () => {
    expect(parseCouponTab('used')).toBe('used')
    expect(parseCouponTab('expired')).toBe('expired')
    expect(parseCouponTab('ALL')).toBe('available')
    expect(parseCouponTab(null)).toBe('available')
    expect(tabStatus('available')).toBe('AVAILABLE')
    expect(tabStatus('used')).toBe('USED')
    expect(tabStatus('expired')).toBe('EXPIRED')
  })
})

describe('best coupon (couponAutoApply)', () => {
  test('the largest discount among applicable ones; ties go to the one expiring first, then the lower id', () => {
    expect(
      bestCoupon([
        { couponId: 1, applicable: true, discountPrice: 3000, expiresAt: '2027-12-31T00:00:00Z' },
        { couponId: 2, applicable: false, discountPrice: 0 },
        { couponId: 3, applicable: true, discountPrice: 5000, expiresAt: '2027-12-31T00:00:00Z' },
        { couponId: 4, applicable: true, discountPrice: 5000, expiresAt: '2026-12-15T00:00:00Z' },
      ]),
    ).toBe(4)
    expect(
      bestCoupon([
        { couponId: 9, applicable: true, discountPrice: 5000, expiresAt: null },
        { couponId: 8, applicable: true, discountPrice: 5000, expiresAt: null },
      ]),
    ).toBe(8)
    expect(
      bestCoupon([
        { couponId: 9, applicable: true, discountPrice: 5000, expiresAt: null },
        { couponId: 10, applicable: true, discountPrice: 5000, expiresAt: '2027-01-01T00:00:00Z' },
      ]),
    ).toBe(10)
  })

  test('nothing when no coupon applies or saves a won (free shipping on an order that ships free)', () => {
    expect(bestCoupon([])).toBeNull()
    expect(
      bestCoupon([
        { couponId: 1, applicable: false, discountPrice: 0 },
        { couponId: 2, applicable: true, discountPrice: 0 },
      ]),
    ).toBeNull()
  })
})

describe('promises kept (decision 027)', () => {
  test('the sign-up toast says exactly what the sign-up coupon is; without one it promises no coupon', () => {
    expect(signupPromise({ type: 'RATE', discountValue: 10, firstPurchase: true })).toBe('지금 가입하면 첫 구매 10% 쿠폰을 드려요')
    expect(signupPromise({ type: 'AMOUNT', discountValue: 3000, firstPurchase: true })).toBe('지금 가입하면 첫 구매 3,000원 쿠폰을 드려요')
    expect(signupPromise({ type: 'FREE_SHIPPING', discountValue: 0, firstPurchase: false })).toBe('지금 가입하면 무료배송 쿠폰을 드려요')
    expect(signupPromise(null)).toBe('지금 가입하고 펫샵 회원 혜택을 받아 보세요')
    expect(signupPromise(null)).not.toMatch(/쿠폰/)
  })

  test('a category coupon names its category, not 전 상품; a first-purchase coupon says so', () => {
    expect(
      couponConditions({
        type: 'RATE',
        discountValue: 10,
        minOrderPrice: 20000,
        maxDiscountPrice: 5000,
        productGroup1Id: null,
        categoryName: '사료',
      }),
    ).toEqual(['20,000원 이상 구매 시', '최대 5,000원 할인', '사료 상품 전용'])
    expect(
      couponConditions({ type: 'AMOUNT', discountValue: 3000, minOrderPrice: 15000, productGroup1Id: null, firstPurchase: true }),
    ).toEqual(['15,000원 이상 구매 시', '전 상품', '첫 구매 전용'])
    expect(
      couponConditions({ type: 'AMOUNT', discountValue: 3000, minOrderPrice: 0, productGroup1Id: null, categoryName: null }),
    ).toContain('전 상품')
  })

  test('the order sheet never offers -0원: a coupon that saves nothing says why and cannot be chosen', () => {
    const base = { title: '무료배송 쿠폰', type: 'FREE_SHIPPING' as const }
    expect(sheetCouponLabel({ ...base, applicable: true, discountPrice: 3000, unavailableReason: null })).toEqual({
      label: '무료배송 쿠폰 -3,000원',
      usable: true,
    })
    expect(sheetCouponLabel({ ...base, applicable: false, discountPrice: 0, unavailableReason: 'ALREADY_FREE_SHIPPING' })).toEqual({
      label: '무료배송 쿠폰 (이미 무료배송이에요)',
      usable: false,
    })
    // An older backend that still calls it applicable at 0원: the same words, never -0원.
    expect(sheetCouponLabel({ ...base, applicable: true, discountPrice: 0 })).toEqual({
      label: '무료배송 쿠폰 (이미 무료배송이에요)',
      usable: false,
    })
    const first = { title: '첫 구매 3,000원 할인', type: 'AMOUNT' as const, applicable: false, discountPrice: 0 }
    expect(sheetCouponLabel({ ...first, unavailableReason: 'FIRST_PURCHASE_ONLY' }).label).toBe(
      '첫 구매 3,000원 할인 (첫 구매에만 쓸 수 있어요)',
    )
    expect(sheetCouponLabel({ ...first, unavailableReason: 'OUT_OF_SCOPE' }).label).toBe(
      '첫 구매 3,000원 할인 (담은 상품에는 쓸 수 없어요)',
    )
    expect(sheetCouponLabel({ ...first, unavailableReason: 'MIN_ORDER' }).label).toBe('첫 구매 3,000원 할인 (조건이 맞지 않아요)')
  })

  test('below its minimum a coupon names the amount to reach, not "조건이 맞지 않아요"', () => {
    const coupon = { title: '사료 10% 할인', type: 'RATE' as const, applicable: false, discountPrice: 0, unavailableReason: 'MIN_ORDER' }
    expect(sheetCouponLabel({ ...coupon, minOrderPrice: 50_000 })).toEqual({
      label: '사료 10% 할인 (50,000원 이상 구매 시 쓸 수 있어요)',
      usable: false,
    })
  })

  test('a first-purchase coupon a member may no longer take says so, after 받기 완료 and before ended', () => {
    expect(downloadState({ downloaded: false, expired: false, remaining: null, eligible: false })).toBe('NOT_ELIGIBLE')
    expect(downloadState({ downloaded: true, expired: false, remaining: null, eligible: false })).toBe('DOWNLOADED')
    expect(downloadState({ downloaded: false, expired: true, remaining: null, eligible: false })).toBe('NOT_ELIGIBLE')
    expect(downloadState({ downloaded: false, expired: false, remaining: null, eligible: true })).toBe('AVAILABLE')
  })
})
