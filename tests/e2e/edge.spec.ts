import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'
import { signUpFresh } from './helpers/accounts'
import { BROKEN, PORTS, SHOP } from './helpers/ports'

/**
 * The attacks of the second security review (docs/security.md, findings 1, 2, 3, 7 and 8),
 * replayed against the built shop in production mode. The second shop is a true production configuration (every service set, no
 * demo, no test hook) and allows 3 account posts a minute per client.
 */
const PORT = PORTS.shop
const PRODUCTION = BROKEN
const TOO_LARGE = '보낸 내용이 너무 커요. 내용을 줄여서 다시 시도해 주세요.'
const NOT_ALLOWED = '이 주소에서는 처리할 수 없는 요청 방식이에요.'
const TOO_MANY = '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number }

/**
 * A request with node:http, for what a browser never sends: a forged Host, TRACE, a chosen
 * client address (`from`, any 127.x address reaches a shop on 127.0.0.1, so each test has a rate
 * limit of its own), a chunked body of `chunked` bytes that stops as soon as the answer comes.
 */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; chunked?: number } = {},
): Promise<Answer> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
      res.on('end', () => {
        answered = true
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: Date.now() - started })
        req.destroy()
      })
    })
    // The shop cuts off a body it refused: the write side may fail after the answer arrived.
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 2000))
    if (options.chunked === undefined) return void req.end(options.body)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < (options.chunked ?? 0) && !answered && !req.destroyed) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered && !req.destroyed) req.end()
    }
    pump()
  })
}

/** Raw bytes to the demo shop and everything it answers until it closes (for what node:http cannot send). */
function exchange(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(PORT, '127.0.0.1', () => socket.end(text))
    let answer = ''
    socket.setEncoding('utf8').on('data', (chunk) => (answer += chunk))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
    socket.setTimeout(5000, () => socket.destroy())
  })
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

test.describe('production is production (finding 1)', () => {
  test('a production shop mounts no OAuth or payment stand-in and no test door', async ({ request }) => {
    for (const path of ['/oauth/kakao/authorize?client_id=petshop-kakao', '/pay/checkout', '/__test/sms-outbox?mobileNo=01012345678']) {
      expect([path, (await request.get(`${PRODUCTION}${path}`)).status()]).toEqual([path, 404])
    }
  })

  test('a demo shop says so in the footer; a production shop does not', async ({ page }) => {
    await page.goto('/policies')
    await expect(page.locator('footer').getByText('데모', { exact: true })).toBeVisible()
    await page.goto(`${PRODUCTION}/policies`)
    await expect(page.locator('footer').getByText('데모', { exact: true })).toHaveCount(0)
  })
})

test.describe('one client address, one limit (finding 2)', () => {
  test('a different X-Forwarded-For on each sign-in post does not dodge the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) {
      const answer = await send(`${PRODUCTION}/auth/signin/email`, {
        method: 'POST',
        headers: { ...FORM, 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: 'email=a%40b.co&password=x',
        from: '127.0.0.11',
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses.slice(3)).toEqual(Array(27).fill(429))
  })

  test('/%61uth/signin/email and /AUTH/signin/email/ count toward the sign-in limit', async () => {
    const post = (path: string) =>
      send(`${PRODUCTION}${path}`, { method: 'POST', headers: FORM, body: 'email=a%40b.co&password=x', from: '127.0.0.12' })
    const first = await post('/%61uth/signin/email')
    const second = await post('/AUTH/signin/email/')
    expect([first.status, second.status]).not.toContain(429)
    expect(first.headers['ratelimit-policy']).toBe('3;w=60')
    expect((await post('/auth/signin/email')).status).not.toBe(429)
    const fourth = await post('/%61uth/signin/email')
    expect(fourth.status).toBe(429)
    expect(fourth.body).toContain(TOO_MANY)
  })

  test('PUT, PATCH and DELETE /auth/signin/email are 405 in Korean; the right password by PUT signs nobody in', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/signin/email')
    const fields = await page
      .locator('form.form')
      .evaluate((el: HTMLFormElement) => Object.fromEntries(new FormData(el)) as Record<string, string>)
    const form = { ...fields, email: 'demo@petshop.test', password: 'Petshop123!' }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await request.fetch('/auth/signin/email', { method, form, maxRedirects: 0 })
      expect([method, answer.status()]).toEqual([method, 405])
      expect(answer.headers().allow).toBe('GET, HEAD, POST')
      expect(await answer.text()).toContain(NOT_ALLOWED)
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('petshop_session')
    }
    // The same form by POST is a right password: it signs in.
    const post = await request.post('/auth/signin/email', { form, maxRedirects: 0 })
    expect(post.status()).toBe(302)
    expect(post.headers()['set-cookie']).toContain('petshop_session')
  })
})

