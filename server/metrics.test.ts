import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { parseEnv, resetEnvForTests, SERVICE_ENV } from '~/config.server'
import { signDeviceId } from '~/session/device-id.server'
import type { RunningBackend } from '../backend/index'
import { startTestBackend } from '../backend/test/helpers'
import { HOME_TAB_ROUTE, homeTabBuild } from '../tests/fixtures/home-tab-build'
import { holdsToken, routeLabel, serveMetricsOnLoopback } from './metrics'

/**
 * Decision 062 through the real host: `/metrics` only to the token's holder (a 404 page to anyone
 * else), the named families after a few requests, and one request id from the answer's header to
 * the backend's own log line of the call the page made.
 */

const HOME = HOME_TAB_ROUTE
const build = homeTabBuild

vi.mock('./remix-build', async () => (await import('../tests/fixtures/home-tab-build')).homeTabRemixBuild)

const TOKEN = 'metrics-token-0123456789abcdef0123456789'
const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'
const backendLines: string[] = []
let backend: RunningBackend
let origin = ''

beforeAll(async () => {
  const write = console.log
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    const line = String(args[0])
    if (line.includes('"backend request"')) backendLines.push(line)
    else write(...args)
  })
  backend = await startTestBackend({ testHooks: true, logRequests: true })
  for (const [service, name] of Object.entries(SERVICE_ENV)) process.env[name] = `${backend.url}/${service}`
  resetEnvForTests()
  const { createApp } = await import('./app')
  const env = parseEnv({
    ...process.env,
    MICRO_CACHE_SECONDS: '60',
    LOG_REQUESTS: 'false',
    METRICS_TOKEN: TOKEN,
    RATE_LIMIT_AUTH_PER_MINUTE: '1',
  })
  const { app } = await createApp(env, (_req, _res, next) => next())
  const server = http.createServer(app)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => server.close()
})
afterAll(() => backend?.close())

async function ask(path: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { 'user-agent': BROWSER, ...init.headers } })
  return { response, text: await response.text() }
}

test('/metrics is the ordinary 404 page without the token, with another token or another scheme', async () => {
  const unknown = await ask('/no-such-page')
  expect(unknown.response.status).toBe(404)
  for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
    const { response, text } = await ask('/metrics', { headers: authorization ? { authorization } : {} })
    expect(response.status, String(authorization)).toBe(404)
    expect(response.headers.get('content-type')).toBe(unknown.response.headers.get('content-type'))
    expect(text).not.toContain('# HELP')
  }
})

test('with the token: the named families, counted after a few requests', async () => {
  const cookie = `pd_device=${signDeviceId('metrics-guest')}`
  expect((await ask('/main/tab/2', { headers: { cookie } })).response.headers.get('x-micro-cache')).toBe('miss')
  expect((await ask('/main/tab/2', { headers: { cookie } })).response.headers.get('x-micro-cache')).toBe('hit')
  // The sign-in limit (1 a minute here): the second write is refused.
  await ask('/auth/signin/email', { method: 'POST', headers: { origin } })
  expect((await ask('/auth/signin/email', { method: 'POST', headers: { origin } })).response.status).toBe(429)

  const { response, text } = await ask('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
  expect(
    count(/shop_http_requests_total\{route="routes\/_shop\+\/main\.tab\.\$tabId",method="GET",status="200"\} (\d+)/),
  ).toBeGreaterThanOrEqual(2)
  expect(text).toMatch(/shop_http_request_duration_seconds_bucket\{le="[\d.]+",route="routes\/_shop\+\/main\.tab\.\$tabId",method="GET"\}/)
  expect(count(/shop_backend_call_duration_seconds_count\{service="bff",outcome="ok"\} (\d+)/)).toBeGreaterThanOrEqual(1)
  expect(count(/shop_micro_cache_lookups_total\{result="hit"\} (\d+)/)).toBeGreaterThanOrEqual(1)
  expect(count(/shop_micro_cache_lookups_total\{result="miss"\} (\d+)/)).toBeGreaterThanOrEqual(1)
  expect(count(/shop_rate_limit_refusals_total\{limit="auth"\} (\d+)/)).toBeGreaterThanOrEqual(1)
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+$/m)
  expect(text).toMatch(/^process_resident_memory_bytes \d+$/m)
  expect(text).toMatch(/^nodejs_heap_size_used_bytes \d+$/m)
  // No raw URL as a label: the unknown page above is `unmatched`, never its path.
  expect(text).not.toContain('no-such-page')
  expect(text).not.toContain('/main/tab/2')
})

test('one id from the answer’s X-Request-Id to the backend’s log line of the call the page made', async () => {
  backendLines.length = 0
  const { response } = await ask('/main/tab/2', {
    headers: { cookie: `pd_device=${signDeviceId('metrics-id-guest')}`, 'x-request-id': 'forged' },
  })
  const id = response.headers.get('x-request-id')
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  const lines = backendLines.map((line) => JSON.parse(line) as { requestId: string | null; path: string; status: number })
  const ours = lines.filter((line) => line.requestId === id)
  expect(ours.length).toBeGreaterThanOrEqual(1)
  expect(ours.every((line) => line.path.startsWith('/bff/') || line.path.startsWith('/v2/'))).toBe(true)
  expect(lines.some((line) => line.requestId === 'forged')).toBe(false)
})

test('a route label is the route id or a bounded word, never the path', () => {
  expect(routeLabel(build.routes, '/main/tab/7')).toBe(HOME)
  expect(routeLabel(build.routes, '/build/_shared/chunk-ABC.js')).toBe('static')
  expect(routeLabel(build.routes, '/somewhere/else')).toBe('unmatched')
  expect(routeLabel(build.routes, '/main/tab/%E0%A4%A')).toBe('unmatched')
})

test('the token is read only as a Bearer token, whole', () => {
  expect(holdsToken(`Bearer ${TOKEN}`, TOKEN)).toBe(true)
  expect(holdsToken(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false)
  expect(holdsToken(`bearer ${TOKEN}`, TOKEN)).toBe(false)
  expect(holdsToken(undefined, TOKEN)).toBe(false)
})

test('METRICS_PORT: /metrics on 127.0.0.1 only, and nothing else there', async () => {
  const server = await serveMetricsOnLoopback(0, async () => 'shop_up 1\n')
  try {
    const address = server.address() as AddressInfo
    expect(address.address).toBe('127.0.0.1')
    const base = `http://127.0.0.1:${address.port}`
    const scraped = await fetch(`${base}/metrics`)
    expect(scraped.status).toBe(200)
    expect(await scraped.text()).toBe('shop_up 1\n')
    expect((await fetch(`${base}/`)).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404)
  } finally {
    server.close()
  }
})
