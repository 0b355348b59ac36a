import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, test } from 'vitest'
import { requestLog } from '../http/request-log'

/** Decision 062: the backend's line of each call names the shop's request id, and only a plain one. */
async function logged(headers: Record<string, string>, path = '/v2/user/detail?session=secret-token') {
  const lines: string[] = []
  const app = express()
  app.use(requestLog((line) => lines.push(line)))
  app.all('*', (_req, res) => res.status(201).json({ ok: true }))
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  try {
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method: 'POST', headers })).text()
    await expect.poll(() => lines.length).toBe(1)
    return JSON.parse(lines[0] ?? '{}') as Record<string, unknown>
  } finally {
    server.close()
  }
}

test('one JSON line per call with the shop’s request id, the method, the path without its query, the status', async () => {
  const line = await logged({ 'x-request-id': 'c039cca3-7778-4033-9caf-34e18119d791' })
  expect(line).toMatchObject({
    level: 'info',
    msg: 'backend request',
    requestId: 'c039cca3-7778-4033-9caf-34e18119d791',
    method: 'POST',
    path: '/v2/user/detail',
    status: 201,
  })
  expect(typeof line.ms).toBe('number')
  expect(JSON.stringify(line)).not.toContain('secret-token')
})

test('a call without an id, or with one that is not a plain token, is logged without one', async () => {
  expect((await logged({})).requestId).toBeNull()
  expect((await logged({ 'x-request-id': 'a"b' })).requestId).toBeNull()
  expect((await logged({ 'x-request-id': 'x'.repeat(129) })).requestId).toBeNull()
})