test.describe('TRACE (finding 8)', () => {
  test('TRACE, TRACK and CONNECT on any path are refused in Korean, never a 500 or a stack trace', async () => {
    for (const path of ['/', '/auth/signin/email', '/build/nothing.js']) {
      const answer = await send(`${SHOP}${path}`, { method: 'TRACE' })
      expect([path, answer.status]).toEqual([path, 405])
      expect(answer.body).toContain(NOT_ALLOWED)
      expect(answer.body).not.toMatch(/TypeError|at \w+ \(|node:internal/)
    }
    // TRACK is no method Node knows: its parser refuses it with 400 before the shop sees it.
    expect(await exchange('TRACK / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /)
    // CONNECT never reaches Express (Node hands over the socket): the host answers it itself.
    const connect = await exchange('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n')
    expect(connect).toMatch(/^HTTP\/1\.1 405 /)
    expect(connect).toContain(NOT_ALLOWED)
  })
})

test.describe('bounded bodies (finding 3)', () => {
  test('a form past 64 kB is 413 in Korean, by Content-Length and by counted bytes of a chunked body', async ({ request }) => {
    const declared = await request.post('/auth/signin/email', { form: { email: 'a@b.co', password: 'x'.repeat(100_000) } })
    expect(declared.status()).toBe(413)
    expect(await declared.text()).toContain(TOO_LARGE)
    // 100 MB without a length: refused after the first 64 kB, at once, and nothing echoed.
    const chunked = await send(`${SHOP}/auth/signin/email`, { method: 'POST', headers: FORM, chunked: 100 * 1024 * 1024 })
    expect(chunked.status).toBe(413)
    expect(chunked.body).toContain(TOO_LARGE)
    expect(chunked.body.length).toBeLessThan(5000)
    expect(chunked.ms).toBeLessThan(5000)
    // The shop goes on answering.
    expect((await request.get('/healthz')).status()).toBe(200)
  })

  test('a post over 25 MB and a post of too many parts are 413 in Korean; nothing is published', async ({ page, request }) => {
    await signUpFresh(page, request)
    const big = await send(`${SHOP}/community/write`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(26 * 1024 * 1024) },
      body: '--x\r\n',
    })
    expect(big.status).toBe(413)
    expect(big.body).toContain(TOO_LARGE)
    const parts: Record<string, string> = { intent: 'publish', categoryId: '1', text: '항목이 너무 많은 글' }
    for (let i = 0; i < 150; i++) parts[`extra${i}`] = 'x'
    const many = await page.request.post('/community/write', { multipart: parts, maxRedirects: 0 })
    expect(many.status()).toBe(413)
    expect(await many.text()).toContain('한 번에 보낼 수 있는 항목 수를 넘었어요.')
    await page.goto('/community')
    await expect(page.getByText('항목이 너무 많은 글')).toHaveCount(0)
  })
})

test.describe('PUBLIC_URL, not the Host a request names (finding 7)', () => {
  test('a social sign-in started with a forged Host or X-Forwarded-Host goes to PUBLIC_URL’s host', async ({ page }) => {
    await page.goto('/auth/signin')
    const fields = await page
      .locator('form', { has: page.locator('[name=provider]') })
      .first()
      .evaluate((el: HTMLFormElement) => Object.fromEntries(new FormData(el)) as Record<string, string>)
    const body = new URLSearchParams({ ...fields, provider: 'kakao' }).toString()
    const forgeries: Record<string, string>[] = [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]
    for (const forged of forgeries) {
      const answer = await send(`${SHOP}/auth/signin`, { method: 'POST', headers: { ...FORM, ...forged }, body })
      expect(answer.status).toBe(302)
      const location = new URL(String(answer.headers.location))
      expect(location.origin).toBe(SHOP)
      expect(location.searchParams.get('redirect_uri')).toBe(`${SHOP}/auth/signin/callback/kakao`)
      expect(String(answer.headers.location)).not.toContain('evil.example')
    }
  })

  test('a write from Origin http://evil.example is 403 even when X-Forwarded-Host says evil.example', async () => {
    const answer = await send(`${SHOP}/preferences/dismiss`, {
      method: 'POST',
      headers: { ...FORM, origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      body: 'key=pushSheet',
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toContain('다른 사이트에서 보낸 요청은 처리할 수 없어요.')
  })
})
