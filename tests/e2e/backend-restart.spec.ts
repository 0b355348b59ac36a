import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import * as MSG from '../../app/domain/messages'
import { PORTS } from './helpers/ports'
import { type ShopProcess, spawnShop } from './helpers/shop-process'

/**
 * Decision 061: the primary starts the embedded backend again when it is killed, on the port the
 * workers know; meanwhile this node is not ready (/readyz 503 naming the backend), pages are the
 * maintenance screen and a form post is refused whole; within 5 s everything answers again.
 */
const PORT = PORTS.own(70)
const ORIGIN = `http://127.0.0.1:${PORT}`

// A fresh data directory is migrated and seeded first (tens of seconds on a busy 2-core machine).
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let shop: ShopProcess
let dataDir = ''

test.beforeAll(async () => {
  // A data directory on disk, as a real node has: the restarted backend reopens it (0.7 s), it does not seed again.
  dataDir = mkdtempSync(path.join(tmpdir(), 'petshop-restart-'))
  shop = spawnShop({ PORT: String(PORT), PUBLIC_URL: ORIGIN, WEB_CONCURRENCY: '2', DATA_DIR: dataDir })
  await expect.poll(() => shop.output(), { timeout: 90_000 }).toContain('펫샵 ready')
})

test.afterAll(async () => {
  if (shop.child.exitCode === null) shop.child.kill('SIGTERM')
  await shop.exited
  rmSync(dataDir, { recursive: true, force: true })
})

test.afterEach(async ({ browserName: _ }, info) => {
  // The primary's lines (exit, restart) say where the time went.
  if (info.status !== info.expectedStatus) console.log(shop.output().slice(-4_000))
})

/** The embedded backend's current pid, from the primary's start-up or restart line. */
function backendPid(): number {
  const pids = [...shop.output().matchAll(/embedded backend \(pid (\d+)\)/g)].map((match) => Number(match[1]))
  const pid = pids.at(-1)
  if (!pid) throw new Error(`no backend pid in:\n${shop.output()}`)
  return pid
}

const readyz = async () => {
  const answer = await fetch(`${ORIGIN}/readyz`)
  return { status: answer.status, body: (await answer.json()) as { ready: boolean; failing: string[]; checks: { backend: string } } }
}

test('a node whose backend and workers are up is ready; the body names its checks and no address', async () => {
  const { status, body } = await readyz()
  expect(status).toBe(200)
  expect(body).toMatchObject({ ready: true, failing: [], checks: { backend: 'up', pool: 'started', workers: '2/2 listening' } })
  expect(JSON.stringify(body)).not.toContain('127.0.0.1')
})

test('kill -9 of the embedded backend: not ready and the maintenance screen at once, a form post refused, everything back within 5 s', async ({
  page,
}) => {
  const killedAt = Date.now()
  process.kill(backendPid(), 'SIGKILL')
  // The primary sees the exit and tells the workers; readiness (kept a second) names the backend.
  await expect.poll(async () => (await readyz()).status, { intervals: [20], timeout: 2_000 }).toBe(503)
  expect((await readyz()).body).toMatchObject({ ready: false, failing: ['backend'], checks: { backend: 'restarting' } })

  const started = Date.now()
  const post = await fetch(`${ORIGIN}/auth/signin/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'a@b.co', password: 'x' }),
  })
  expect(post.status).toBe(503)
  expect(await post.text()).toContain(MSG.error.serviceMaintenance)
  // Refused by the host at once, never after the 10 s deadline.
  expect(Date.now() - started).toBeLessThan(1_000)

  const screen = await page.goto(`${ORIGIN}/main/tab/2`)
  expect(screen?.status()).toBe(503)
  await expect(page.getByRole('heading', { name: MSG.error.serviceMaintenance })).toBeVisible()

  await expect
    .poll(async () => (await fetch(`${ORIGIN}/`)).status, { intervals: [100], timeout: 5_000 - (Date.now() - killedAt) })
    .toBe(200)
  await expect.poll(async () => (await readyz()).status, { intervals: [100], timeout: 1_500 }).toBe(200)
  const back = Date.now() - killedAt
  console.log(`kill -9 of the embedded backend: pages answer again ${back} ms after the kill`)
  expect(back).toBeLessThan(5_000)
  expect(shop.output()).toMatch(/embedded backend \(pid \d+\) answers again/)

  // The restarted backend is the same shop: a product list answers with its data.
  await page.goto(`${ORIGIN}/main/tab/2`)
  await expect(page.getByText(MSG.error.serviceMaintenance)).toHaveCount(0)
})
