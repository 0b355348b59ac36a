import dayjs from 'dayjs'
import { expect, test } from 'vitest'
import { formatCalendarDay, formatDate, formatDateTime, formatDay, formatDayTime } from './date-formats'
import { inSeoul } from './dates'

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
