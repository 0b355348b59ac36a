import { describe, expect, test } from 'vitest'
import { BookingChangeSchema, BookingFormSchema, clinicFilter } from './booking.schema'
import * as VET_MSG from './messages.vet'
import { parseRecordId } from './record-id'
import {
  animalsLabel,
  bookingHref,
  clinicBadges,
  dateLabel,
  earliestSlots,
  hoursRows,
  nextFreeDate,
  shortDate,
  timeLabel,
  treats,
  weekdayOf,
} from './vet'

const E = VET_MSG.errors

describe('dates and times as Korean booking screens write them', () => {
  test('weekdays and labels come from the calendar date alone', () => {
    expect(weekdayOf('2026-11-22')).toBe('일')
    expect(weekdayOf('2026-11-28')).toBe('토')
    expect(dateLabel('2026-11-24')).toBe('11월 24일 (화)')
    expect(dateLabel('2027-01-01')).toBe('1월 1일 (금)')
    expect(shortDate('2026-12-05')).toBe('12.5')
  })

  test('times read 오전/오후 with 12 for noon and midnight', () => {
    expect(timeLabel('09:30')).toBe('오전 9:30')
    expect(timeLabel('12:00')).toBe('오후 12:00')
    expect(timeLabel('13:00')).toBe('오후 1:00')
    expect(timeLabel('00:30')).toBe('오전 12:30')
    expect(timeLabel('23:30')).toBe('오후 11:30')
  })
})

describe('clinic facts', () => {
  const hours = {
    weekday: { open: '09:00', close: '19:00' },
    saturday: { open: '09:00', close: '16:00' },
    sunday: null,
    lunch: { open: '13:00', close: '14:00' },
  }

  test('the hours table shows 휴진 for a closed day and lunch only when there is one', () => {
    expect(hoursRows(hours)).toEqual([
      { label: '평일', text: '09:00~19:00' },
      { label: '토요일', text: '09:00~16:00' },
      { label: '일요일', text: '휴진' },
      { label: '점심시간', text: '13:00~14:00' },
    ])
    expect(hoursRows({ ...hours, lunch: null })).toHaveLength(3)
  })

  test('badges: 24시 over 야간 진료, and which animal a specialist sees', () => {
    const both = { is24h: false, isNight: false, treatsDogs: true, treatsCats: true }
    expect(clinicBadges(both)).toEqual([])
    expect(clinicBadges({ ...both, is24h: true, isNight: true })).toEqual(['24시'])
    expect(clinicBadges({ ...both, isNight: true, treatsDogs: false })).toEqual(['야간 진료', '고양이 전문'])
    expect(clinicBadges({ ...both, treatsCats: false })).toEqual(['강아지 전문'])
    expect(animalsLabel(both)).toBe('강아지 · 고양이')
    expect(animalsLabel({ treatsDogs: false, treatsCats: true })).toBe('고양이')
    expect(treats({ treatsDogs: false, treatsCats: true }, 1)).toBe(false)
    expect(treats({ treatsDogs: false, treatsCats: true }, 2)).toBe(true)
    expect(treats(both, 3)).toBe(false)
  })

  test('the earliest free slots run over the answered dates in order; the next free date skips full and closed ones', () => {
    const dates = [
      { date: '2026-11-24', open: true, available: 2 },
      { date: '2026-11-25', open: true, available: 0 },
      { date: '2026-11-26', open: false, available: 0 },
      { date: '2026-11-27', open: true, available: 5 },
    ]
    const today = {
      clinicId: 1,
      dates,
      date: '2026-11-24',
      slots: [
        { time: '18:00', available: false },
        { time: '18:30', available: true },
        { time: '19:00', available: true },
      ],
    }
    const later = {
      ...today,
      date: '2026-11-27',
      slots: [
        { time: '09:00', available: true },
        { time: '09:30', available: true },
      ],
    }
    expect(earliestSlots([today], 1)).toEqual([{ date: '2026-11-24', time: '18:30' }])
    expect(earliestSlots([today, later], 3)).toEqual([
      { date: '2026-11-24', time: '18:30' },
      { date: '2026-11-24', time: '19:00' },
      { date: '2026-11-27', time: '09:00' },
    ])
    expect(earliestSlots([{ ...today, slots: [] }], 3)).toEqual([])
    expect(nextFreeDate(today)).toBe('2026-11-27')
    expect(nextFreeDate(later)).toBeNull()
  })

  test('the booking link carries the clinic and, when chosen, the date and time', () => {
    expect(bookingHref({ clinicId: 3 })).toBe('/booking/new?clinicId=3')
    expect(bookingHref({ clinicId: 3, date: '2026-11-24', time: '09:30' })).toBe('/booking/new?clinicId=3&date=2026-11-24&time=09%3A30')
  })
})

describe('booking forms', () => {
  const valid = { clinicId: '1', date: '2026-11-24', time: '10:00', petId: '1', reason: 'CHECKUP', memo: '  기침을 해요 ' }

  test('a valid booking parses to numbers and a trimmed memo', () => {
    expect(BookingFormSchema.parse(valid)).toEqual({
      clinicId: 1,
      date: '2026-11-24',
      time: '10:00',
      petId: 1,
      reason: 'CHECKUP',
      memo: '기침을 해요',
    })
    expect(BookingFormSchema.parse({ ...valid, memo: undefined }).memo).toBe('')
  })

  test.each([
    ['clinicId', undefined, E.clinicRequired],
    ['clinicId', 'abc', E.clinicRequired],
    ['clinicId', '0', E.clinicRequired],
    ['date', undefined, E.dateRequired],
    ['date', '11/24', E.dateRequired],
    ['time', undefined, E.timeRequired],
    ['time', '10:15', E.timeRequired],
    ['time', '24:00', E.timeRequired],
    ['petId', undefined, E.petRequired],
    ['petId', '-1', E.petRequired],
    ['reason', undefined, E.reasonRequired],
    ['reason', 'SURGERY', E.reasonRequired],
    ['memo', '가'.repeat(201), E.memoLength],
  ])('%s %j is refused with a Korean message', (field, value, message) => {
    const result = BookingFormSchema.safeParse({ ...valid, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(message)
  })

  test('기타 needs a memo that says what is wrong', () => {
    const result = BookingFormSchema.safeParse({ ...valid, reason: 'OTHER', memo: '   ' })
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['memo'], message: E.memoRequired })])
    expect(BookingFormSchema.safeParse({ ...valid, reason: 'OTHER', memo: '눈을 못 떠요' }).success).toBe(true)
  })

  test('a change needs a date and a time on the half hour', () => {
    expect(BookingChangeSchema.safeParse({ date: '2026-11-24', time: '09:30' }).success).toBe(true)
    expect(BookingChangeSchema.safeParse({ date: '2026-11-24' }).error?.issues[0]?.message).toBe(E.timeRequired)
  })

  test('the clinic filter ignores what it does not know; ids are positive integers', () => {
    expect(clinicFilter(new URLSearchParams('district=서울 강남구&animal=2'))).toEqual({ district: '서울 강남구', animal: 2 })
    expect(clinicFilter(new URLSearchParams('district=&animal=3'))).toEqual({})
    expect(parseRecordId('12')).toBe(12)
    for (const bad of [null, '', '0', '01', '-1', '1.5', 'abc', '99999999999']) expect(parseRecordId(bad)).toBeNull()
  })
})
