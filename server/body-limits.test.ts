import { request as httpRequest } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as MSG from '../app/domain/messages'
import { declaredBodyLimit, FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './body-limits'
import { remixHandler } from './remix-handler'
import { publicRequestUrl } from './request-url'

const PUBLIC_URL = 'https://shop.example'
let base = ''
let close: () => void = () => {}
/** What the stand-in for Remix saw: the request's URL and how many body bytes it read. */
const seen: { url: string; read: number | 'failed' }[] = []

beforeAll(async () => {
  const app = express()
  app.use(declaredBodyLimit)
  app.all(
    '*',
    remixHandler({
      publicUrl: PUBLIC_URL,
      getLoadContext: () => ({ cspNonce: '', appendSetCookie: () => undefined }),
      // An action that reads the whole body and echoes its size, as a form action would.
      handle: async (request) => {
        let read: number | 'failed'
        try {
          read = (await request.arrayBuffer()).byteLength
        } catch {
          read = 'failed'
        }
        seen.push({ url: request.url, read })
        return new Response(`read ${read}`, { status: read === 'failed' ? 400 : 200 })
      },
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})
afterAll(() => close())

type Answer = { status: number; body: string; ms: number }

/**
 * A post with node:http: `chunks` bytes in total sent as chunks of 64 kB (chunked, no length,
 * unless `length` declares one). Resolves with the answer as soon as it arrives, even if the
 * server stopped reading the rest.
 */
function send(path: string, type: string, total: number, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers: { 'content-type': type, ...headers } }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => {
        answered = true
        resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started })
        req.destroy()
      })
    })
    req.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 2000)
    })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < total && !answered && !req.destroyed) {
        const size = Math.min(chunk.length, total - sent)
        sent += size
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once('drain', pump)
      }
      if (sent >= total) req.end()
    }
    pump()
  })
}

describe('bounded bodies', () => {
  it('refuses a form whose Content-Length is past 64 kB with 413 in Korean, before the action reads it', async () => {
    const before = seen.length
    const answer = await send('/auth/signin/email', 'application/x-www-form-urlencoded', 100_000, { 'content-length': '100000' })
    expect(answer.status).toBe(413)
    expect(answer.body).toContain(MSG.edge.bodyTooLarge)
    expect(seen.length).toBe(before)
  })

  it('refuses a chunked body without a length once its counted bytes pass 64 kB: 100 MB is refused quickly and never held', async () => {
    const rss = process.memoryUsage().rss
    const answer = await send('/auth/signin/email', 'application/x-www-form-urlencoded', 100 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.body).toContain(MSG.edge.bodyTooLarge)
    expect(answer.body.length).toBeLessThan(2000)
    expect(answer.ms).toBeLessThan(5000)
    expect(seen.at(-1)?.read).toBe('failed')
    expect(process.memoryUsage().rss - rss).toBeLessThan(40 * 1024 * 1024)
  })

  it('refuses JSON past 64 kB too, and takes a form just under it', async () => {
    expect((await send('/api/auth/login', 'application/json', FORM_BODY_LIMIT + 1)).status).toBe(413)
    const fits = await send('/auth/signin/email', 'application/x-www-form-urlencoded', FORM_BODY_LIMIT)
    expect(fits).toMatchObject({ status: 200, body: `read ${FORM_BODY_LIMIT}` })
  })

  it('takes up to 25 MB of multipart on the upload pages only', async () => {
    const multipart = 'multipart/form-data; boundary=x'
    expect((await send('/community/write', multipart, 2 * 1024 * 1024)).status).toBe(200)
    expect((await send('/review/write', multipart, 2 * 1024 * 1024)).status).toBe(200)
    expect((await send('/community/post/12/edit', multipart, 2 * 1024 * 1024)).status).toBe(200)
    const declared = await send('/community/write', multipart, 1024, { 'content-length': String(UPLOAD_BODY_LIMIT + 1) })
    expect(declared.status).toBe(413)
    const counted = await send('/community/write', multipart, UPLOAD_BODY_LIMIT + 1024 * 1024)
    expect(counted.status).toBe(413)
    expect(counted.body).toContain(MSG.edge.bodyTooLarge)
    // Multipart to any other page is a form like the others.
    expect((await send('/auth/signin/email', multipart, FORM_BODY_LIMIT + 1)).status).toBe(413)
  })
})

/**
 * A client that sends `total` bytes of chunked form and reads nothing for `deafMs` (a busy phone, or
 * a busy test runner on CI), then everything the server said until the connection ends.
 */
function sendDeaf(path: string, total: number, deafMs: number): Promise<string> {
  const { port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1')
    socket.pause()
    let heard = ''
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`
    for (let sent = 0; sent < total; sent += 0x10000) socket.write(chunk)
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(heard))
    setTimeout(() => {
      socket.setEncoding('utf8').on('data', (text: string) => {
        heard += text
        if (heard.includes(MSG.edge.bodyTooLarge)) socket.destroy()
      })
      socket.resume()
    }, deafMs)
  })
}

describe('closing a refused connection', () => {
  it('a client still sending and not yet reading gets its 413 all the same (no reset that throws the answer away)', async () => {
    const heard = await sendDeaf('/auth/signin/email', 8 * 1024 * 1024, 500)
    expect(heard).toMatch(/^HTTP\/1\.1 413 /)
    expect(heard).toContain(MSG.edge.bodyTooLarge)
  })
})

describe('the request URL Remix sees', () => {
  it('is PUBLIC_URL’s origin with the path, whatever Host or X-Forwarded-Host say', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        `${base}/auth/signin?next=%2F`,
        { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } },
        (res) => {
          res.resume().on('end', resolve)
        },
      )
      req.on('error', reject).end()
    })
    expect(seen.at(-1)?.url).toBe('https://shop.example/auth/signin?next=%2F')
  })

  it('keeps only the path of an absolute-form target, and a double slash stays a path', () => {
    expect(publicRequestUrl(PUBLIC_URL, 'http://evil.example/auth/signin?x=1').href).toBe('https://shop.example/auth/signin?x=1')
    expect(publicRequestUrl(PUBLIC_URL, '//evil.example/x').href).toBe('https://shop.example//evil.example/x')
    expect(publicRequestUrl('http://localhost:3000', '/').href).toBe('http://localhost:3000/')
  })
})
