import { expect, test } from 'vitest'
import { isTokenExpired } from './session'

const now = Date.parse('2026-11-21T12:00:00.000Z')
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

test('[R4.3] [R9.2] a token counts as expired within 5 minutes of its expiry date', () => {
  expect(isTokenExpired(at(60), now)).toBe(false)
  expect(isTokenExpired(at(5.01), now)).toBe(false)
  expect(isTokenExpired(at(5), now)).toBe(true)
  expect(isTokenExpired(at(4), now)).toBe(true)
  expect(isTokenExpired(at(-1), now)).toBe(true)
})

test('a missing or unreadable expiry date counts as expired', () => {
  expect(isTokenExpired(undefined, now)).toBe(true)
  expect(isTokenExpired('', now)).toBe(true)
  expect(isTokenExpired('next tuesday', now)).toBe(true)
})
