import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, expect, test, vi } from 'vitest'
import { assignRequestId, requestLogger } from './request-id'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

afterEach(() => {
  vi.restoreAllMocks()
})

/** A host with the id and the log line mounted as server/app.ts mounts them, asked once from 127.0.0.1. */
async function ask(trustProxy: unknown, sent: Record<string, string>, isProduction = true) {
  const lines: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(assignRequestId)
  app.use(requestLogger(isProduction))
  app.get('/page', (req, res) => res.json({ seen: req.headers['x-request-id'] }))
  const server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`, { headers: sent })
    const { seen } = (await response.json()) as { seen: string }
    // morgan writes once the answer is finished.
    await vi.waitFor(() => expect(lines.some((line) => line.includes('/page'))).toBe(true))
    return { echoed: response.headers.get('x-request-id'), seen, line: lines.find((line) => line.includes('/page')) ?? '' }
  } finally {
    server.close()
  }
}

test('a proxy TRUST_PROXY names chooses the id: echoed, handed to the app, last on the log line', async () => {
  const got = await ask(['127.0.0.1'], { 'x-request-id': 'edge-7f3a.1_b-2' })
  expect(got.echoed).toBe('edge-7f3a.1_b-2')
  expect(got.seen).toBe('edge-7f3a.1_b-2')
  expect(got.line.trimEnd()).toMatch(/"GET \/page HTTP\/1\.1" 200 .* edge-7f3a\.1_b-2$/)
})

test('a forged id from a client the host does not trust is replaced everywhere it would have gone', async () => {
  const got = await ask(false, { 'x-request-id': 'forged-by-a-client' })
  expect(got.echoed).toMatch(UUID)
  expect(got.seen).toBe(got.echoed)
  expect(got.line).toContain(got.echoed)
  expect(got.line).not.toContain('forged-by-a-client')
})

test('even a trusted proxy’s id is replaced when it is too long or not plain', async () => {
  for (const bad of ['a'.repeat(129), 'two words', 'a"b']) {
    const got = await ask(['127.0.0.1'], { 'x-request-id': bad })
    expect(got.echoed).toMatch(UUID)
    expect(got.line).not.toContain(bad)
  }
})

test('the development log line carries the id too', async () => {
  const got = await ask(false, {}, false)
  expect(got.line).toContain('/page')
  expect(got.line.trimEnd().endsWith(got.echoed ?? 'missing')).toBe(true)
})
