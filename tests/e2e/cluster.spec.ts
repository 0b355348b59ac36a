import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { PORTS } from './helpers/ports'
import { type ShopProcess, spawnShop } from './helpers/shop-process'

/**
 * Decision 021: `npm start`'s processes. A primary forks WEB_CONCURRENCY workers and runs the
 * embedded backend as its own process; SIGHUP replaces the workers one at a time without a failed
 * request; a worker that dies is replaced; SIGTERM drains and stops everything.
 */
const PORT = PORTS.own(60)
const ORIGIN = `http://127.0.0.1:${PORT}`

type Shop = ShopProcess

const startShop = (env: Record<string, string> = {}): Shop =>
  spawnShop({ PORT: String(PORT), PUBLIC_URL: ORIGIN, WEB_CONCURRENCY: '2', ...env })

async function ready(shop: Shop) {
  await expect.poll(() => shop.output(), { timeout: 90_000 }).toContain('펫샵 ready')
}

/** The primary's child processes (its workers and the embedded backend), by PID. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0)
  } catch {
    return []
  }
}

async function stop(shop: Shop) {
  if (shop.child.exitCode === null) shop.child.kill('SIGTERM')
  return shop.exited
}

test.describe.configure({ mode: 'serial' })

test('the host knows nothing of sessions: its bundle holds no app/session code, the Remix build does', () => {
  // esbuild marks every bundled module with a `// <path>` comment.
  const host = readFileSync('build/server.js', 'utf8')
  expect(host).not.toContain('app/session/')
  expect(host).not.toContain('backend/db/')
  expect(readFileSync('build/index.js', 'utf8')).toContain('app/session/request-start.server.ts')
})

test('a malformed WEB_CONCURRENCY stops start-up with a message naming it', async () => {
  const shop = startShop({ WEB_CONCURRENCY: 'lots' })
  expect(await shop.exited).toBe(1)
  expect(shop.output()).toContain('WEB_CONCURRENCY')
})

test('npm start: a primary with two workers and one embedded backend process; the stand-ins pages are proxied to it', async () => {
  const shop = startShop()
  try {
    await ready(shop)
    expect(shop.output()).toContain('starting 2 workers')
    // Two workers and the backend.
    expect(childrenOf(shop.child.pid as number)).toHaveLength(3)
    const home = await fetch(`${ORIGIN}/main/tab/2`)
    expect(home.status).toBe(200)
    const picture = await fetch(`${ORIGIN}/cdn/banners/1-1.svg`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toContain('image/svg+xml')
    const consent = await fetch(
      `${ORIGIN}/oauth/kakao/authorize?client_id=petshop-kakao&redirect_uri=${encodeURIComponent(`${ORIGIN}/auth/signin/callback/kakao`)}&response_type=code&state=s`,
    )
    expect(consent.status).toBeLessThan(500)
    const missing = await fetch(`${ORIGIN}/community-media/no-such-file.webp`)
    expect(missing.status).toBe(404)
  } finally {
    expect(await stop(shop)).toBe(0)
  }
})

/** A form post with node:http, which sends the path as spelled (fetch resolves `/./`) from a chosen 127.x address. */
function postAs(path: string, body: string, from: string): Promise<{ status: number; cookie: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${ORIGIN}${path}`,
      { method: 'POST', localAddress: from, headers: { 'content-type': 'application/x-www-form-urlencoded', connection: 'close' } },
      (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: String(res.headers['set-cookie'] ?? ''), body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

test('two workers without Redis keep one limit per address: the 21st sign-in and the 31st write of a minute are 429, and no spelling of the path walks past it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const shop = startShop({ RATE_LIMIT_AUTH_PER_MINUTE: '20', RATE_LIMIT_WRITES_PER_MINUTE: '30', PASSWORD_SCRYPT_LOG_N: '12' })
  try {
    await ready(shop)
    await page.goto(`${ORIGIN}/auth/signin/email`)
    const fields = await page
      .locator('form.form')
      .evaluate((el: HTMLFormElement) => Object.fromEntries(new FormData(el)) as Record<string, string>)
    const wrong = new URLSearchParams({ ...fields, email: 'nobody@petshop.test', password: 'Wrong123!' }).toString()
    const right = new URLSearchParams({ ...fields, email: 'demo@petshop.test', password: 'Petshop123!' }).toString()

    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await postAs('/auth/signin/email', wrong, '127.0.0.31')).status)
    expect(statuses.slice(0, 20)).not.toContain(429)
    expect(statuses[20]).toBe(429)
    // The right password behind every spelling Remix folds onto the sign-in route (and an encoded
    // slash, which it does not, but the limit counts all the same): refused, no session.
    for (const path of [
      '/./auth/signin/email',
      '/%2e/auth/signin/email',
      '/x/../auth/signin/email',
      '/AUTH/SignIn/Email/',
      '/auth\\signin\\email',
      '/auth%2fsignin%2femail',
    ]) {
      const answer = await postAs(path, right, '127.0.0.31')
      expect([path, answer.status]).toEqual([path, 429])
      expect(answer.cookie).not.toContain('petshop_session')
    }
    // From another address the same spelling reaches the sign-in action: the refusals above were the limit's.
    const reached = await postAs('/x/../auth/signin/email', right, '127.0.0.32')
    expect(reached.status).toBe(302)
    expect(reached.cookie).toContain('petshop_session')

    // Writes: thirty from one address across both workers, then a 429.
    const writes: number[] = []
    for (let i = 0; i < 31; i++) writes.push((await postAs('/cart', 'productNo=1', '127.0.0.33')).status)
    expect(writes.slice(0, 30)).not.toContain(429)
    expect(writes[30]).toBe(429)
  } finally {
    expect(await stop(shop)).toBe(0)
  }
})

test('SIGHUP replaces every worker one at a time with no failed request', async () => {
  test.setTimeout(120_000)
  const shop = startShop()
  try {
    await ready(shop)
    const before = childrenOf(shop.child.pid as number)
    const statuses = new Map<string, number>()
    let running = true
    // Shoppers asking without pause on kept-alive connections, a page and the health check.
    const shopper = async (path: string) => {
      while (running) {
        const answer = await fetch(`${ORIGIN}${path}`).then(
          async (response) => {
            await response.arrayBuffer()
            return String(response.status)
          },
          (error: Error) => `error: ${error.cause instanceof Error ? error.cause.message : error.message}`,
        )
        statuses.set(answer, (statuses.get(answer) ?? 0) + 1)
      }
    }
    const shoppers = [...Array.from({ length: 4 }, () => shopper('/healthz')), ...Array.from({ length: 4 }, () => shopper('/main/tab/2'))]
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    shop.child.kill('SIGHUP')
    await expect.poll(() => shop.output(), { timeout: 60_000 }).toContain('rolling restart done')
    // The last old worker drains while the requests go on.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    running = false
    await Promise.all(shoppers)
    expect(Object.fromEntries(statuses)).toEqual({ '200': expect.any(Number) })
    expect(statuses.get('200')).toBeGreaterThan(100)
    console.log(`rolling restart under load: ${statuses.get('200')} requests, every one 200`)
    const after = childrenOf(shop.child.pid as number)
    // The backend stayed; both workers are new.
    expect(after).toHaveLength(3)
    expect(after.filter((pid) => before.includes(pid))).toHaveLength(1)
  } finally {
    expect(await stop(shop)).toBe(0)
  }
})

test('a worker that dies is replaced, and SIGTERM stops the workers, then the backend, exiting 0', async () => {
  test.setTimeout(120_000)
  const shop = startShop()
  await ready(shop)
  const primary = shop.child.pid as number
  const backend = Number(/embedded backend \(pid (\d+)\)/.exec(shop.output())?.[1])
  expect(childrenOf(primary)).toContain(backend)
  const worker = childrenOf(primary).find((pid) => pid !== backend) as number
  process.kill(worker, 'SIGKILL')
  await expect.poll(() => shop.output(), { timeout: 30_000 }).toMatch(new RegExp(`worker \\d+ replaced ${worker}`))
  expect(shop.output()).toContain(`worker ${worker} died (SIGKILL)`)
  expect(childrenOf(primary)).toHaveLength(3)
  expect((await fetch(`${ORIGIN}/healthz`)).status).toBe(200)

  const inFlight = fetch(`${ORIGIN}/main/tab/2`)
  await new Promise((resolve) => setTimeout(resolve, 20))
  const started = Date.now()
  shop.child.kill('SIGTERM')
  expect((await inFlight).status).toBe(200)
  expect(await shop.exited).toBe(0)
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(shop.output()).toContain('SIGTERM received')
  // Nothing of the shop is left running: the backend stopped before the primary exited.
  expect(() => process.kill(backend, 0)).toThrow()
})
