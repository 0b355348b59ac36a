import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { logEvent } from './event-logging.server'

const server = setupMockBackends()

test('[R7.7] POST /event/logging {data, mobile_device_id, name, session}', async () => {
  let body: unknown
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ status: 'ok' })
    }),
  )
  expect(await logEvent(testContext({ session: 's1', deviceId: 'd1' }), 'sign_out', { userId: 3 })).toBe(true)
  expect(body).toEqual({ data: { userId: 3 }, mobile_device_id: 'd1', name: 'sign_out', session: 's1' })
})

test('[R7.7] nothing is sent without a session or an event name', async () => {
  let calls = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, () => {
      calls++
      return HttpResponse.json({ status: 'ok' })
    }),
  )
  expect(await logEvent(testContext({ session: null }), 'visit_route')).toBe(false)
  expect(await logEvent(testContext({ session: 's' }), '')).toBe(false)
  expect(calls).toBe(0)
})

test('[R7.7] [R8.11] a status other than ok is a logging error, reported and never thrown', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, () => HttpResponse.json({ status: 'fail' })))
  expect(await logEvent(testContext({ session: 's' }), 'sign_out')).toBe(false)
  expect(errors.mock.calls.flat().join(' ')).toContain('event logging failed')
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/event/logging`, () => HttpResponse.error()))
  expect(await logEvent(testContext({ session: 's' }), 'sign_out')).toBe(false)
  errors.mockRestore()
})
