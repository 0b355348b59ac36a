import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Env } from './env'
import { whileBackendAway } from './maintenance'
import type { NodeStatus } from './node-status'
import { readiness, readyz } from './readiness'

const healthy: NodeStatus = { backend: 'up', starting: false, listening: 2, wanted: 2 }
const sharedOk = { redis: 'not used', services: { v2: 'embedded' } } as const

test('a node with its backend up and its workers listening is ready', () => {
  expect(readiness(healthy, sharedOk)).toMatchObject({ ready: true, failing: [] })
  expect(readiness({ ...healthy, backend: 'none' }, sharedOk).ready).toBe(true)
})

test('the backend being started again, a pool still starting, no worker listening: each fails readiness by name', () => {
  expect(readiness({ ...healthy, backend: 'restarting' }, sharedOk)).toMatchObject({
    ready: false,
    failing: ['backend'],
    checks: { backend: 'restarting' },
  })
  expect(readiness({ ...healthy, starting: true, listening: 1 }, sharedOk)).toMatchObject({ ready: false, failing: ['pool'] })
  expect(readiness({ ...healthy, listening: 0 }, sharedOk)).toMatchObject({
    ready: false,
    failing: ['workers'],
    checks: { workers: '0/2 listening' },
  })
})

test('Redis or a platform service not answering is reported and the node stays ready (a shared outage never empties the pool)', () => {
  const answer = readiness(healthy, { redis: 'not answering', services: { v2: 'not answering', search: 'not answering' } })
  expect(answer.ready).toBe(true)
  expect(answer.shared).toEqual({ redis: 'not answering', services: { v2: 'not answering', search: 'not answering' } })
})

// The handler and the maintenance answer, on a small app as server/app.ts mounts them.
let status: NodeStatus = healthy
let clock = 0
const deadService = 'http://127.0.0.1:9/v2'
const env = { EMBEDDED_BACKEND_URL: 'http://user:secret@127.0.0.1:4999', V2_API_URL: deadService } as unknown as Env
const app = express()
app.get('/readyz', readyz(env, { now: () => clock, status: () => status }))
app.use(whileBackendAway(() => status))
app.all('*', (_req, res) => res.send('page'))
const server = http.createServer(app)
let origin = ''
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

test('/readyz: 503 naming the backend while it is away, kept for a second, then 200; no URL or credential in the body', async () => {
  status = { ...healthy, backend: 'restarting' }
  const away = await fetch(`${origin}/readyz`)
  expect(away.status).toBe(503)
  expect(away.headers.get('cache-control')).toBe('no-store')
  const body = await away.text()
  expect(JSON.parse(body)).toMatchObject({ ready: false, failing: ['backend'], shared: { services: { v2: 'not answering' } } })
  expect(body).not.toMatch(/secret|127\.0\.0\.1|http/)

  status = healthy
  clock += 999
  expect((await fetch(`${origin}/readyz`)).status).toBe(503)
  clock += 1
  expect((await fetch(`${origin}/readyz`)).status).toBe(200)
})

test('while the backend is away a page is the maintenance screen and a form post is refused before the app, at once', async () => {
  status = { ...healthy, backend: 'restarting' }
  const page = await fetch(`${origin}/main/tab/2`)
  expect(page.status).toBe(503)
  expect(page.headers.get('retry-after')).toBe('1')
  expect(await page.text()).toContain('서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.')
  expect(page.headers.get('x-remix-catch')).toBeNull()
  const post = await fetch(`${origin}/community/write?_data=routes%2Fcommunity.write`, {
    method: 'POST',
    body: new URLSearchParams({ content: '글' }),
  })
  expect(post.status).toBe(503)
  // Remix's browser side throws it as the route's error response: the §8 screen, with this message.
  expect(post.headers.get('x-remix-catch')).toBe('yes')
  expect(await post.json()).toEqual({ code: 'SERVICE_MAINTENANCE', message: '서비스 점검 중이에요. 잠시 후 다시 이용해 주세요.' })
  // Liveness still says the process is up.
  expect(await (await fetch(`${origin}/healthz`)).text()).toBe('page')

  status = healthy
  expect(await (await fetch(`${origin}/main/tab/2`)).text()).toBe('page')
})
