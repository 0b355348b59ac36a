import { HttpResponse, http } from 'msw'
import { expect, test, vi } from 'vitest'
import { MENU_LIST_VERSION } from '~/domain/constants'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { bff } from './bff.server'

const server = setupMockBackends()

const product = {
  productId: 1,
  productName: '바른펫 연어 사료 2kg',
  productGroup1Id: 1,
  productGroup2Id: 11,
  productGroup3Id: 1101,
  productGroup4Id: null,
  brandId: 3,
  brandName: '바른펫',
  price: 32000,
  discountApplyPrice: 25600,
  discountRate: 20,
  isPb: false,
  reviewCount: 12,
  reviewScore: 4.5,
  productSellLimitStatusCode: null,
  isEntirelySoldout: false,
  imageUrl: '/cdn/products/1.svg',
}

test('[R7.10] [R7.12] the tab frame sends Authorization, device headers, the query of §7 and base64 experiments', async () => {
  let seen: { query: Record<string, string>; headers: Record<string, string | null> } | undefined
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/tab/frame`, ({ request }) => {
      const url = new URL(request.url)
      seen = {
        query: Object.fromEntries(url.searchParams),
        headers: {
          authorization: request.headers.get('authorization'),
          device: request.headers.get('x-mobile-device-id'),
          experiments: request.headers.get('x-experiments'),
        },
      }
      return HttpResponse.json({
        productGroup1Id: 2,
        tabs: [{ tabId: 2, title: '홈' }],
        tab: {
          tabId: 2,
          title: '홈',
          banners: [],
          sections: [{ sectionId: 's', type: 'PRODUCT_GRID', title: '베스트', products: [product] }],
        },
      })
    }),
  )
  const ctx = testContext({ session: 'tok', productGroup1Id: 2, osCode: 'B' })
  const frame = await bff.tabFrame(ctx, 2, { communityVisible: 'on' })
  expect(frame.tab.sections[0]?.products[0]?.productName).toBe('바른펫 연어 사료 2kg')
  // The session travels as Authorization only (a token in a URL ends up in logs), never in the query string.
  expect(seen?.query).toEqual({ productGroup1Id: '2', tabId: '2', mobileDeviceId: 'device-1', mobileOsCode: 'B' })
  expect(seen?.headers.authorization).toBe('tok')
  expect(seen?.headers.device).toBe('device-1')
  expect(JSON.parse(Buffer.from(seen?.headers.experiments ?? '', 'base64').toString())).toEqual({ communityVisible: 'on' })
})

test('the tab frame request carries no token in its URL (URLs end up in access logs and proxies)', async () => {
  const urls: string[] = []
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/tab/frame`, ({ request }) => {
      urls.push(request.url)
      return HttpResponse.json({
        productGroup1Id: 1,
        tabs: [{ tabId: 2, title: '홈' }],
        tab: { tabId: 2, title: '홈', banners: [], sections: [] },
      })
    }),
  )
  const token = 'secret-access-token-0123456789'
  await bff.tabFrame(testContext({ session: token }), 2, {})
  expect(urls).toHaveLength(1)
  expect(decodeURIComponent(urls[0] ?? '')).not.toContain(token)
})

test('[R7.11] experiments: variants and price with promotion; on failure empty, so every flag is off', async () => {
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () =>
      HttpResponse.json({
        functionInfos: [{ key: 'communityVisible', variant: 'on' }],
        price: { key: 'price_v3', variants: 'b' },
        promotionV2: { key: 'promotion_v2', variants: 'a' },
      }),
    ),
  )
  expect(await bff.experiments(testContext({ deviceId: 'd1' }))).toEqual({ communityVisible: 'on', price: 'b,h' })
  server.use(http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => HttpResponse.json({}, { status: 500 })))
  expect(await bff.experiments(testContext({ deviceId: 'd2' }))).toEqual({ price: 'a' })
})

test('[R9.2] experiments are cached per device (24 h), so one page view asks once', async () => {
  let calls = 0
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => {
      calls++
      return HttpResponse.json({ functionInfos: [] })
    }),
  )
  await bff.experiments(testContext({ deviceId: 'same' }))
  await bff.experiments(testContext({ deviceId: 'same' }))
  await bff.experiments(testContext({ deviceId: 'other' }))
  expect(calls).toBe(2)
})

