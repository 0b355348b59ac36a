import { expect, test } from 'vitest'
import { inSeoul } from './dates'
import { formatKoreanDate, seoulDateParts } from './seoul-date'

test("V2's Korea wall-clock strings are read as they are", () => {
  expect(formatKoreanDate('2026-11-21 14:03:00')).toBe('2026년 11월 21일')
  expect(formatKoreanDate('2026-01-01 00:00:00')).toBe('2026년 1월 1일')
})

test('an instant with a zone is the date in Korea: 15:00 UTC is already the next day there', () => {
  expect(formatKoreanDate('2026-11-20T15:03:00Z')).toBe('2026년 11월 21일')
  expect(formatKoreanDate('2026-11-20T14:59:59Z')).toBe('2026년 11월 20일')
  expect(formatKoreanDate('2026-12-31T23:30:00+09:00')).toBe('2026년 12월 31일')
  expect(formatKoreanDate('2026-12-31T15:00:00.000Z')).toBe('2027년 1월 1일')
})

test("it agrees with dates.ts's inSeoul on instants across a year", () => {
  for (let hour = 0; hour < 24 * 366; hour += 7) {
    const iso = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000).toISOString()
    const parts = seoulDateParts(iso)
    expect(parts && `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`).toBe(
      inSeoul(iso).format('YYYY-MM-DD'),
    )
  }
})

test('something that is not a date is shown as it came, never as NaN', () => {
  expect(formatKoreanDate('')).toBe('')
  expect(formatKoreanDate('어제')).toBe('어제')
  expect(seoulDateParts('2026-13-99T99:00:00Z')).toBeNull()
})
