import { expect, test } from 'vitest'
import { formatCalendarDay, formatDate, formatDateTime, formatDay } from './dates'

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
