import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { clearAllCaches } from './cache.server'
import { users } from './user.server'

const server = setupMockBackends()
beforeEach(() => clearAllCaches())

const detail = {
  user_info: { status_code: 200, user_id: 1, nickname: '코코언니', user_grade_code_info: { user_grade_code_name: '패밀리' } },
  user_delivery_data: null,
  user_total: {},
  pet_list: [],
}

function answerWith(...answers: Array<() => Response>) {
  let calls = 0
  const bodies: unknown[] = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, async ({ request }) => {
      bodies.push(await request.json())
      const answer = answers[Math.min(calls, answers.length - 1)]
      calls++
      return answer?.() ?? HttpResponse.json(detail)
    }),
  )
  return { calls: () => calls, bodies }
}

test('[R7.2] POST /user/detail sends {mobile_device_id, mobile_os_code, session}', async () => {
  const seen = answerWith(() => HttpResponse.json(detail))
  const answer = await users.detail(testContext({ session: 'tok', deviceId: 'd1', osCode: 'C' }))
  expect(seen.bodies[0]).toEqual({ mobile_device_id: 'd1', mobile_os_code: 'C', session: 'tok' })
  expect(answer.userInfo.userGradeCodeInfo?.userGradeCodeName).toBe('패밀리')
})

test('[R4.11] user detail is kept per session', async () => {
  const seen = answerWith(() => HttpResponse.json(detail))
  await users.detail(testContext({ session: 'a' }))
  await users.detail(testContext({ session: 'a' }))
  await users.detail(testContext({ session: 'b' }))
  expect(seen.calls()).toBe(2)
})

describe('with a moved clock', () => {
  const start = Date.parse('2026-11-24T12:00:00.000Z')
  // Only Date is faked: the mocked backend still answers on real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
  })
  afterEach(() => vi.useRealTimers())

  test('[R4.11] [R9.2] user detail is fresh for 3 minutes: still cached just before, asked again just after', async () => {
    const seen = answerWith(() => HttpResponse.json(detail))
    await users.detail(testContext({ session: 'clock' }))
    vi.setSystemTime(start + 3 * 60_000 - 1)
    await users.detail(testContext({ session: 'clock' }))
    expect(seen.calls()).toBe(1)
    vi.setSystemTime(start + 3 * 60_000 + 1)
    await users.detail(testContext({ session: 'clock' }))
    expect(seen.calls()).toBe(2)
  })
})

test('[R4.11] a failing detail is retried up to 3 times', async () => {
  const seen = answerWith(
    () => HttpResponse.error(),
    () => HttpResponse.json({}, { status: 500 }),
    () => HttpResponse.error(),
    () => HttpResponse.json(detail),
  )
  expect((await users.detail(testContext({ session: 'r' }))).userInfo.nickname).toBe('코코언니')
  expect(seen.calls()).toBe(4)
  clearAllCaches()
  const always = answerWith(() => HttpResponse.error())
  await expect(users.detail(testContext({ session: 'r2' }))).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
  expect(always.calls()).toBe(4)
})

test('[R4.11] never retried on unauthorized', async () => {
  const seen = answerWith(() => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }))
  await expect(users.detail(testContext({ session: 'u' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  expect(seen.calls()).toBe(1)
})

test('[R6.4] a withdrawn member is statusCode 401 inside userInfo', async () => {
  answerWith(() => HttpResponse.json({ user_info: { status_code: 401 } }))
  const { isWithdrawn } = await import('~/domain/user.schema')
  expect(isWithdrawn(await users.detail(testContext({ session: 'w' })))).toBe(true)
})

test('a guest has no detail to ask for', async () => {
  const seen = answerWith(() => HttpResponse.json(detail))
  await expect(users.detail(testContext())).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  expect(seen.calls()).toBe(0)
})

// Decision 020: a session revoked elsewhere once kept showing the member for up to 3 minutes.
const check = (answer: () => Response) => {
  let calls = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/check`, () => {
      calls++
      return answer()
    }),
  )
  return () => calls
}

test('a session revoked elsewhere stops showing the member on its next request, though the detail was cached', async () => {
  answerWith(() => HttpResponse.json(detail))
  expect((await users.detail(testContext({ session: 'gone' }))).userInfo.nickname).toBe('코코언니')
  // Revoked: V2 refuses the token everywhere now.
  check(() => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }))
  answerWith(() => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }))
  await expect(users.detail(testContext({ session: 'gone' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
})

test('a cached detail is confirmed with one light call per request, and the detail is not asked again', async () => {
  const seen = answerWith(() => HttpResponse.json(detail))
  await users.detail(testContext({ session: 'kept' }))
  const checks = check(() => HttpResponse.json({ ok: true, user_id: 1 }))
  const ctx = testContext({ session: 'kept' })
  await Promise.all([users.detail(ctx), users.detail(ctx), users.detail(ctx)])
  expect(checks()).toBe(1)
  expect(seen.calls()).toBe(1)
})

test('a check that cannot reach V2 keeps the cached detail (unavailable is not revoked)', async () => {
  answerWith(() => HttpResponse.json(detail))
  await users.detail(testContext({ session: 'flaky' }))
  check(() => HttpResponse.error())
  expect((await users.detail(testContext({ session: 'flaky' }))).userInfo.nickname).toBe('코코언니')
})
