import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'

/**
 * Decision 062 under the cluster: whichever worker a scrape reaches on the shop's port, and on the
 * primary's loopback METRICS_PORT, the answer is the sum over both workers.
 */
let host: ChildProcess
let shop = ''
let loopback = ''
const TOKEN = 'cluster-metrics-token-0123456789abcdef'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  const [port, metricsPort] = [await freePort(), await freePort()]
  shop = `http://127.0.0.1:${port}`
  loopback = `http://127.0.0.1:${metricsPort}`
  host = spawn(process.execPath, ['--import', 'tsx', 'server/fixtures/metrics-cluster.ts'], {
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let said = ''
    host.stdout?.setEncoding('utf8').on('data', (chunk) => {
      said += chunk
      if (said.includes('metrics cluster ready')) resolve()
    })
    host.once('exit', (code) => reject(new Error(`the cluster exited with ${code}`)))
  })
}, 60_000)

afterAll(async () => {
  if (host.exitCode !== null) return
  const exited = new Promise((resolve) => host.once('exit', resolve))
  host.kill('SIGTERM')
  await exited
})

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
