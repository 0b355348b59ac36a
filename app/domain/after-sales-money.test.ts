import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feePayer, productCoupon, quoteReturn, returnFee } from './after-sales-money'

const order = {
  lines: [
    { lineNo: 1, price: 20_000, quantity: 2 },
    { lineNo: 2, price: 10_000, quantity: 1 },
  ],
  couponDiscount: 5000,
  pointsUsed: 1000,
}

describe('who pays a return’s shipping (decision 048)', () => {
  it('단순 변심 and 기타: the buyer, 3,000원 a return and 왕복 6,000원 an exchange; 불량·오배송·설명과 다름: the shop', () => {
    expect(feePayer('CHANGE_OF_MIND')).toBe('BUYER')
    expect(feePayer('OTHER')).toBe('BUYER')
    for (const reason of ['DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED']) {
      expect(feePayer(reason)).toBe('SHOP')
      expect(returnFee('RETURN', reason)).toBe(0)
      expect(returnFee('EXCHANGE', reason)).toBe(0)
    }
    expect(returnFee('RETURN', 'CHANGE_OF_MIND')).toBe(3000)
    expect(returnFee('EXCHANGE', 'CHANGE_OF_MIND')).toBe(6000)
  })

  it('a free-shipping coupon takes no share back', () => {
    expect(productCoupon('FREE_SHIPPING', 3000)).toBe(0)
    expect(productCoupon('AMOUNT', 5000)).toBe(5000)
    expect(productCoupon(null, null)).toBe(0)
  })
})

describe('a return’s expected refund (decision 048)', () => {
  it('lines − their share of the coupon − the 적립금 share − the fee; the 적립금 share back as 적립금', () => {
    // Weights 40,000 and 10,000: the coupon splits 4,000 / 1,000, the points 800 / 200.
    expect(quoteReturn(order, [{ lineNo: 2, quantity: 1 }], 'RETURN', 'DAMAGED')).toEqual({
      linesTotal: 10_000,
      couponShare: 1000,
      pointsShare: 200,
      fee: 0,
      feePayer: 'SHOP',
      refund: 8800,
      points: 200,
    })
    // One of the two bought: half the line's shares.
    expect(quoteReturn(order, [{ lineNo: 1, quantity: 1 }], 'RETURN', 'CHANGE_OF_MIND')).toMatchObject({
      linesTotal: 20_000,
      couponShare: 2000,
      pointsShare: 400,
      fee: 3000,
      refund: 14_600,
      points: 400,
    })
  })

  it('an exchange refunds nothing and says its fee', () => {
    expect(quoteReturn(order, [{ lineNo: 1, quantity: 2 }], 'EXCHANGE', 'CHANGE_OF_MIND')).toMatchObject({
      refund: 0,
      points: 0,
      fee: 6000,
    })
  })

  it('a fee the money cannot carry comes out of the 적립금, never below zero', () => {
    const cheap = { lines: [{ lineNo: 1, price: 1000, quantity: 1 }], couponDiscount: 0, pointsUsed: 900 }
    expect(quoteReturn(cheap, [{ lineNo: 1, quantity: 1 }], 'RETURN', 'CHANGE_OF_MIND')).toMatchObject({ refund: 0, points: 0 })
  })

  it('returning every line never gives back more than was paid for products, in money or 적립금', () => {
    const line = fc.record({ price: fc.integer({ min: 100, max: 200_000 }), quantity: fc.integer({ min: 1, max: 5 }) })
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.nat(10_000), fc.nat(10_000), (raw, coupon, pts) => {
        const lines = raw.map((l, i) => ({ lineNo: i + 1, ...l }))
        const total = lines.reduce((a, l) => a + l.price * l.quantity, 0)
        const couponDiscount = Math.min(coupon, total)
        const pointsUsed = Math.min(pts, total - couponDiscount)
        const q = { lines, couponDiscount, pointsUsed }
        // Each line asked for on its own, as V2 takes them (a line once).
        const parts = lines.map((l) => quoteReturn(q, [{ lineNo: l.lineNo, quantity: l.quantity }], 'RETURN', 'DAMAGED'))
        expect(parts.reduce((a, p) => a + p.refund, 0)).toBeLessThanOrEqual(total - couponDiscount - pointsUsed)
        expect(parts.reduce((a, p) => a + p.points, 0)).toBeLessThanOrEqual(pointsUsed)
        for (const p of parts) expect(p.refund).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
