import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { remixHandler } from './remix-handler'

// A page as Remix hands it over: a stream of small chunks (React writes ~2 kB at a time).
const rows = Array.from(
  { length: 400 },
  (_, i) =>
    `<li class="product-card"><a href="/product/detail/${1000 + i}">강아지 사료 ${i}호 1.2kg</a><span class="price">${(12_900 + i * 100).toLocaleString('ko-KR')}원</span></li>`,
)
const page = `<!DOCTYPE html><html lang="ko"><body><ul>${rows.join('')}</ul></body></html>`
function chunked(text: string, size: number, type: string): Response {
  const bytes = new TextEncoder().encode(text)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': type } })
}

let origin = ''
const app = express()
app.use(compression())
app.all(
  '*',
  remixHandler({
    handle: async (request) =>
      chunked(page, 2048, new URL(request.url).pathname === '/data' ? 'application/json' : 'text/html; charset=utf-8'),
    publicUrl: 'http://shop.test',
    getLoadContext: () => ({ cspNonce: 'n', appendSetCookie: () => undefined }),
  }),
)
const server = http.createServer(app)
beforeAll(async () => {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

/** The bytes on the wire (undici would decode them). */
function raw(path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

test('a page is compressed as one document: gzip within 5 % of gzipping it whole, not chunk by chunk', async () => {
  const { encoding, body } = await raw('/', 'gzip, deflate')
  expect(encoding).toBe('gzip')
  expect(zlib.gunzipSync(body).toString()).toBe(page)
  const whole = zlib.gzipSync(page).length
  expect(body.length).toBeLessThan(whole * 1.05)
})

test('a browser that takes brotli gets brotli, the same page', async () => {
  const { encoding, body } = await raw('/', 'gzip, deflate, br, zstd')
  expect(encoding).toBe('br')
  expect(zlib.brotliDecompressSync(body).toString()).toBe(page)
  expect(body.length).toBeLessThan(zlib.gzipSync(page).length)
})

test('a body that is not a page still streams as before, and arrives whole', async () => {
  const { body, encoding } = await raw('/data', 'gzip')
  expect(encoding).toBe('gzip')
  expect(zlib.gunzipSync(body).toString()).toBe(page)
})
