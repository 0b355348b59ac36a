import { afterEach, expect, test, vi } from 'vitest'
import { errorText, log } from './log'

afterEach(() => vi.restoreAllMocks())

test('an error is one JSON line on stderr: level and msg first, then its fields', () => {
  const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
  log.error('logout failed', { code: 'INTERNAL_SERVER_ERROR' })
  expect(stderr).toHaveBeenCalledTimes(1)
  expect(stderr.mock.calls[0]?.[0]).toBe('{"level":"error","msg":"logout failed","code":"INTERNAL_SERVER_ERROR"}')
})

test('info goes to stdout and warn to stderr, in the same shape', () => {
  const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  log.info('worker ready', { pid: 7 })
  log.warn('demo shop')
  expect(JSON.parse(String(stdout.mock.calls[0]?.[0]))).toEqual({ level: 'info', msg: 'worker ready', pid: 7 })
  expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toEqual({ level: 'warn', msg: 'demo shop' })
})

test('a field cannot take the place of the level or the message', () => {
  const stderr = vi.spyOn(console, 'error').mockImplementation(() => {})
  log.error('backend call failed', { level: 'info', msg: 'all good', service: 'v2' })
  expect(JSON.parse(String(stderr.mock.calls[0]?.[0]))).toEqual({ level: 'error', msg: 'backend call failed', service: 'v2' })
})

test('errorText: an Error by its message, anything else as text', () => {
  expect(errorText(new Error('boom'))).toBe('boom')
  expect(errorText('plain')).toBe('plain')
  expect(errorText(undefined)).toBe('')
})
