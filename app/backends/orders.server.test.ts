import { HttpResponse, http } from 'msw'
import { beforeEach, expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { clearAllCaches } from './cache.server'
import { orders } from './orders.server'
import { users } from './user.server'

const server = setupMockBackends()
beforeEach(() => clearAllCaches())

const detail = (orderCount: number) => ({
  user_info: {
    status_code: 200,
    user_id: 7,
    nickname: '새회원',
    order_count: orderCount,
    user_grade_code_info: { user_grade_code_name: '웰컴' },
  },
  user_delivery_data: null,
  user_total: {},
  pet_list: [],
})

test('a paid order drops the cached member detail: the cart stops offering first-purchase deals at once', async () => {
  let orderCount = 0
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json(detail(orderCount))),
    http.post(`${MOCK_URLS.V2_API_URL}/order/confirm`, () => {
      orderCount = 1
      return HttpResponse.json({ order_id: 9, status: 'PAID', total_price: 12_000 })
    }),
  )
  const ctx = () => testContext({ session: 'tok', userId: 7 })
  expect((await users.detail(ctx())).userInfo.orderCount).toBe(0)
  // Cached: without the confirm it would still say 0 for 3 minutes.
  orderCount = 1
  expect((await users.detail(ctx())).userInfo.orderCount).toBe(0)
  orderCount = 0
  await orders.confirm(ctx(), 'order-key', 'payment-key')
  expect((await users.detail(ctx())).userInfo.orderCount).toBe(1)
})
