import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { callBackend } from './http.server'
import { subscriptions } from './subscription.server'

vi.mock('./http.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./http.server')>()
  return { ...actual, callBackend: vi.fn(actual.callBackend) }
})

const server = setupMockBackends()

const product = {
  product_id: 1024,
  product_name: '닥터펫 연어 사료 2kg',
  product_group1_id: 1,
  product_group2_id: 11,
  product_group3_id: 1101,
  product_group4_id: null,
  brand_id: 7,
  brand_name: '닥터펫',
  price: 32000,
  discount_apply_price: 25600,
  discount_rate: 20,
  is_pb: false,
  review_count: 3,
  review_score: 4.5,
  product_sell_limit_status_code: null,
  is_entirely_soldout: false,
  image_url: '/cdn/products/1024.svg',
}
const subscription = {
  subscription_id: 3,
  status: 'ACTIVE',
  product,
  option_id: 10241,
  option_name: '2kg',
  option_sold_out: false,
  quantity: 1,
  cycle_weeks: 4,
  next_delivery_date: '2026-12-04',
  following_delivery_date: '2027-01-01',
  can_skip: true,
  earliest_date: '2026-11-24',
  latest_date: '2027-01-17',
  address: {
    address_id: 1,
    name: '김하늘',
    mobile_no: '01012345678',
    zip_code: '06236',
    address1: '서울특별시 강남구 테헤란로 152',
    address2: '',
  },
  payment_method: 'CARD',
  discount_rate: 5,
  unit_price: 25600,
  subscription_unit_price: 24320,
  product_total: 24320,
  shipping_fee: 3000,
  total: 27320,
  started_at: '2026-11-21T20:00:00.000Z',
  cancelled_at: null,
  cancel_reason: null,
}

/** Records what V2 received on a path and answers `answer`. */
function v2(path: string, answer: Record<string, unknown>) {
  const seen: { body?: unknown; authorization?: string | null } = {}
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}${path}`, async ({ request }) => {
      seen.body = await request.json()
      seen.authorization = request.headers.get('authorization')
      return HttpResponse.json(answer)
    }),
  )
  return seen
}

const ctx = () => testContext({ session: 'tok', deviceId: 'e2e-device-2' })

test('a new subscription is sent in snake_case with the device, whose experiment decides the discount', async () => {
  const seen = v2('/subscription/create', subscription)
  const created = await subscriptions.create(ctx(), {
    optionId: 10241,
    quantity: 1,
    cycleWeeks: 4,
    firstDeliveryDate: '2026-12-04',
    addressId: 1,
    paymentMethod: 'CARD',
  })
  expect(seen.authorization).toBe('tok')
  expect(seen.body).toEqual({
    option_id: 10241,
    quantity: 1,
    cycle_weeks: 4,
    first_delivery_date: '2026-12-04',
    address_id: 1,
    payment_method: 'CARD',
    mobile_device_id: 'e2e-device-2',
  })
  expect(created).toMatchObject({ subscriptionId: 3, nextDeliveryDate: '2026-12-04', discountRate: 5, address: { addressId: 1 } })
})

test('the sheet asks for the product with the device', async () => {
  const seen = v2('/subscription/sheet', {
    product,
    options: [],
    subscribed_option_ids: [],
    max_quantity: 10,
    cycles: [2, 3, 4, 6, 8],
    default_cycle_weeks: 4,
    addresses: [],
    address_id: null,
    payment_methods: ['CARD', 'EASY_PAY'],
    discount_rate: 0,
    earliest_date: '2026-11-24',
    latest_date: '2027-01-17',
  })
  const sheet = await subscriptions.sheet(ctx(), 1024)
  expect(seen.body).toEqual({ product_id: 1024, mobile_device_id: 'e2e-device-2' })
  expect(sheet.cycles).toEqual([2, 3, 4, 6, 8])
})

test('[R9.1] the billing cancel of a subscription waits up to 60 s like an order’s; a skip the usual 10 s', async () => {
  const cancelled = v2('/subscription/billing/cancel', {
    ...subscription,
    status: 'CANCELLED',
    next_delivery_date: null,
    cancelled_at: '2026-11-22T01:00:00.000Z',
    cancel_reason: '가격이 부담돼요',
  })
  const answer = await subscriptions.cancel(ctx(), { subscriptionId: 3, reasonCode: 'PRICE' })
  expect(cancelled.body).toEqual({ subscription_id: 3, reason_code: 'PRICE' })
  expect(answer.status).toBe('CANCELLED')
  expect(vi.mocked(callBackend).mock.lastCall?.[0]).toMatchObject({ path: '/subscription/billing/cancel', timeoutMs: 60_000 })

  v2('/subscription/skip', subscription)
  await subscriptions.skip(ctx(), 3)
  expect(vi.mocked(callBackend).mock.lastCall?.[0]).toMatchObject({ path: '/subscription/skip', timeoutMs: undefined })
})

test('an answer that breaks the contract is an error, not a page', async () => {
  v2('/subscription/list', { subscriptions: [{ ...subscription, status: 'PAUSED' }] })
  await expect(subscriptions.list(ctx())).rejects.toMatchObject({ code: 'ERROR' })
})
