import { expect, test } from 'vitest'
import { clearAllCaches, TtlCache } from './cache.server'

const clock = () => {
  const time = { now: 0 }
  return { time, now: () => time.now }
}

test('entries expire after their time to live', async () => {
  const { time, now } = clock()
  const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10, now })
  cache.set('a', 'x')
  time.now = 999
  expect(cache.get('a')).toBe('x')
  time.now = 1000
  expect(cache.get('a')).toBeUndefined()
})

test('the least recently used entry goes first when full', () => {
  const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 2 })
  cache.set('a', 1)
  cache.set('b', 2)
  cache.get('a')
  cache.set('c', 3)
  expect(cache.get('b')).toBeUndefined()
  expect(cache.get('a')).toBe(1)
  expect(cache.size).toBe(2)
})

test('concurrent misses share one load, and a failed load is not cached', async () => {
  const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 10 })
  let calls = 0
  const load = async () => {
    calls++
    return 42
  }
  const [a, b] = await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])
  expect([a, b, calls]).toEqual([42, 42, 1])
  await expect(cache.getOrLoad('bad', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  expect(await cache.getOrLoad('bad', async () => 7)).toBe(7)
})

test('a load in flight is joined even after its key was dropped: two readers that both drop a refused entry make one call', async () => {
  // The user detail's path (user.server.ts): two loaders of one page find the entry, hear the
  // session refused, drop it and load again; two loads would renew one refresh token twice.
  const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
  cache.set('member', 'old')
  let calls = 0
  const load = () =>
    new Promise<string>((resolve) => {
      calls++
      setTimeout(() => resolve(`new ${calls}`), 20)
    })
  cache.delete('member')
  const first = cache.getOrLoad('member', load)
  cache.delete('member')
  const second = cache.getOrLoad('member', load)
  expect(await Promise.all([first, second])).toEqual(['new 1', 'new 1'])
  expect(calls).toBe(1)
  // Once it has answered, a dropped key is loaded again.
  cache.delete('member')
  expect(await cache.getOrLoad('member', load)).toBe('new 2')
})

test('a stale entry is served at once while one background call refreshes it', async () => {
  const { time, now } = clock()
  const cache = new TtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now })
  await cache.getOrLoad('k', async () => 'v1')
  time.now = 1500
  let release: (value: string) => void = () => {}
  let refreshes = 0
  const slow = () => {
    refreshes++
    return new Promise<string>((resolve) => {
      release = resolve
    })
  }
  // Two shoppers after the expiry: both get the old answer now, and only one call goes out.
  expect(await cache.getOrLoad('k', slow)).toBe('v1')
  expect(await cache.getOrLoad('k', slow)).toBe('v1')
  expect(refreshes).toBe(1)
  release('v2')
  await new Promise((resolve) => setImmediate(resolve))
  expect(await cache.getOrLoad('k', slow)).toBe('v2')
  expect(cache.stats()).toMatchObject({ hits: 1, staleHits: 2, misses: 1 })
})

test('a failed refresh keeps the stale answer until its window ends, then the failure shows', async () => {
  const { time, now } = clock()
  const cache = new TtlCache<string>({ ttlMs: 1000, staleMs: 5000, maxEntries: 10, now })
  await cache.getOrLoad('k', async () => 'v1')
  const down = async (): Promise<string> => Promise.reject(new Error('down'))
  time.now = 2000
  expect(await cache.getOrLoad('k', down)).toBe('v1')
  await new Promise((resolve) => setImmediate(resolve))
  expect(cache.stats().refreshFailures).toBe(1)
  time.now = 5999
  expect(await cache.getOrLoad('k', down)).toBe('v1')
  time.now = 6000
  await expect(cache.getOrLoad('k', down)).rejects.toThrow('down')
})

test('without a stale window an expired entry is loaded again before answering', async () => {
  const { time, now } = clock()
  const cache = new TtlCache<string>({ ttlMs: 1000, maxEntries: 10, now })
  await cache.getOrLoad('k', async () => 'v1')
  time.now = 1000
  expect(await cache.getOrLoad('k', async () => 'v2')).toBe('v2')
})

test('clearAllCaches empties every cache of the process', async () => {
  const first = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 10 })
  const second = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 10 })
  first.set('a', 1)
  second.set('b', 2)
  clearAllCaches()
  expect([first.size, second.size]).toEqual([0, 0])
})

test('forGuests shares a guest’s answer and never caches a signed-in shopper’s', async () => {
  const cache = new TtlCache<string>({ ttlMs: 60_000, maxEntries: 10 })
  let calls = 0
  const load = async () => `answer ${++calls}`
  expect(await cache.forGuests(null, 'k', load)).toBe('answer 1')
  expect(await cache.forGuests(null, 'k', load)).toBe('answer 1')
  expect(await cache.forGuests('session-a', 'k', load)).toBe('answer 2')
  expect(await cache.forGuests('session-a', 'k', load)).toBe('answer 3')
  expect(await cache.forGuests(null, 'k', load)).toBe('answer 1')
  expect(cache.size).toBe(1)
})
