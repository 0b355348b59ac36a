import { beforeAll, expect, test, vi } from 'vitest'
import { resetEnvForTests } from '~/config.server'
import { handleError } from '~/entry.server'

/** Sentry's server side as the shop calls it: only what an event is tagged with matters here. */
const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }))
vi.mock('@sentry/remix', () => sentry)

beforeAll(() => {
  process.env.SENTRY_DSN = 'http://key@sentry.test/1'
  delete process.env.ERROR_LOG_URL
  resetEnvForTests()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => {
    delete process.env.SENTRY_DSN
    resetEnvForTests()
  }
})

test('a reported error’s Sentry event carries the request’s id as a tag, beside its team (decision 062)', () => {
  const error = new TypeError('x is undefined')
  handleError(error, {
    request: new Request('http://shop.test/v2/cart'),
    context: { requestId: 'req-7.a_b', cspNonce: '', appendSetCookie: () => {} },
  })
  expect(sentry.captureException).toHaveBeenCalledWith(error, { tags: { team: 'commerce', request_id: 'req-7.a_b' } })
  expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"requestId":"req-7.a_b"'))
})

test('an error without a request id (a context made by hand) is tagged with its team alone', () => {
  const error = new TypeError('y is undefined')
  handleError(error, { request: new Request('http://shop.test/v2/cart') })
  expect(sentry.captureException).toHaveBeenLastCalledWith(error, { tags: { team: 'commerce' } })
})
