import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { clearRefreshMemoryForTests, refreshTokens } from './refresh.server'

const server = setupMockBackends()
beforeEach(() => clearRefreshMemoryForTests())

const device = { deviceId: 'dev', osCode: 'P' as const }

/** V2 as it is now: a refresh token works once; presented again it is refused (and its family ends). */
function rotatingV2() {
  const used = new Set<string>()
  let calls = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, async ({ request }) => {
      calls++
      const { refresh_token } = (await request.json()) as { refresh_token: string }
      // Slow enough that concurrent requests really overlap.
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (used.has(refresh_token)) return HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 })
      used.add(refresh_token)
      return HttpResponse.json({
        access_token: `access-after-${refresh_token}`,
        refresh_token: `next-${refresh_token}`,
        token_expire_date: new Date(Date.now() + 3_600_000).toISOString(),
        trace_id: 't',
        user_id: 1,
      })
    }),
  )
  return () => calls
}

test('concurrent refreshes of one browser (same cookie) share one call while it is in flight', async () => {
  const calls = rotatingV2()
  const answers = await Promise.all([1, 2, 3].map(() => refreshTokens('refresh-1', device, 'cookie-a')))
  expect(calls()).toBe(1)
  for (const answer of answers) expect(answer).toMatchObject({ accessToken: 'access-after-refresh-1' })
})

test('the old refresh token presented after the rotation gets nothing from the shop: V2 decides, and refuses', async () => {
  const calls = rotatingV2()
  const first = await refreshTokens('refresh-1', device, 'cookie-a')
  expect(first).toMatchObject({ refreshToken: 'next-refresh-1' })
  // Someone else holding a copy of the old token (no cookie of this browser, or another one).
  for (const holder of [undefined, 'cookie-b']) {
    const replay = await refreshTokens('refresh-1', device, holder)
    expect(replay).toBeNull()
  }
  expect(calls()).toBe(3)
})

test('a replay racing the rightful refresh does not join it: it goes to V2 on its own', async () => {
  const calls = rotatingV2()
  const [mine, theirs] = await Promise.all([refreshTokens('refresh-1', device, 'cookie-a'), refreshTokens('refresh-1', device, 'cookie-b')])
  expect(calls()).toBe(2)
  // One of them won the rotation; the other got nothing of it.
  const won = [mine, theirs].filter((answer) => answer !== null && typeof answer === 'object')
  expect(won).toHaveLength(1)
})

test("the same browser's late request with the old cookie gets no pair and does not replay the token to V2", async () => {
  const calls = rotatingV2()
  await refreshTokens('refresh-1', device, 'cookie-a')
  const late = await refreshTokens('refresh-1', device, 'cookie-a')
  expect(late).toBe('superseded')
  // V2 was not asked again: the shop's own late request must not end the family it just renewed.
  expect(calls()).toBe(1)
})
