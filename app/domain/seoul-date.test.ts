import dayjs from 'dayjs'
import { expect, test } from 'vitest'
import { inSeoul } from './dates'
import { formatCalendarDay, formatDate, formatDateTime, formatDay, formatDayTime, formatKoreanDate, seoulDateParts } from './seoul-date'

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

test("the pages' formats read every instant as dayjs's Korean reading does, whatever the server zone", () => {
  const formats = [
    [formatDate, 'YYYY.MM.DD (dd)'],
    [formatDay, 'M월 D일 (dd)'],
    [formatDateTime, 'YYYY.MM.DD HH:mm'],
    [formatDayTime, 'M월 D일 (dd) A h:mm'],
  ] as const
  const zone = process.env.TZ
  try {
    for (const tz of ['UTC', 'Asia/Seoul', 'America/Los_Angeles']) {
      process.env.TZ = tz
      // Every weekday, hour and minute come round: 1990 to 2040 in steps of a week, 1 h 1 min.
      for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 86_400_000 + 3_660_000 + 37_000) {
        for (const iso of [new Date(t).toISOString(), new Date(t).toISOString().replace('Z', '+09:00')]) {
          for (const [format, pattern] of formats) expect(format(iso), `${tz} ${iso}`).toBe(inSeoul(iso).format(pattern))
        }
      }
    }
  } finally {
    process.env.TZ = zone
  }
  for (const [format, pattern] of formats) expect(format('어제')).toBe(inSeoul('어제').format(pattern))
})

test('a calendar day reads as dayjs.utc read it, each day of 2025 to 2028 and what is not a day', () => {
  const days = Array.from({ length: 4 * 366 }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10))
  for (const day of [...days, '', '어제', '2026-11-24 09:30', '2026-11-24T09:30:00Z', '2026/11/24', '2026-11', '2026-13-01']) {
    expect(formatCalendarDay(day), day).toBe(dayjs.utc(day).locale('ko').format('M월 D일 (dd)'))
  }
})
