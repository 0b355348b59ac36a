import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { type ShopProcess, spawnShop } from './helpers/shop-process'

/**
 * Issue 15 item 1: `npm start`'s processes. A primary forks WEB_CONCURRENCY workers and runs the
 * embedded backend as its own process; SIGHUP replaces the workers one at a time without a failed
 * request; a worker that dies is replaced; SIGTERM drains and stops everything.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 60
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

test('the host knows nothing of sessions: its bundle holds no app/session code, the Remix build does (issue 15 item 5)', () => {
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
