import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect, test } from 'vitest'
import * as MSG from '../app/domain/messages'
import { freePort, startHost, stopHost } from './fixtures/host-process'

/**
 * Without REDIS_URL, the workers of one host count in the cluster's primary (decision 022): two
 * real workers, sharing the port as `npm start`'s do, keep one limit per client address.
 */
let host: ChildProcess
let base = ''

beforeAll(async () => {
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  host = await startHost(
    'server/fixtures/limited-cluster.ts',
    { PORT: String(port), AUTH_LIMIT: '20', WRITES_LIMIT: '30', LOG_REQUESTS: 'false' },
    'limited cluster ready',
  )
}, 60_000)

afterAll(() => stopHost(host))

/** A fresh connection each time, so the primary's round-robin hands the posts to both workers. */
async function post(path: string) {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' },
    body: 'email=a%40b.co&password=x',
  })
  return { status: answer.status, body: await answer.text() }
}

test('two workers: the 21st sign-in post of a minute from one address is a 429, however the posts were shared out', async () => {
  const workers = new Set<string>()
  for (let i = 0; i < 20; i++) {
    const answer = await post('/auth/signin/email')
    expect([i, answer.status]).toEqual([i, 200])
    workers.add(answer.body)
  }
  // Both workers took some of the twenty: each alone counted about ten.
  expect(workers.size).toBe(2)
  const refused = await post('/auth/signin/email')
  expect(refused.status).toBe(429)
  expect(refused.body).toContain(MSG.error.tooManyRequests)
  // The same address, another spelling of the path, the other worker: still one count.
  expect((await post('/./AUTH/signin/email/')).status).toBe(429)
  expect((await post('/x/../auth/signin/email')).status).toBe(429)
}, 30_000)

test('two workers: the write limit is one count for the host too (the 31st write of a minute is a 429)', async () => {
  // The sign-in posts above were writes as well: 23 of the 30 are spent.
  const statuses: number[] = []
  for (let i = 0; i < 8; i++) statuses.push((await post('/community/write')).status)
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 429])
}, 30_000)
