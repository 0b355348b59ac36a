import { expect, test } from 'vitest'
import { deviceIdOf, isTokenExpired, shouldRunOnce } from './session'

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

test('[R4.6] the one-time action runs once a session is present, not on /logout-bridge, once per member', () => {
  expect(shouldRunOnce({ userId: 7, path: '/main/tab/2', doneFor: null })).toBe(true)
  expect(shouldRunOnce({ userId: 7, path: '/main/tab/2', doneFor: '7' })).toBe(false)
  expect(shouldRunOnce({ userId: 8, path: '/my', doneFor: '7' })).toBe(true)
  expect(shouldRunOnce({ userId: 7, path: '/logout-bridge', doneFor: null })).toBe(false)
  expect(shouldRunOnce({ userId: null, path: '/', doneFor: null })).toBe(false)
})

test('a device id is visible ASCII of at most 200 characters; a tampered cookie counts as none', () => {
  for (const id of ['3f0c1c2e-8b7a-4f7e-9a51-0d6b2c9e4a10', 'e2e-device-2', 'a'.repeat(200)]) expect(deviceIdOf(id)).toBe(id)
  for (const id of [undefined, null, '', 'a'.repeat(201), '\u202Eevil', 'a\r\nX-Evil: 1', 'has space', '기기'])
    expect(deviceIdOf(id)).toBe('')
})
