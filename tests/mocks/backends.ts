import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { clearAllCaches } from '~/backends/cache.server'
import { resetEnvForTests } from '~/config.server'

/** Fake hosts for each service, so unit tests never reach a real backend. */
export const MOCK_URLS = {
  V2_API_URL: 'http://v2.test',
  BFF_API_URL: 'http://bff.test/bff',
  COMMUNITY_API_URL: 'http://community.test',
  SEARCH_API_URL: 'http://search.test',
  REVIEW_API_URL: 'http://review.test',
  CONNECT_API_URL: 'http://connect.test',
} as const

/**
 * Points every client at the fake hosts for the calling test file and registers the msw
 * lifecycle: handlers are reset and caches emptied between tests, and any request without a
 * handler fails the test.
 */
export function setupMockBackends() {
  // V2's light session check (a cached user detail is confirmed with it each request): live, unless a test says otherwise.
  const server = setupServer(http.post(`${MOCK_URLS.V2_API_URL}/auth/check`, () => HttpResponse.json({ ok: true, user_id: 1 })))
  beforeAll(() => {
    Object.assign(process.env, MOCK_URLS)
    resetEnvForTests()
    server.listen({ onUnhandledRequest: 'error' })
  })
  beforeEach(() => clearAllCaches())
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
