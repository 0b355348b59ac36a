import { describe, expect, it } from 'vitest'
import { addMonths, benefitMonth } from '../membership/periods'

describe('addMonths', () => {
  it('counts calendar months in Korea, clamping to the month’s last day', () => {
    // 2026-01-31 10:00 KST
    expect(addMonths(new Date('2026-01-31T01:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T01:00:00.000Z')
    expect(addMonths(new Date('2028-01-31T01:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T01:00:00.000Z')
    expect(addMonths(new Date('2026-10-15T01:00:00.000Z'), 12).toISOString()).toBe('2027-10-15T01:00:00.000Z')
    // 2026-03-31 08:00 KST is still 30 March in UTC: the Korean date decides.
    expect(addMonths(new Date('2026-03-30T23:00:00.000Z'), 1).toISOString()).toBe('2026-04-29T23:00:00.000Z')
    expect(addMonths(new Date('2026-12-15T01:00:00.000Z'), 1).toISOString()).toBe('2027-01-15T01:00:00.000Z')
    expect(addMonths(new Date('2026-11-10T03:00:00.000Z'), -3).toISOString()).toBe('2026-08-10T03:00:00.000Z')
  })
})

describe('benefitMonth', () => {
  it('counts benefit months from the day the member joined', () => {
    const joined = new Date('2026-01-31T01:00:00.000Z')
    expect(benefitMonth(joined, 0)).toEqual({ start: joined, end: new Date('2026-02-28T01:00:00.000Z') })
    // From the join date, not from the clamped month before: 3월 31일 again.
    expect(benefitMonth(joined, 2)).toEqual({ start: new Date('2026-03-31T01:00:00.000Z'), end: new Date('2026-04-30T01:00:00.000Z') })
  })
})
