import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort, startHost, stopHost } from './fixtures/host-process'

/**
 * Decision 062 under the cluster: whichever worker a scrape reaches on the shop's port, and on the
 * primary's loopback METRICS_PORT, the answer is the sum over both workers.
 */
let host: ChildProcess
let shop = ''
let loopback = ''
const TOKEN = 'cluster-metrics-token-0123456789abcdef'

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()]
  shop = `http://127.0.0.1:${port}`
  loopback = `http://127.0.0.1:${metricsPort}`
  host = await startHost(
    'server/fixtures/metrics-cluster.ts',
    { PORT: String(port), METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN },
    'metrics cluster ready',
  )
}, 60_000)

afterAll(() => stopHost(host))

const counted = (text: string) => Number(/shop_http_requests_total\{route="fixture",method="GET",status="200"\} (\d+)/.exec(text)?.[1] ?? 0)

test('two workers: one scrape, on the shop’s port or the loopback port, counts the requests both answered', async () => {
  const workers = new Set<string>()
  // A fresh connection each time, so the primary's round-robin shares them out.
  for (let i = 0; i < 10; i++) workers.add(await (await fetch(`${shop}/count`, { headers: { connection: 'close' } })).text())
  expect(workers.size).toBe(2)

  for (let i = 0; i < 2; i++) {
    const scraped = await fetch(`${shop}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, connection: 'close' } })
    expect(scraped.status).toBe(200)
    expect(counted(await scraped.text())).toBe(10)
  }
  const local = await fetch(`${loopback}/metrics`)
  expect(local.status).toBe(200)
  const text = await local.text()
  expect(counted(text)).toBe(10)
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m)
}, 30_000)
