import { type AddressInfo, connect, createServer, type Socket } from 'node:net'
import { HttpResponse, http } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { bff } from '~/backends/bff.server'
import { users } from '~/backends/user.server'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { privateRedis, testRedisUrl, uniqueName } from '../../tests/support/private-redis'
import { createInvalidationBus } from './invalidation.server'
import { closeSharedState, connectShared, type SharedState } from './redis.server'

// Decision 022: caches stay in each process; a change that must not outlive one process's cache is
// told to the others through Redis.
const server = setupMockBackends()
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

/** A node: its own connection, its own cache of `kind`, its own bus. */
async function node(url?: string) {
  const shared = await connected(url)
  const bus = createInvalidationBus(() => shared)
  const cache = new Map<string, string>()
  bus.register('member', { drop: (key) => cache.delete(key), dropAll: () => cache.clear() })
  bus.listen()
  return { shared, bus, cache }
}

test('a member dropped on one node is dropped on the other within a round trip', async () => {
  const [a, b] = [await node(), await node()]
  const member = uniqueName('member')
  a.cache.set(member, 'old detail')
  b.cache.set(member, 'old detail')
  b.cache.set('someone-else', 'kept')
  // The subscription is set up asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 100))
  a.bus.invalidate('member', member)
  expect(a.cache.has(member)).toBe(false)
  await vi.waitFor(() => expect(b.cache.has(member)).toBe(false))
  expect(b.cache.get('someone-else')).toBe('kept')
})

test('a node whose subscription was lost drops everything it holds once subscribed again (what it missed is unknown)', async () => {
  const redis = await privateRedis()
  cleanups.push(() => redis.stop())
  const b = await node(redis.url)
  b.cache.set('member-1', 'detail')
  await new Promise((resolve) => setTimeout(resolve, 100))
  await redis.stop()
  // Without Redis the invalidation still drops here; the publish is skipped, nothing throws.
  b.bus.invalidate('member', 'member-2')
  expect(b.cache.get('member-1')).toBe('detail')
  await redis.start()
  await vi.waitFor(() => expect(b.cache.size).toBe(0), { timeout: 10_000 })
})

/** A TCP relay to Redis that the test can cut: one node losing Redis while the others keep it. */
async function relayTo(port: number) {
  const sockets = new Set<Socket>()
  const relay = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port })
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on('error', () => socket.destroy())
      socket.on('close', () => sockets.delete(socket))
    }
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const relayPort = (relay.address() as AddressInfo).port
  cleanups.push(() => new Promise((resolve) => relay.close(resolve)))
  let open = true
  relay.on('connection', (socket) => {
    if (!open) socket.destroy()
  })
  return {
    url: `redis://127.0.0.1:${relayPort}`,
    cut() {
      open = false
      for (const socket of sockets) socket.destroy()
    },
    restore() {
      open = true
    },
  }
}

test('an invalidation made while this node had lost Redis is told to the others once it is back', async () => {
  const url = new URL(testRedisUrl())
  const relay = await relayTo(Number(url.port))
  const [a, b] = [await node(relay.url), await node()]
  const [changed, untouched] = [uniqueName('member'), uniqueName('member')]
  b.cache.set(changed, 'old detail')
  b.cache.set(untouched, 'kept')
  await new Promise((resolve) => setTimeout(resolve, 100))
  relay.cut()
  await vi.waitFor(() => expect(a.shared.ready()).toBe(false))
  a.bus.invalidate('member', changed)
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(b.cache.get(changed)).toBe('old detail')
  relay.restore()
  await vi.waitFor(() => expect(b.cache.has(changed)).toBe(false), { timeout: 10_000 })
  // B never lost its subscription: only what changed is dropped.
  expect(b.cache.get(untouched)).toBe('kept')
})

describe('the shop’s caches with REDIS_URL', () => {
  beforeAll(() => {
    process.env.REDIS_URL = testRedisUrl()
  })
  afterAll(async () => {
    delete process.env.REDIS_URL
    await closeSharedState()
  })

  const detail = {
    user_info: { status_code: 200, user_id: 7, nickname: '코코언니' },
    user_delivery_data: null,
    user_total: {},
    pet_list: [],
  }

  test("a member's detail cached on this node is read afresh after another node forgets the member (a change, a sign-out)", async () => {
    let calls = 0
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => {
        calls++
        return HttpResponse.json(detail)
      }),
    )
    const userId = 900_000 + Math.floor(Math.random() * 99_999)
    // Two sessions of one member (two devices) on this node.
    await users.detail(testContext({ session: 'phone', userId }))
    await users.detail(testContext({ session: 'tablet', userId }))
    await users.detail(testContext({ session: 'phone', userId }))
    expect(calls).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 100))

    // Another shop process: the member changed their nickname there.
    const other = await connected()
    createInvalidationBus(() => other).invalidate('member', String(userId))
    await vi.waitFor(async () => {
      await users.detail(testContext({ session: 'phone', userId }))
      expect(calls).toBe(3)
    })
    await users.detail(testContext({ session: 'tablet', userId }))
    expect(calls).toBe(4)
  })

  test("a device's experiments are fetched again on this node after another node's sign-in on that device", async () => {
    let calls = 0
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => {
        calls++
        return HttpResponse.json({ functionInfos: [] })
      }),
    )
    const deviceId = uniqueName('device')
    await bff.experiments(testContext({ deviceId }))
    await bff.experiments(testContext({ deviceId }))
    expect(calls).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const other = await connected()
    createInvalidationBus(() => other).invalidate('device', deviceId)
    await vi.waitFor(async () => {
      await bff.experiments(testContext({ deviceId }))
      expect(calls).toBe(2)
    })
  })
})
