import { describe, expect, it } from 'vitest'
import { isSubscribable } from '../catalog/subscribable'
import { subscriptionUnitPrice } from '../subscriptions/pricing'
import { addDays, effectiveNext, inPickWindow, isCalendarDate, pickWindow, skipTarget } from '../subscriptions/schedule'

describe('subscription calendar', () => {
  it('reads only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    for (const bad of ['2027-02-29', '2026-11-31', '2026-13-01', '2026-1-5', '20261105', '']) expect(isCalendarDate(bad), bad).toBe(false)
  })

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08')
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29')
  })

  it('keeps a next date of today or later and moves a passed one by whole cycles', () => {
    expect(effectiveNext('2026-11-24', 2, '2026-11-24')).toBe('2026-11-24')
    expect(effectiveNext('2026-11-24', 2, '2026-11-25')).toBe('2026-12-08')
    expect(effectiveNext('2026-11-24', 2, '2026-12-08')).toBe('2026-12-08')
    expect(effectiveNext('2026-11-24', 2, '2026-12-09')).toBe('2026-12-22')
    expect(effectiveNext('2026-11-30', 8, '2026-11-01')).toBe('2026-11-30')
  })

  it('lets a member pick from the day after tomorrow to 8 weeks ahead', () => {
    expect(pickWindow('2026-11-22')).toEqual({ earliest: '2026-11-24', latest: '2027-01-17' })
    expect(inPickWindow('2026-11-23', '2026-11-22')).toBe(false)
    expect(inPickWindow('2026-11-24', '2026-11-22')).toBe(true)
    expect(inPickWindow('2027-01-17', '2026-11-22')).toBe(true)
    expect(inPickWindow('2027-01-18', '2026-11-22')).toBe(false)
  })

  it('skips one cycle at a time, never past 16 weeks from today', () => {
    expect(skipTarget('2026-12-01', 8, '2026-11-22')).toBe('2027-01-26')
    expect(skipTarget('2027-01-06', 6, '2026-11-22')).toBe('2027-02-17') // 87 days
    expect(skipTarget('2026-12-31', 8, '2026-11-22')).toBe('2027-02-25') // 95 days
    expect(skipTarget('2027-02-17', 6, '2026-11-22')).toBeNull() // 129 days
    expect(skipTarget('2027-02-28', 2, '2026-11-22')).toBe('2027-03-14') // exactly 16 weeks
    expect(skipTarget('2027-03-01', 2, '2026-11-22')).toBeNull() // a day more
  })
})

describe('what can be subscribed, and at what price', () => {
  it('offers consumables only', () => {
    for (const category of [1101, 1201, 1301, 1401, 1404, 2101, 2201, 2301, 2404, 2801])
      expect(isSubscribable(category), String(category)).toBe(true)
    for (const category of [1402, 1502, 1601, 1701, 1802, 1901, 2401, 2501, 2601, 2904, 9999])
      expect(isSubscribable(category), String(category)).toBe(false)
    expect(isSubscribable(null)).toBe(false)
  })

  it('takes the rate off the selling price, floored to 10 won', () => {
    expect(subscriptionUnitPrice(25_600, 5)).toBe(24_320)
    expect(subscriptionUnitPrice(12_990, 5)).toBe(12_340)
    expect(subscriptionUnitPrice(12_990, 0)).toBe(12_990)
  })
})
