import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Options } from 'express-rate-limit'
import { afterEach, expect, test, vi } from 'vitest'
import { log } from '../app/shared/log'
import { connectShared, type SharedState } from '../app/shared/redis.server'
import { privateRedis, testRedisUrl, uniqueName } from '../tests/support/private-redis'
import { PrimaryRateLimitStore } from './rate-limit-store'
import { isAuthWrite, rateLimitPerMinute, refuseErrors } from './security'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const quietLog = () => ({ warn: vi.fn(), log: vi.fn() })

async function connected(url: string, log = quietLog()): Promise<SharedState> {
  const shared = connectShared(url, log)
  cleanups.push(() => shared.close())
  await vi.waitFor(() => expect(shared.ready()).toBe(true), { timeout: 5_000 })
  return shared
}

/** One shop process's host, as far as the limits go: its own limiter instances, its own memory. */
async function node(shared: SharedState | null, name: string, limit = 20) {
  const app = express()
  app.use(rateLimitPerMinute(limit, (req) => !isAuthWrite(req), { name, shared }))
  app.all('*', (_req, res) => {
    res.send('ok')
  })
  app.use(refuseErrors)
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return (path = '/auth/signin/email') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c',
    }).then((answer) => answer.status)
}

test('two shop processes on one REDIS_URL share one sign-in limit: the 21st post across both is 429', async () => {
  const name = uniqueName('auth')
  const first = await node(await connected(testRedisUrl()), name)
  const second = await node(await connected(testRedisUrl()), name)
  const statuses: number[] = []
  for (let i = 0; i < 20; i++) statuses.push(await (i % 2 === 0 ? first : second)())
  expect(statuses).toEqual(Array(20).fill(200))
  expect(await first()).toBe(429)
  expect(await second()).toBe(429)
})

test('without REDIS_URL each process counts alone, as before', async () => {
  const name = uniqueName('auth')
  const first = await node(null, name, 2)
  const second = await node(null, name, 2)
  expect([await first(), await first(), await second(), await second()]).toEqual([200, 200, 200, 200])
  expect(await first()).toBe(429)
})

test('the write limit and the sign-in limit count apart in Redis', async () => {
  const shared = await connected(testRedisUrl())
  const app = express()
  const suffix = uniqueName('')
  app.use(rateLimitPerMinute(3, (req) => req.method === 'GET', { name: `writes${suffix}`, shared }))
  app.use(rateLimitPerMinute(2, (req) => !isAuthWrite(req), { name: `auth${suffix}`, shared }))
  app.all('*', (_req, res) => {
    res.send('ok')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const post = (path: string) => fetch(`${base}${path}`, { method: 'POST' }).then((answer) => answer.status)
  // Two sign-ins use the auth limit up and two of the three writes; the third write still passes.
  expect([await post('/auth/signin'), await post('/auth/signin'), await post('/auth/signin')]).toEqual([200, 200, 429])
  expect(await post('/cart')).toBe(429)
})

test('Redis stopped mid-run: the limits answer from memory, one warning for the outage, never a 5xx; back in Redis once it answers', async () => {
  const redis = await privateRedis()
  cleanups.push(() => redis.stop())
  const log = quietLog()
  const shared = await connected(redis.url, log)
  const name = uniqueName('auth')
  const signIn = await node(shared, name, 3)

  expect([await signIn(), await signIn()]).toEqual([200, 200])
  await redis.stop()
  const during: number[] = []
  for (let i = 0; i < 8; i++) during.push(await signIn())
  // Memory starts counting afresh: three pass, then the limit holds; nothing fails.
  expect(during).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
  expect(log.warn).toHaveBeenCalledTimes(1)
  expect(String(log.warn.mock.calls[0]?.[0])).toMatch(/REDIS_URL: Redis at redis:\/\/127\.0\.0\.1:\d+ does not answer/)

  await redis.start()
  await vi.waitFor(() => expect(shared.ready()).toBe(true), { timeout: 10_000 })
  expect(log.log).toHaveBeenCalledWith(expect.stringMatching(/answers again/))
  // The restarted server is empty: counting is in Redis again, from one.
  expect(await signIn()).toBe(200)
  expect(await shared.command(['GET', `petshop:rl:${name}:127.0.0.1`])).toBe('1')
  expect(log.warn).toHaveBeenCalledTimes(1)
})

test('a shop started while Redis is away serves from memory and moves to Redis when it comes', async () => {
  const redis = await privateRedis()
  cleanups.push(() => redis.stop())
  await redis.stop()
  const log = quietLog()
  const shared = connectShared(redis.url, log)
  cleanups.push(() => shared.close())
  const name = uniqueName('auth')
  const signIn = await node(shared, name, 2)
  expect([await signIn(), await signIn(), await signIn()]).toEqual([200, 200, 429])
  await vi.waitFor(() => expect(log.warn).toHaveBeenCalledTimes(1))

  await redis.start()
  await vi.waitFor(() => expect(shared.ready()).toBe(true), { timeout: 10_000 })
  expect(await signIn()).toBe(200)
  expect(await shared.command(['GET', `petshop:rl:${name}:127.0.0.1`])).toBe('1')
  expect(log.warn).toHaveBeenCalledTimes(1)
})

test('a worker whose primary does not answer counts in its own memory, says so once, and never fails the request', async () => {
  const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined)
  // What ClusterMemoryStoreWorker answers when the primary is gone: no answer within a second.
  const gone = () => Promise.reject(new Error('no response recieved to increment command after 1000ms.'))
  const store = new PrimaryRateLimitStore('orphan', { init: gone, increment: gone, decrement: gone, resetKey: gone })
  await Promise.resolve(store.init({ windowMs: 60_000 } as Options)).catch(() => undefined)
  expect((await store.increment('1.2.3.4')).totalHits).toBe(1)
  expect((await store.increment('1.2.3.4')).totalHits).toBe(2)
  await store.resetKey('1.2.3.4')
  expect((await store.increment('1.2.3.4')).totalHits).toBe(1)
  expect(warn).toHaveBeenCalledTimes(1)
  store.shutdown()
  warn.mockRestore()
})
