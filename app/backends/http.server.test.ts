import { delay, HttpResponse, http } from 'msw'
import { describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { bffGet, v2Post } from './calls.server'
import { asBackendError, BackendError } from './error'
import { callBackend } from './http.server'
import { logBackendError } from './log.server'

const server = setupMockBackends()

const Answer = z.object({ ok: z.boolean() })
const get = (timeoutMs?: number) => callBackend({ service: 'bff', method: 'GET', path: '/thing', schema: Answer, timeoutMs })

async function failure(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(BackendError)
    return error as BackendError
  }
  throw new Error('expected the call to fail')
}

describe('[R7.1] V2 calls', () => {
  test('are POST with a snake_case JSON body, the session as Authorization, answers in camelCase', async () => {
    let seen: { method: string; auth: string | null; type: string | null; body: unknown } | undefined
    server.use(
      http.all(`${MOCK_URLS.V2_API_URL}/user/push/agree/update`, async ({ request }) => {
        seen = {
          method: request.method,
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        }
        return HttpResponse.json({ mobile_push_code: 'Y', mobile_night_push_code: 'N' })
      }),
    )
    const ctx = testContext({ session: 'token-abc', osCode: 'C' })
    const answer = await v2Post(
      ctx,
      '/user/push/agree/update',
      z.object({ mobilePushCode: z.enum(['Y', 'N']), mobileNightPushCode: z.enum(['Y', 'N']) }),
      { isPushSendAgree: true, mobileDeviceId: ctx.deviceId, mobileOsCode: ctx.osCode, session: ctx.session },
    )
    expect(answer).toEqual({ mobilePushCode: 'Y', mobileNightPushCode: 'N' })
    expect(seen).toEqual({
      method: 'POST',
      auth: 'token-abc',
      type: 'application/json',
      body: { is_push_send_agree: true, mobile_device_id: 'device-1', mobile_os_code: 'C', session: 'token-abc' },
    })
  })
})

