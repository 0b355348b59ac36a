import { describe, expect, test } from 'vitest'
import { isCouponChosen, NO_COUPON, parseSheetChoice } from './checkout.schema'
import { CouponDownloadSchema } from './coupon.schema'
import { bestCoupon, couponBenefit, couponConditions, downloadState, parseCouponTab, tabStatus } from './coupons'

describe('coupon text', () => {
  test('the headline by type', () => {
    expect(couponBenefit({ type: 'AMOUNT', discountValue: 3000 })).toBe('3,000원 할인')
    expect(couponBenefit({ type: 'RATE', discountValue: 10 })).toBe('10% 할인')
    expect(couponBenefit({ type: 'FREE_SHIPPING', discountValue: 0 })).toBe('무료배송')
  })

  test('conditions: minimum order, the cap of a rate coupon, the animal group', () => {
    expect(couponConditions({ type: 'RATE', discountValue: 10, minOrderPrice: 20000, maxDiscountPrice: 5000, productGroup1Id: null })).toEqual([
      '20,000원 이상 구매 시', '최대 5,000원 할인', '전 상품',
    ])
    expect(couponConditions({ type: 'FREE_SHIPPING', discountValue: 0, minOrderPrice: 0, maxDiscountPrice: null, productGroup1Id: 2 })).toEqual(['금액 조건 없음', '고양이 상품 전용'])
    // An amount coupon has no cap to mention.
    expect(couponConditions({ type: 'AMOUNT', discountValue: 5000, minOrderPrice: 40000, maxDiscountPrice: 5000, productGroup1Id: 1 })).toEqual(['40,000원 이상 구매 시', '강아지 상품 전용'])
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
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999']) expect(CouponDownloadSchema.safeParse({ couponTemplateId: bad }).success, bad).toBe(false)
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
    expect(bestCoupon([{ couponId: 9, applicable: true, discountPrice: 5000, expiresAt: null }, { couponId: 8, applicable: true, discountPrice: 5000, expiresAt: null }])).toBe(8)
    expect(bestCoupon([{ couponId: 9, applicable: true, discountPrice: 5000, expiresAt: null }, { couponId: 10, applicable: true, discountPrice: 5000, expiresAt: '2027-01-01T00:00:00Z' }])).toBe(10)
  })

  test('nothing when no coupon applies or saves a won (free shipping on an order that ships free)', () => {
    expect(bestCoupon([])).toBeNull()
    expect(bestCoupon([{ couponId: 1, applicable: false, discountPrice: 0 }, { couponId: 2, applicable: true, discountPrice: 0 }])).toBeNull()
  })
})

describe('the order sheet’s coupon choice', () => {
  test('a coupon or 쿠폰 사용 안 함 (none) is a choice; no couponId at all is not', () => {
    expect(isCouponChosen(new URLSearchParams('couponId=3'))).toBe(true)
    expect(isCouponChosen(new URLSearchParams(`couponId=${NO_COUPON}`))).toBe(true)
    expect(parseSheetChoice(new URLSearchParams(`couponId=${NO_COUPON}`)).couponId).toBeNull()
    expect(isCouponChosen(new URLSearchParams('addressId=2'))).toBe(false)
  })
})
