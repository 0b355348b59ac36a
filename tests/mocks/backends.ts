import { setupServer } from 'msw/node'
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

export function useMockBackends() {
  Object.assign(process.env, MOCK_URLS)
  resetEnvForTests()
  const server = setupServer()
  server.listen({ onUnhandledRequest: 'error' })
  return server
}
