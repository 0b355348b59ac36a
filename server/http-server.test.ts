import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { expect, test } from 'vitest'
import { drainer, listen } from './http-server'

/** One kept-alive connection, used for every request, as a browser or a load balancer would. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
      })
      .on('error', reject)
  })
}

test('draining finishes the request in flight, answers what still arrives with Connection: close, then closes', async () => {
  const { drain, closeWhenDraining } = drainer()
  const app = express()
  app.use(closeWhenDraining)
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.send('slow done'), 300)
  })
  app.get('/fast', (_req, res) => {
    res.send('fast')
  })
  const server = await listen(app, 0, '127.0.0.1')
  const { port } = server.address() as AddressInfo

  expect((await get(port, '/fast')).connection).toBe('keep-alive')
  const inFlight = get(port, '/slow')
  await new Promise((resolve) => setTimeout(resolve, 50))
  const drained = drain(server)
  const slow = await inFlight
  expect(slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' })
  const started = Date.now()
  await drained
  expect(Date.now() - started).toBeLessThan(2_000)
  // No new connection is taken once drained.
  await expect(get(port, '/fast')).rejects.toThrow()
})

test('an idle kept-alive connection is closed after the grace, so draining does not wait for its timeout', async () => {
  const { drain } = drainer()
  const app = express().get('/fast', (_req, res) => {
    res.send('fast')
  })
  const server = await listen(app, 0, '127.0.0.1')
  const { port } = server.address() as AddressInfo
  await get(port, '/fast')
  const started = Date.now()
  await drain(server)
  // The grace is 1 s; Node's keep-alive timeout (5 s) is not waited for.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  expect(Date.now() - started).toBeLessThan(3_000)
})

test('kept-alive connections stay open 65 s, longer than a balancer keeps its idle ones (nginx 60 s), so it never reuses one the shop is closing', async () => {
  const app = express()
  app.get('/', (_req, res) => {
    res.send('ok')
  })
  const server = await listen(app, 0, '127.0.0.1')
  try {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/', agent }, (res) => resolve(res.resume()))
        .on('error', reject)
    })
    expect(answer.headers['keep-alive']).toBe('timeout=65')
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
