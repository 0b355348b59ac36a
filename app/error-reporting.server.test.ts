import { HttpResponse, http } from 'msw'
import { beforeAll, expect, test, vi } from 'vitest'
import { resetEnvForTests } from '~/config.server'
import { setupMockBackends } from '../tests/mocks/backends'
import { reportServerError } from './error-reporting.server'

const server = setupMockBackends()
const LOG_URL = 'http://logs.test/errors'

beforeAll(() => {
  process.env.ERROR_LOG_URL = LOG_URL
  resetEnvForTests()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

test('[R7.18] [R8.8] a boundary error is logged and posted as JSON to the logging service with its team', async () => {
  const posted = new Promise<Record<string, unknown>>((resolve) => {
    server.use(
      http.post(LOG_URL, async ({ request }) => {
        resolve((await request.json()) as Record<string, unknown>)
        return HttpResponse.json({ ok: true })
      }),
    )
  })
  reportServerError(new TypeError('x is undefined'), new Request('http://shop.test/v2/cart'))
  expect(await posted).toMatchObject({ level: 'error', path: '/v2/cart', team: 'commerce', reported: true })
  expect(console.error).toHaveBeenCalled()
})

test('[R8.12] what the rules drop is logged but not posted', async () => {
  const seen = vi.fn()
  server.use(
    http.post(LOG_URL, () => {
      seen()
      return HttpResponse.json({ ok: true })
    }),
  )
  reportServerError(new Error('cannot find information about the product'), new Request('http://shop.test/product/detail/1'))
  reportServerError(
    new Error('boom'),
    new Request('http://shop.test/', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }),
  )
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(seen).not.toHaveBeenCalled()
})
