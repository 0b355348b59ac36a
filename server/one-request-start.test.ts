import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { clearAllCaches } from '~/backends/cache.server'
import { parseEnv } from '~/config.server'
import { signDeviceId } from '~/session/device-id.server'
import { liveBackendForFile } from '../tests/fixtures/live-backend'

/**
 * Decision 021 through the host: the micro-cache key and the loaders of one request share one
 * load context, so the request start (device, session renewal) is made once even though the key
 * builds a request context before Remix runs, and the BFF is asked for the experiments once.
 */
const counted = vi.hoisted(() => ({ starts: 0, experiments: 0 }))

// Every request start (request-start.server.ts) asks once whether the session needs renewing,
// whatever the cookies: counting those asks counts the starts.
vi.mock('../app/session/renew-cookie.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('../app/session/renew-cookie.server')>()
  return {
    ...real,
    renewExpiringSession: (...args: Parameters<typeof real.renewExpiringSession>) => {
      counted.starts++
      return real.renewExpiringSession(...args)
    },
  }
})

// The BFF's experiments call as it leaves the shop (past the experiments cache).
vi.mock('../app/backends/calls.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('../app/backends/calls.server')>()
  return {
    ...real,
    bffGet: (...args: Parameters<typeof real.bffGet>) => {
      if (args[1] === '/experiment/function/infos') counted.experiments++
      return real.bffGet(...args)
    },
  }
})

vi.mock('./remix-build', async () => (await import('../tests/fixtures/home-tab-build')).homeTabRemixBuild)

const live = liveBackendForFile()
let origin = ''
beforeAll(async () => {
  const { createApp } = await import('./app')
  const { app } = await createApp(parseEnv({ ...process.env, MICRO_CACHE_SECONDS: '60', LOG_REQUESTS: 'false' }), (_req, _res, next) =>
    next(),
  )
  const server = http.createServer(app)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () => server.close()
})
beforeEach(() => {
  counted.starts = 0
  counted.experiments = 0
})

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36'

async function visit(path: string, cookie?: string) {
  const response = await fetch(`${origin}${path}`, { headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) } })
  await response.text()
  return response
}

test('a guest’s page: the key and the loaders share one request start and one experiments call', async () => {
  expect(live.backend.url).toBeTruthy()
  const cookie = `pd_device=${signDeviceId('one-start-guest')}`
  const first = await visit('/main/tab/2', cookie)
  expect(first.status).toBe(200)
  // The key was asked (and the page kept under it): the key's start is the loaders' start.
  expect(first.headers.get('x-micro-cache')).toBe('miss')
  expect(counted).toEqual({ starts: 1, experiments: 1 })

  // Another request, served from the micro-cache: its key made its own single start.
  clearAllCaches()
  counted.starts = 0
  counted.experiments = 0
  const second = await visit('/main/tab/2', cookie)
  expect(second.headers.get('x-micro-cache')).toBe('hit')
  expect(counted).toEqual({ starts: 1, experiments: 1 })
})

test('a browser without a device: no key, one start, one device cookie', async () => {
  const answer = await visit('/main/tab/2')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('x-micro-cache')).toBeNull()
  expect(answer.headers.getSetCookie().filter((value) => value.startsWith('pd_device='))).toHaveLength(1)
  expect(counted.starts).toBe(1)
})
