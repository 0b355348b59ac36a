import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { proxyTo } from './proxy'

/** A stand-in backend that says what it received. */
function backend() {
  return http.createServer((req, res) => {
    const hash = createHash('sha256')
    let bytes = 0
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      hash.update(chunk)
    })
    req.on('end', () => {
      if (req.url?.startsWith('/cdn/missing')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such picture')
        return
      }
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      res.setHeader('x-seen-host', req.headers.host ?? '')
      res.setHeader('x-seen-cookie', req.headers.cookie ?? '')
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ method: req.method, url: req.url, bytes, sha256: hash.digest('hex') }))
    })
  })
}

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

describe('proxyTo: the stand-ins pages of a backend in another process', () => {
  const upstream = backend()
  let shop: http.Server
  let base = ''
  let backendUrl = ''
  beforeAll(async () => {
    backendUrl = await listen(upstream)
    const app = express()
    app.use('/cdn', proxyTo(backendUrl))
    app.use('/community-media', proxyTo(backendUrl))
    app.use('/down', proxyTo('http://127.0.0.1:9'))
    shop = http.createServer(app)
    base = await listen(shop)
  })
  afterAll(() => {
    upstream.close()
    shop.close()
  })

  test('keeps the path and query, the status, every Set-Cookie, and the request headers', async () => {
    const answer = await fetch(`${base}/cdn/products/1.svg?v=2`, { headers: { cookie: 'pd_device=x' } })
    expect(answer.status).toBe(201)
    expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(answer.headers.get('x-seen-host')).toBe(new URL(backendUrl).host)
    expect(answer.headers.get('x-seen-cookie')).toBe('pd_device=x')
    expect(await answer.json()).toMatchObject({ method: 'GET', url: '/cdn/products/1.svg?v=2', bytes: 0 })
    const missing = await fetch(`${base}/cdn/missing.svg`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toBe('no such picture')
  })

  test('streams an upload PUT through whole', async () => {
    const body = Buffer.alloc(3 * 1024 * 1024, 7)
    const answer = await fetch(`${base}/community-media/uploads/k1/content`, {
      method: 'PUT',
      body,
      headers: { 'content-type': 'image/png' },
    })
    expect(await answer.json()).toEqual({
      method: 'PUT',
      url: '/community-media/uploads/k1/content',
      bytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    })
  })

  test('a backend that does not answer is a 502 in Korean, not a hang or a stack', async () => {
    const answer = await fetch(`${base}/down/anything`)
    expect(answer.status).toBe(502)
    expect(await answer.text()).toMatch(/네트워크/)
  })

  test('a backend that does not answer is logged once with its cause, never a token-bearing query', async () => {
    const logged: string[] = []
    const app = express()
    app.use('/down', proxyTo('http://127.0.0.1:9', { log: (line) => logged.push(line) }))
    const quiet = http.createServer(app)
    const url = await listen(quiet)
    try {
      expect((await fetch(`${url}/down/pay/checkout?token=secret`, { method: 'POST', body: 'a=1' })).status).toBe(502)
      expect(logged).toEqual([expect.stringMatching(/POST \/down\/pay\/checkout: ECONNREFUSED/)])
      expect(logged.join()).not.toContain('secret')
    } finally {
      quiet.close()
    }
  })
})

describe('kept-alive connections to the backend', () => {
  test('the proxy lets an idle connection go before the backend would: a post never meets a connection the backend is closing', async () => {
    const closedBy: string[] = []
    const upstream = backend()
    // The backend keeps idle connections for 65 s (server/http-server.ts), far longer than the proxy does.
    upstream.keepAliveTimeout = 65_000
    upstream.on('connection', (socket) => socket.once('end', () => closedBy.push('proxy')))
    const backendUrl = await listen(upstream)
    const app = express()
    app.use('/pay', proxyTo(backendUrl, { idleMs: 150 }))
    const shop = http.createServer(app)
    const url = await listen(shop)
    try {
      expect((await fetch(`${url}/pay/checkout`, { method: 'POST', body: 'a=1' })).status).toBe(201)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(closedBy).toEqual(['proxy'])
      expect((await fetch(`${url}/pay/checkout`, { method: 'POST', body: 'a=2' })).status).toBe(201)
    } finally {
      upstream.close()
      shop.close()
    }
  })
})

test('a call ended because the shopper left is not logged as a failure', async () => {
  const logged: string[] = []
  const slow = http.createServer((_req, res) => setTimeout(() => res.end('late'), 500))
  const backendUrl = await listen(slow)
  const app = express()
  app.use('/pay', proxyTo(backendUrl, { log: (line) => logged.push(line) }))
  const shop = http.createServer(app)
  const url = await listen(shop)
  try {
    await fetch(`${url}/pay/checkout`, { method: 'POST', body: 'a=1', signal: AbortSignal.timeout(100) }).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(logged).toEqual([])
  } finally {
    slow.closeAllConnections()
    slow.close()
    shop.close()
  }
})
