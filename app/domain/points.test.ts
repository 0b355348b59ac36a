import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawFrom, earnedPoints, POINT_RULES, pointsRefusal, proRata, usablePoints } from './points'

describe('적립금 rules (decision 044)', () => {
  it('usable: nothing under 1,000원, else the balance or the payable, whichever is less, in 10원 units', () => {
    expect(usablePoints(990, 50_000)).toBe(0)
    expect(usablePoints(3500, 50_000)).toBe(3500)
    expect(usablePoints(3500, 2345)).toBe(2340)
    expect(usablePoints(3505, 50_000)).toBe(3500)
  })

  it('refuses what cannot be used, in the order a shopper can act on', () => {
    expect(pointsRefusal(0, 0, 0)).toBeNull()
    expect(pointsRefusal(-10, 5000, 9000)).toBe('NOT_WHOLE')
    expect(pointsRefusal(10.5, 5000, 9000)).toBe('NOT_WHOLE')
    expect(pointsRefusal(Number.NaN, 5000, 9000)).toBe('NOT_WHOLE')
    expect(pointsRefusal(500, 900, 9000)).toBe('BELOW_MIN_BALANCE')
    expect(pointsRefusal(6000, 5000, 9000)).toBe('OVER_BALANCE')
    expect(pointsRefusal(5000, 5000, 4000)).toBe('OVER_PAYABLE')
    expect(pointsRefusal(1005, 5000, 9000)).toBe('NOT_UNIT')
    expect(pointsRefusal(1000, 5000, 9000)).toBeNull()
  })

  it('whatever usablePoints answers is never refused', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (balance, payable) => {
        const usable = usablePoints(balance, payable)
        expect(usable).toBeLessThanOrEqual(Math.min(balance, payable))
        expect(pointsRefusal(usable, balance, payable)).toBeNull()
      }),
    )
  })

  it('earns the rate of what was paid, rounded down', () => {
    expect(earnedPoints(45_990, 3)).toBe(1379)
    expect(earnedPoints(0, 5)).toBe(0)
  })

  it('draws the soonest-expiring lots first and exactly the amount, or nothing when they hold less', () => {
    const lots = [
      { id: 1, remaining: 1000, expiresAt: 30 },
      { id: 2, remaining: 500, expiresAt: 10 },
      { id: 3, remaining: 700, expiresAt: 10 },
    ]
    expect(drawFrom(lots, 1300)).toEqual([
      { lotId: 2, amount: 500 },
      { lotId: 3, amount: 700 },
      { lotId: 1, amount: 100 },
    ])
    expect(drawFrom(lots, 2201)).toBeNull()
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), remaining: fc.nat(5000), expiresAt: fc.nat(1000) })),
        fc.nat(20_000),
        (lots, amount) => {
          const held = lots.reduce((sum, lot) => sum + lot.remaining, 0)
          const draws = drawFrom(lots, amount)
          if (amount > held) expect(draws).toBeNull()
          else {
            expect(draws?.reduce((sum, d) => sum + d.amount, 0)).toBe(amount)
            for (const d of draws ?? []) expect(d.amount).toBeGreaterThan(0)
          }
        },
      ),
    )
  })

  it('a review pays more with a photo', () => {
    expect(POINT_RULES.reviewPhoto).toBeGreaterThan(POINT_RULES.reviewText)
  })
})

describe('proRata (decision 048)', () => {
  it('splits in proportion, in whole won, adding up exactly', () => {
    expect(proRata(5000, [30_000, 20_000])).toEqual([3000, 2000])
    expect(proRata(1000, [1, 1, 1])).toEqual([334, 333, 333])
    expect(proRata(0, [5, 5])).toEqual([0, 0])
    expect(proRata(100, [0, 0])).toEqual([100, 0])
    expect(proRata(100, [])).toEqual([])
  })

  it('adds up to the total, never negative, each share within one won of its exact part', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 20 }), (total, weights) => {
        const shares = proRata(total, weights)
        expect(shares).toHaveLength(weights.length)
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
        const sum = weights.reduce((a, b) => a + b, 0)
        shares.forEach((share, i) => {
          expect(Number.isInteger(share)).toBe(true)
          expect(share).toBeGreaterThanOrEqual(0)
          if (sum > 0) expect(Math.abs(share - (total * (weights[i] ?? 0)) / sum)).toBeLessThan(1)
        })
      }),
    )
  })

  it('a bigger weight never gets less', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(10_000), { minLength: 2, maxLength: 10 }), (total, weights) => {
        const shares = proRata(total, weights)
        for (let i = 0; i < weights.length; i++)
          for (let j = 0; j < weights.length; j++)
            if ((weights[i] ?? 0) > (weights[j] ?? 0)) expect(shares[i]).toBeGreaterThanOrEqual(shares[j] ?? 0)
      }),
    )
  })
})
