import { expect, test } from 'vitest'
import { formatCalendarDay, formatDate, formatDateTime, formatDay, inSeoul } from './dates'

test('dates read in Korea time with Korean weekdays, whatever the server zone', () => {
  // 2026-11-21 16:30 UTC is already Sunday 01:30 in Seoul.
  expect(formatDate('2026-11-21T16:30:00Z')).toBe('2026.11.22 (일)')
  expect(formatDay('2026-11-21T16:30:00Z')).toBe('11월 22일 (일)')
  expect(formatDateTime('2026-11-21T05:05:00Z')).toBe('2026.11.21 14:05')
})

test('a calendar day (a subscription’s delivery day) reads as that day in Korea, whatever the server’s time zone', () => {
  expect(formatCalendarDay('2026-11-24')).toBe('11월 24일 (화)')
  expect(formatCalendarDay('2027-01-01')).toBe('1월 1일 (금)')
  const zone = process.env.TZ
  try {
    // A server west of UTC would read a bare date as the evening before in Korea.
    process.env.TZ = 'America/Los_Angeles'
    expect(formatCalendarDay('2026-11-24')).toBe('11월 24일 (화)')
    process.env.TZ = 'Pacific/Kiritimati'
    expect(formatCalendarDay('2026-11-24')).toBe('11월 24일 (화)')
  } finally {
    process.env.TZ = zone
  }
})

test('the fixed +09:00 offset reads every instant as the Asia/Seoul time zone does (no daylight saving since 1988)', () => {
  const seoul = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 86_400_000 + 3_600_000 + 60_000) {
    const iso = new Date(t).toISOString()
    expect(inSeoul(iso).format('YYYY-MM-DD HH:mm'), iso).toBe(seoul.format(t))
  }
})
