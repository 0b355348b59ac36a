import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { resetEnvForTests } from '~/config.server'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { community } from './community.server'
import { orders } from './orders.server'
import { myReviews } from './reviews.server'
import { subscriptions } from './subscription.server'

const server = setupMockBackends()

/**
 * Every platform call tells its service how long the shop waits (x-request-timeout-ms, from the
 * same value that aborts the call; http.server.test.ts proves the abort): here each kind of call's
 * wait is read as the service receives it, so a wrong number anywhere fails.
 */
function deadlines() {
  const seen = new Map<string, string | null>()
  const record = ({ request }: { request: Request }) => {
    seen.set(`${request.method} ${new URL(request.url).pathname}`, request.headers.get('x-request-timeout-ms'))
    // Not the answer each schema wants: only the request matters here.
    return HttpResponse.json({})
  }
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/*`, record),
    http.post(`${MOCK_URLS.COMMUNITY_API_URL}/uploads`, record),
    http.post(`${MOCK_URLS.REVIEW_API_URL}/reviews/photos`, record),
  )
  return seen
}

const ignore = () => {}

test('[R9.1] a call waits 10 s, a billing cancel 60 s, and the one other call (a file uploaded through the shop) 15 s', async () => {
  const seen = deadlines()
  const ctx = testContext({ session: 'tok', userId: 5 })
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' })
  await Promise.all([
    orders.detail(ctx, 1).catch(ignore),
    subscriptions.skip(ctx, 3).catch(ignore),
    orders.cancel(ctx, { orderId: 5, reasonCode: 'PRICE' }).catch(ignore),
    subscriptions.cancel(ctx, { subscriptionId: 3, reasonCode: 'PRICE' }).catch(ignore),
    community.upload(ctx, file).catch(ignore),
    myReviews.uploadPhoto(ctx, file).catch(ignore),
  ])
  expect(Object.fromEntries(seen)).toEqual({
    'POST /order/detail': '10000',
    'POST /subscription/skip': '10000',
    'POST /order/billing/cancel': '60000',
    'POST /subscription/billing/cancel': '60000',
    'POST /uploads': '15000',
    'POST /reviews/photos': '15000',
  })
})

test("BACKEND_TIMEOUT_MS replaces the 10 s of an ordinary call (the browser suite's fault shop); a billing cancel and an upload keep theirs", async () => {
  vi.stubEnv('BACKEND_TIMEOUT_MS', '2000')
  resetEnvForTests()
  try {
    const seen = deadlines()
    const ctx = testContext({ session: 'tok', userId: 5 })
    await Promise.all([orders.detail(ctx, 1).catch(ignore), orders.cancel(ctx, { orderId: 5, reasonCode: 'PRICE' }).catch(ignore)])
    expect(Object.fromEntries(seen)).toEqual({ 'POST /order/detail': '2000', 'POST /order/billing/cancel': '60000' })
  } finally {
    vi.unstubAllEnvs()
    resetEnvForTests()
  }
})