describe('the deadline travels with the call', () => {
  test('every service call says how long the shop will wait (X-Request-Timeout-Ms), so a write it gave up on is not made', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/thing`, ({ request }) => {
        seen.push(request.headers.get('x-request-timeout-ms'))
        return HttpResponse.json({ ok: true })
      }),
    )
    await get()
    await get(60_000)
    expect(seen).toEqual(['10000', '60000'])
  })

  test('a provider outside the platform (an OAuth token URL) is not told', async () => {
    let seen: string | null | undefined
    server.use(
      http.post('https://provider.example/token', ({ request }) => {
        seen = request.headers.get('x-request-timeout-ms')
        return HttpResponse.json({ ok: true })
      }),
    )
    await callBackend({ service: 'v2', method: 'POST', path: '', url: 'https://provider.example/token', schema: Answer })
    expect(seen).toBeNull()
  })
})

describe('every failure becomes one BackendError with a catalogue code and a Korean message', () => {
  test('[R4.4] [R9.1] a call slower than its timeout is aborted with the seconds in the message', async () => {
    let aborted = false
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/thing`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true
        })
        await delay(2_000)
        return HttpResponse.json({ ok: true })
      }),
    )
    const error = await failure(get(1_000))
    expect(error.code).toBe('TIMEOUT')
    expect(error.message).toBe('1초가 지나 요청이 취소되었어요. 잠시 후 다시 시도해 주세요.')
    expect(error.status).toBe(504)
    expect(aborted).toBe(true)
  })

  test('[R8.1] 400 is BAD_REQUEST', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({}, { status: 400 })))
    expect((await failure(get())).code).toBe('BAD_REQUEST')
  })

  test('[R8.1] 401 is UNAUTHORIZED with the invalid-credentials message', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => new HttpResponse(null, { status: 401 })))
    const error = await failure(get())
    expect(error.code).toBe('UNAUTHORIZED')
    expect(error.message).toBe('인증 정보가 올바르지 않아요. 다시 로그인해 주세요.')
    expect(error.status).toBe(401)
  })

  test('[R8.1] 403 is FORBIDDEN and 404 is NOT_FOUND', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({}, { status: 403 })))
    expect((await failure(get())).code).toBe('FORBIDDEN')
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({}, { status: 404 })))
    const notFound = await failure(get())
    expect(notFound.code).toBe('NOT_FOUND')
    expect(notFound.message).toBe('페이지를 찾을 수 없어요.')
  })

  test('[R8.1] 500 is INTERNAL_SERVER_ERROR, shown as a 5xx page', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.text('boom', { status: 500 })))
    const error = await failure(get())
    expect(error.code).toBe('INTERNAL_SERVER_ERROR')
    expect(error.status).toBeGreaterThanOrEqual(500)
  })

  test('[R8.2] 503 is SERVICE_MAINTENANCE and a catalogue code in the body wins over the status', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({}, { status: 503 })))
    expect((await failure(get())).code).toBe('SERVICE_MAINTENANCE')
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () =>
        HttpResponse.json({ code: 'ADD_CART_ITEM_ERROR', message: 'sold out' }, { status: 400 }),
      ),
    )
    const error = await failure(get())
    expect(error.code).toBe('ADD_CART_ITEM_ERROR')
    expect(error.message).toBe('장바구니에 담지 못했어요. 다시 시도해 주세요.')
  })

  test('[R8.1] a network failure is NETWORK_ERROR with the network message', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.error()))
    const error = await failure(get())
    expect(error.code).toBe('NETWORK_ERROR')
    expect(error.message).toBe('네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.')
    expect(error.status).toBe(503)
  })

  test('[R8.1] any other status is NETWORK_ERROR with the network message (decision 032)', async () => {
    for (const status of [409, 429]) {
      server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({ message: 'conflict' }, { status })))
      const error = await failure(get())
      expect(error.code, String(status)).toBe('NETWORK_ERROR')
      expect(error.message).toBe('네트워크 오류가 발생했어요. 연결 상태를 확인해 주세요.')
      expect(error.upstreamStatus).toBe(status)
    }
  })

  test('[R8.1] anything thrown that is not a backend failure is the unknown error', () => {
    const error = asBackendError(new TypeError('x is undefined'))
    expect(error.code).toBe('ERROR')
    expect(error.message).toBe('알 수 없는 오류가 발생했어요.')
  })

  test('[R8.1] malformed JSON is ERROR with the default message', async () => {
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () =>
        HttpResponse.text('<html>proxy error</html>', { headers: { 'content-type': 'application/json' } }),
      ),
    )
    const error = await failure(get())
    expect(error.code).toBe('ERROR')
    expect(error.message).toBe('오류가 발생했어요.')
    expect(error.status).toBe(502)
  })

  test('an answer of the wrong shape is ERROR, never passed on to a page', async () => {
    server.use(http.get(`${MOCK_URLS.BFF_API_URL}/thing`, () => HttpResponse.json({ ok: 'yes' })))
    expect((await failure(get())).code).toBe('ERROR')
  })

  test('[R8.3] business signals are kept with their Korean message', async () => {
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () =>
        HttpResponse.json({ code: 'BLACK_LISTED_USER', message: 'blocked' }, { status: 403 }),
      ),
    )
    const error = await failure(v2Post(testContext({ session: 't' }), '/user/detail', z.unknown(), {}))
    expect(error.isBlacklisted).toBe(true)
    expect(error.code).toBe('FORBIDDEN')
    expect(error.message).toBe('개인정보 보호를 위해 로그아웃되었어요. 다시 로그인해 주세요.')
  })

  test('the shopper leaving aborts the backend call too', async () => {
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/thing`, async () => {
        await delay(5_000)
        return HttpResponse.json({ ok: true })
      }),
    )
    const controller = new AbortController()
    const pending = callBackend({ service: 'bff', method: 'GET', path: '/thing', schema: Answer, signal: controller.signal })
    controller.abort()
    const error = await failure(pending)
    expect(error.code).toBe('NETWORK_ERROR')
    // Not a failure of the backend: it is not logged as one.
    expect(error.clientGone).toBe(true)
  })
})

test('query parameters skip null and undefined values', async () => {
  let url = ''
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/thing`, ({ request }) => {
      url = request.url
      return HttpResponse.json({ ok: true })
    }),
  )
  await callBackend({ service: 'bff', method: 'GET', path: '/thing', schema: Answer, query: { a: 1, b: null, c: undefined, d: 'x y' } })
  expect(new URL(url).search).toBe('?a=1&d=x+y')
})

describe('the request’s id travels with every call (decision 062)', () => {
  test('V2 and BFF calls made as the shopper carry the request’s X-Request-Id; a context without one sends none', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/id/echo`, ({ request }) => {
        seen.push(request.headers.get('x-request-id'))
        return HttpResponse.json({ ok: true })
      }),
      http.get(`${MOCK_URLS.BFF_API_URL}/id/echo`, ({ request }) => {
        seen.push(request.headers.get('x-request-id'))
        return HttpResponse.json({ ok: true })
      }),
    )
    const ctx = testContext({ requestId: 'req-42.a_b-c' })
    await v2Post(ctx, '/id/echo', Answer, {})
    await bffGet(ctx, '/id/echo', Answer)
    await bffGet(testContext(), '/id/echo', Answer)
    expect(seen).toEqual(['req-42.a_b-c', 'req-42.a_b-c', null])
  })
})

test('a failed call’s error, and its log line, name the request’s id (decision 062)', async () => {
  server.use(http.post(`${MOCK_URLS.V2_API_URL}/id/fails`, () => HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })))
  const error = await failure(v2Post(testContext({ requestId: 'req-9.z' }), '/id/fails', Answer, {}))
  expect(error.requestId).toBe('req-9.z')
  const lines: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line))
  logBackendError(error)
  spy.mockRestore()
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'backend call failed', service: 'v2', requestId: 'req-9.z' })
})
