import { describe, expect, it } from 'vitest'
import { addDays, bookingDates, checkSlot, dayKind, type Hours, kstDateTime, slotInstant, slotTimes, timeToMinutes } from '../vet/slots'

const clinic: Hours = {
  weekday: { open: 540, close: 720 }, // 09:00–12:00
  saturday: { open: 600, close: 690 }, // 10:00–11:30
  sunday: null,
  lunch: { open: 600, close: 660 }, // 10:00–11:00
}

describe('booking slots', () => {
  it('are the half hours from opening to the last that ends by closing, lunch left out', () => {
    // 2026-11-23 is a Monday.
    expect(slotTimes(clinic, '2026-11-23')).toEqual(['09:00', '09:30', '11:00', '11:30'])
    expect(slotTimes(clinic, '2026-11-28')).toEqual(['11:00'])
    expect(slotTimes(clinic, '2026-11-29')).toEqual([])
    expect(slotTimes({ ...clinic, weekday: { open: 1380, close: 1440 }, lunch: null }, '2026-11-23')).toEqual(['23:00', '23:30'])
  })

  it('follow 평일, 토요일 and 일요일 by the calendar date', () => {
    expect(['2026-11-23', '2026-11-27', '2026-11-28', '2026-11-29'].map(dayKind)).toEqual(['weekday', 'weekday', 'saturday', 'sunday'])
  })

  it('take their dates from Korea: 00:30 KST is already the next day while UTC is still on the last', () => {
    const now = new Date('2026-11-22T15:30:00Z')
    const dates = bookingDates(now)
    expect(dates).toHaveLength(14)
    expect(dates[0]).toBe('2026-11-23')
    expect(dates[13]).toBe('2026-12-06')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('are instants in Korea time and back', () => {
    expect(slotInstant('2026-11-23', '09:30').toISOString()).toBe('2026-11-23T00:30:00.000Z')
    expect(kstDateTime(new Date('2026-11-22T15:00:00Z'))).toEqual({ date: '2026-11-23', time: '00:00' })
  })

  it('accept only times on the half hour', () => {
    expect(timeToMinutes('09:30')).toBe(570)
    for (const bad of ['09:15', '9:30', '24:00', '12:60', 'ab:cd']) expect(timeToMinutes(bad)).toBeNull()
  })

  it('check: a slot that has begun is past; outside the hours, the lunch or the 14 days is unavailable', () => {
    const now = new Date('2026-11-23T00:10:00Z') // Monday 09:10 KST
    expect(checkSlot(clinic, '2026-11-23', '09:00', now)).toBe('PAST')
    expect(checkSlot(clinic, '2026-11-22', '11:00', now)).toBe('PAST')
    expect(checkSlot(clinic, '2026-11-23', '09:30', now)).toBe('OK')
    expect(checkSlot(clinic, '2026-11-23', '10:00', now)).toBe('UNAVAILABLE')
    expect(checkSlot(clinic, '2026-11-23', '12:00', now)).toBe('UNAVAILABLE')
    expect(checkSlot(clinic, '2026-11-23', '09:45', now)).toBe('UNAVAILABLE')
    expect(checkSlot(clinic, '2026-11-29', '11:00', now)).toBe('UNAVAILABLE')
    expect(checkSlot(clinic, '2026-12-06', '11:00', now)).toBe('UNAVAILABLE') // a Sunday, closed
    expect(checkSlot(clinic, '2026-12-04', '09:00', now)).toBe('OK') // the 12th day
    expect(checkSlot(clinic, '2026-12-07', '09:00', now)).toBe('UNAVAILABLE') // the 15th day
  })
})
