import { expect, test, vi } from 'vitest'
import { handleError } from './entry.server'

test('[R8.8] errors that reach a boundary are logged with the URL', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  handleError(new TypeError('x is undefined'), { request: new Request('http://shop.test/main/tab/2') })
  expect(log).toHaveBeenCalledTimes(1)
  const entry = JSON.parse(String(log.mock.calls[0]?.[0])) as { level: string; url: string; error: string }
  expect(entry.level).toBe('error')
  expect(entry.url).toBe('http://shop.test/main/tab/2')
  expect(entry.error).toContain('x is undefined')
  log.mockRestore()
})

test('[R8.8] a request the shopper abandoned is not an error', () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {})
  const controller = new AbortController()
  controller.abort()
  handleError(new Error('aborted'), { request: new Request('http://shop.test/', { signal: controller.signal }) })
  expect(log).not.toHaveBeenCalled()
  log.mockRestore()
})
