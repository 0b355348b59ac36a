import { createHash } from 'node:crypto'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { connectShared, type SharedState } from '~/shared/redis.server'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { privateRedis, testRedisUrl, uniqueName } from '../../tests/support/private-redis'
import { createRefresher } from './refresh.server'

// Decision 022: two shop processes ("nodes"), each with its own memory and its own Redis connection,
// refresh through one Redis. V2 is the msw mock: a refresh token works once.
const server = setupMockBackends()
const device = { deviceId: 'dev', osCode: 'P' as const }

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function connected(url = testRedisUrl()): Promise<SharedState> {
  const shared = connectShared(url, { warn: vi.fn(), log: vi.fn() })
  cleanups.push(() => shared.close())
  await vi.waitFor(() => expect(shared.ready()).toBe(true), { timeout: 5_000 })
  return shared
}

async function twoNodes() {
  const [a, b] = [await connected(), await connected()]
  return [createRefresher(() => a), createRefresher(() => b)] as const
}

function rotatingV2(delayMs = 100) {
  const used = new Set<string>()
  const calls: string[] = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, async ({ request }) => {
      const { refresh_token } = (await request.json()) as { refresh_token: string }
      calls.push(refresh_token)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
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
  return calls
}

test('two nodes refreshing one token for the same cookie at once call V2 once, and both answer with the new pair', async () => {
  const calls = rotatingV2()
  const [a, b] = await twoNodes()
  const token = uniqueName('refresh')
  const answers = await Promise.all([
    a.refresh(token, device, 'cookie-a'),
    b.refresh(token, device, 'cookie-a'),
    b.refresh(token, device, 'cookie-a'),
  ])
  expect(calls).toEqual([token])
  for (const answer of answers) expect(answer).toMatchObject({ accessToken: `access-after-${token}`, refreshToken: `next-${token}` })
})

test("a refusal is shared the same way: the cookie's waiting request on the other node ends its session too, without a second call", async () => {
  const calls: string[] = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, async ({ request }) => {
      calls.push(((await request.json()) as { refresh_token: string }).refresh_token)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 })
    }),
  )
  const [a, b] = await twoNodes()
  const token = uniqueName('refresh')
  expect(await Promise.all([a.refresh(token, device, 'cookie-a'), b.refresh(token, device, 'cookie-a')])).toEqual([null, null])
  expect(calls).toHaveLength(1)
})

test('a refusal is remembered for the same cookie: its late request on the other node ends the session without asking V2 again', async () => {
  const calls: string[] = []
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/auth/refresh`, async ({ request }) => {
      calls.push(((await request.json()) as { refresh_token: string }).refresh_token)
      return HttpResponse.json({ code: 'UNAUTHORIZED', reason: 'TOKEN_INVALID' }, { status: 401 })
    }),
  )
  const [a, b] = await twoNodes()
  const token = uniqueName('refresh')
  // One after the other, as a loaded machine can order the two requests of the test above.
  expect(await a.refresh(token, device, 'cookie-a')).toBeNull()
  expect(await b.refresh(token, device, 'cookie-a')).toBeNull()
  expect(calls).toHaveLength(1)
  // Another holder of the same token is not answered from it: V2 decides for them.
  expect(await b.refresh(token, device, 'cookie-b')).toBeNull()
  expect(calls).toHaveLength(2)
})

test("the same cookie's late request on another node gets 'superseded' and does not replay the token to V2", async () => {
  const calls = rotatingV2(10)
  const [a, b] = await twoNodes()
  const token = uniqueName('refresh')
  expect(await a.refresh(token, device, 'cookie-a')).toMatchObject({ refreshToken: `next-${token}` })
  expect(await b.refresh(token, device, 'cookie-a')).toBe('superseded')
  expect(calls).toHaveLength(1)
})

test('another holder of the token on another node never receives the pair: V2 is asked and refuses it', async () => {
  const calls = rotatingV2()
  const [a, b] = await twoNodes()
  const token = uniqueName('refresh')
  // Racing the rightful refresh, and after it.
  const [mine, theirs] = await Promise.all([a.refresh(token, device, 'cookie-a'), b.refresh(token, device, 'cookie-b')])
  const won = [mine, theirs].filter((answer) => answer !== null && typeof answer === 'object')
  expect(won).toHaveLength(1)
  expect(await b.refresh(token, device, 'cookie-c')).toBeNull()
  expect(calls).toEqual([token, token, token])
})

test('what Redis keeps of a refresh is sealed: no token in clear, nothing the holder id can be read from', async () => {
  rotatingV2(10)
  const [a] = await twoNodes()
  const shared = await connected()
  const token = uniqueName('refresh')
  await a.refresh(token, device, 'cookie-secret-holder')
  const tokenHash = createHash('sha256').update(token).digest('hex')
  const [result, rotated, lock] = await Promise.all(
    ['result', 'rotated', 'lock'].map((what) => shared.command<string | null>(['GET', `petshop:refresh:${what}:${tokenHash}`])),
  )
  // The answer, sealed, and the rotation, named by a hash; the lock is released once both are stored.
  expect(result).toEqual(expect.any(String))
  expect(rotated).toMatch(/^[0-9a-f]{64}$/)
  expect(lock).toBeNull()
  for (const secret of [token, `access-after-${token}`, `next-${token}`, 'cookie-secret-holder'])
    expect(`${result}\n${rotated}`).not.toContain(secret)
})

test('Redis away: each node falls back to its in-process single-flight for one cookie', async () => {
  const calls = rotatingV2()
  const redis = await privateRedis()
  cleanups.push(() => redis.stop())
  const shared = await connected(redis.url)
  const node = createRefresher(() => shared)
  await redis.stop()
  const token = uniqueName('refresh')
  const answers = await Promise.all([1, 2, 3].map(() => node.refresh(token, device, 'cookie-a')))
  expect(calls).toEqual([token])
  for (const answer of answers) expect(answer).toMatchObject({ refreshToken: `next-${token}` })
  expect(await node.refresh(token, device, 'cookie-a')).toBe('superseded')
})