test('[R9.2] experiments are kept 24 h: still cached just before, asked again just after', async () => {
  const start = Date.parse('2026-11-24T12:00:00.000Z')
  // Only Date is faked: the mocked BFF still answers on real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  try {
    vi.setSystemTime(start)
    let calls = 0
    server.use(
      http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => {
        calls++
        return HttpResponse.json({ functionInfos: [] })
      }),
    )
    const ctx = () => testContext({ deviceId: 'a-day-long' })
    await bff.experiments(ctx())
    vi.setSystemTime(start + 24 * 3_600_000 - 1)
    await bff.experiments(ctx())
    expect(calls).toBe(1)
    vi.setSystemTime(start + 24 * 3_600_000 + 1)
    await bff.experiments(ctx())
    expect(calls).toBe(2)
  } finally {
    vi.useRealTimers()
  }
})

test('[R7.11] a failed experiments call is not remembered: the next page gets the variants once the BFF is back', async () => {
  let healthy = false
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () =>
      healthy
        ? HttpResponse.json({
            functionInfos: [{ key: 'communityVisible', variant: 'on' }],
            price: { key: 'price_v3', variants: 'a' },
            promotionV2: { key: 'promotion_v2', variants: 'x' },
          })
        : HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
    ),
  )
  const ctx = testContext({ deviceId: 'device-after-blip' })
  const fallback = await bff.experiments(ctx)
  expect(fallback.communityVisible).toBeUndefined()
  expect(bff.answered(fallback)).toBe(false)
  healthy = true
  const answer = await bff.experiments(ctx)
  expect(answer.communityVisible).toBe('on')
  expect(bff.answered(answer)).toBe(true)
})

test('[R7.11] an answer of the wrong shape counts as a failure: every flag off for now, not for the day', async () => {
  let healthy = false
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () =>
      HttpResponse.json(healthy ? { functionInfos: [{ key: 'communityVisible', variant: 'on' }] } : { unexpected: true }),
    ),
  )
  const ctx = testContext({ deviceId: 'device-after-contract-slip' })
  expect((await bff.experiments(ctx)).communityVisible).toBeUndefined()
  healthy = true
  expect((await bff.experiments(ctx)).communityVisible).toBe('on')
})

test("[R9.7] the menu list is asked for and read as file version v13; another version is not this shop's", async () => {
  const asked: (string | null)[] = []
  let answered = 'v13'
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/navigation/items`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('version'))
      return HttpResponse.json({
        version: answered,
        items: [{ type: 'home', title: '홈', linkUrl: '/main/tab/2', imageUrl: '/a.svg', activeImageUrl: '/b.svg' }],
      })
    }),
  )
  expect(MENU_LIST_VERSION).toBe('v13')
  expect((await bff.navigationItems(testContext({ session: 'member-v13' })))[0]?.type).toBe('home')
  expect(asked).toEqual(['v13'])
  answered = 'v12'
  await expect(bff.navigationItems(testContext({ session: 'member-v12' }))).rejects.toMatchObject({ code: 'ERROR' })
})

test('guests share the cached navigation bar; a member always gets their own', async () => {
  let calls = 0
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/navigation/items`, ({ request }) => {
      calls++
      const member = Boolean(request.headers.get('authorization'))
      return HttpResponse.json({
        version: 'v13',
        items: [
          {
            type: member ? 'my' : 'login',
            title: member ? '마이' : '로그인',
            linkUrl: member ? '/my' : '/auth/signin',
            imageUrl: '/a.svg',
            activeImageUrl: '/b.svg',
          },
        ],
      })
    }),
  )
  expect((await bff.navigationItems(testContext()))[0]?.type).toBe('login')
  await bff.navigationItems(testContext())
  expect(calls).toBe(1)
  expect((await bff.navigationItems(testContext({ session: 's' })))[0]?.type).toBe('my')
  await bff.navigationItems(testContext({ session: 's' }))
  expect(calls).toBe(3)
})

test('[R9.3] no retry by default, and the experiments are asked once for the page and not again', async () => {
  let frames = 0
  let infos = 0
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/tab/frame`, () => {
      frames += 1
      return HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })
    }),
    http.get(`${MOCK_URLS.BFF_API_URL}/experiment/function/infos`, () => {
      infos += 1
      return HttpResponse.json({
        functionInfos: [{ key: 'communityVisible', variant: 'on' }],
        price: { key: 'price_v3', variants: 'b' },
        promotionV2: { key: 'promotion_v2', variants: 'x' },
      })
    }),
  )
  const ctx = testContext({ deviceId: 'device-r93' })
  await expect(bff.tabFrame(ctx, 2, {})).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' })
  expect(frames).toBe(1)
  const first = await bff.experiments(ctx)
  const again = await bff.experiments(ctx)
  expect(again).toEqual(first)
  expect(infos).toBe(1)
})
