import { expect, test } from 'vitest'
import { TtlCache } from './cache.server'

test('entries expire after their time to live', async () => {
  let now = 0
  const cache = new TtlCache<string>(1000, 10, () => now)
  cache.set('a', 'x')
  now = 999
  expect(cache.get('a')).toBe('x')
  now = 1000
  expect(cache.get('a')).toBeUndefined()
})

test('the least recently used entry goes first when full', () => {
  const cache = new TtlCache<number>(60_000, 2)
  cache.set('a', 1)
  cache.set('b', 2)
  cache.get('a')
  cache.set('c', 3)
  expect(cache.get('b')).toBeUndefined()
  expect(cache.get('a')).toBe(1)
  expect(cache.size).toBe(2)
})

test('concurrent misses share one load, and a failed load is not cached', async () => {
  const cache = new TtlCache<number>(60_000, 10)
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
