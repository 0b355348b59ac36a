import { expect, test } from 'vitest'
import { formatDate, formatDateTime, formatDay } from './dates'

test('dates read in Korea time with Korean weekdays, whatever the server zone', () => {
  // 2026-11-21 16:30 UTC is already Sunday 01:30 in Seoul.
  expect(formatDate('2026-11-21T16:30:00Z')).toBe('2026.11.22 (일)')
  expect(formatDay('2026-11-21T16:30:00Z')).toBe('11월 22일 (일)')
  expect(formatDateTime('2026-11-21T05:05:00Z')).toBe('2026.11.21 14:05')
})
