import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { FaultBoard, parseFaultCommand } from '../fault-proxy/faults'
import { createFaultProxy, type ProxiedCall } from '../fault-proxy/proxy'

// A stand-in service that echoes what reached it, and the proxy in front of it.
const upstream = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' })
    res.end(JSON.stringify({ method: req.method, url: req.url, body }))
  })
})
const board = new FaultBoard()
let proxy: Server
let base = ''

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

beforeAll(async () => {
  const target = `http://127.0.0.1:${await listen(upstream)}`
  proxy = createFaultProxy({ target, board, slowMs: 5_000 })
  base = `http://127.0.0.1:${await listen(proxy)}`
})
afterAll(() => {
  proxy.closeAllConnections()
  proxy.close()
  upstream.close()
})

const control = (body: unknown) => fetch(`${base}/__faults`, { method: 'POST', body: JSON.stringify(body) })

test('healthy forwards method, path, query and body, and the answer back unchanged', async () => {
  const answer = await fetch(`${base}/v2/cart?x=1`, { method: 'POST', body: '{"a":1}' })
  expect(answer.headers.get('x-upstream')).toBe('yes')
  expect(await answer.json()).toEqual({ method: 'POST', url: '/v2/cart?x=1', body: '{"a":1}' })
})

test('each answering fault breaks only its service', async () => {
  await control({ service: 'bff', mode: '500' })
  expect((await fetch(`${base}/bff/tab/frame`)).status).toBe(500)
  expect((await fetch(`${base}/v2/cart`)).status).toBe(200)
  await control({ service: 'bff', mode: 'garbage' })
  await expect((await fetch(`${base}/bff/tab/frame`)).json()).rejects.toThrow()
  await control({ service: 'bff', mode: 'shape' })
  expect(await (await fetch(`${base}/bff/tab/frame`)).json()).toMatchObject({ unexpected: true })
  await fetch(`${base}/__faults/reset`, { method: 'POST' })
  expect((await fetch(`${base}/bff/tab/frame`)).status).toBe(200)
})

test('down resets the connection without an answer', async () => {
  await control({ service: 'search', mode: 'down' })
  await expect(fetch(`${base}/search/products`)).rejects.toThrow()
  await control({ service: 'search', mode: 'healthy' })
})

test('slow holds the answer; a caller that gives up first is counted as abandoned', async () => {
  await control({ service: 'community', mode: 'slow' })
  const before = board.snapshot().abandoned.community
  const call = fetch(`${base}/community/feed`, { signal: AbortSignal.timeout(200) })
  await expect.poll(() => board.snapshot().held.community).toBe(1)
  await expect(call).rejects.toThrow()
  await expect.poll(() => board.snapshot().abandoned.community).toBe(before + 1)
  expect(board.snapshot().held.community).toBe(0)
  await control({ service: 'community', mode: 'healthy' })
})

test('the control API refuses what it does not know', async () => {
  expect((await control({ service: 'nope', mode: 'down' })).status).toBe(400)
  expect((await control({ service: 'v2', mode: 'exploded' })).status).toBe(400)
  expect(parseFaultCommand({ service: 'all', mode: 'slow' })?.services).toHaveLength(6)
  expect((await fetch(`${base}/unknown/path`)).status).toBe(404)
})

test('with a delay, each healthy call is held that long and reported with its request id, start and end', async () => {
  const calls: ProxiedCall[] = []
  const delayed = createFaultProxy({
    target: base,
    board: new FaultBoard(),
    slowMs: 5_000,
    delayMs: 30,
    onCall: (call) => calls.push(call),
  })
  const delayedBase = `http://127.0.0.1:${await listen(delayed)}`
  try {
    const started = performance.now()
    const answer = await fetch(`${delayedBase}/v2/cart?x=1`, { method: 'POST', body: '{"a":1}', headers: { 'x-request-id': 'page-1' } })
    expect(await answer.json()).toEqual({ method: 'POST', url: '/v2/cart?x=1', body: '{"a":1}' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(29)
    await expect.poll(() => calls.length).toBe(1)
    expect(calls[0]).toMatchObject({ service: 'v2', path: '/v2/cart?x=1', requestId: 'page-1' })
    expect((calls[0]?.end ?? 0) - (calls[0]?.start ?? 0)).toBeGreaterThanOrEqual(29)
  } finally {
    delayed.closeAllConnections()
    delayed.close()
  }
})
