import { afterEach, expect, test } from 'vitest'
import { resetEnvForTests, SERVICE_ENV } from '~/config.server'
import { liveBackendForFile } from '../tests/fixtures/live-backend'
import { Browser, visit } from '../tests/fixtures/route-browser'
import { loader as shellLoader } from './root'

/** Decision 054: the shell's answer is private whenever it drew from a fallback. */
const live = liveBackendForFile()

const bffUrl = () => `${live.backend.url}/bff`
afterEach(() => {
  process.env[SERVICE_ENV.bff] = bffUrl()
  resetEnvForTests()
})

type Shell = { navItems: unknown[] | null; signupPromise: string }

test('a guest page whose shell drew everything leaves the cache kind to its route', async () => {
  const answer = await visit(new Browser(), shellLoader, '/main/tab/2')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Cache-Control')).toBeNull()
  expect(((await answer.json()) as Shell).navItems?.length).toBeGreaterThan(0)
})

test('with the BFF unreachable the shell keeps the bar’s skeleton and answers private, so no shared cache keeps that page', async () => {
  process.env[SERVICE_ENV.bff] = 'http://127.0.0.1:9/bff'
  resetEnvForTests()
  const answer = await visit(new Browser(), shellLoader, '/main/tab/2')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
  expect(((await answer.json()) as Shell).navItems).toBeNull()
})

test('with V2 unreachable a guest’s banner promises no coupon, and the shell answers private', async () => {
  process.env[SERVICE_ENV.v2] = 'http://127.0.0.1:9/v2'
  resetEnvForTests()
  try {
    const answer = await visit(new Browser(), shellLoader, '/main/tab/2')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
  } finally {
    process.env[SERVICE_ENV.v2] = `${live.backend.url}/v2`
  }
})
