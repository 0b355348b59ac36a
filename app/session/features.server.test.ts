import { HttpResponse, http } from 'msw'
import { describe, expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { refuseExcludedFeature } from './features.server'

describe('[R3.9] the routes of a feature turned off for the member', () => {
  const server = setupMockBackends()
  let detailCalls = 0
  const detailWith = (excluded: string[]) =>
    server.use(
      http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => {
        detailCalls += 1
        return HttpResponse.json({
          user_info: { user_id: 31, nickname: '쇼핑만회원', excluded_features: excluded },
          user_delivery_data: null,
          user_total: {},
          pet_list: [],
        })
      }),
    )
  // Each check is its own request (the answer is kept per request).
  const check = (path: string, overrides: Parameters<typeof testContext>[0], method = 'GET') =>
    refuseExcludedFeature(new Request(`http://shop.test${path}`, { method }), undefined, testContext(overrides))

  test('[R3.9] [R8.6] a page and a form post under an excluded prefix answer 404 with the not-found message', async () => {
    detailWith(['subscription'])
    for (const [path, method] of [
      ['/subscription', 'GET'],
      ['/subscription/new', 'POST'],
      ['/Subscription/12', 'GET'],
    ] as const) {
      const refusal = await check(path, { session: `tok-${path}-${method}`, userId: 31 }, method).then(
        () => null,
        (thrown: unknown) => thrown,
      )
      expect(refusal, path).toBeInstanceOf(Response)
      expect((refusal as Response).status).toBe(404)
      expect(await (refusal as Response).json()).toMatchObject({ code: 'NOT_FOUND', message: '페이지를 찾을 수 없어요.' })
    }
  })

  test('[R3.9] other areas, and a member with nothing excluded, go on', async () => {
    detailWith(['subscription'])
    await expect(check('/membership', { session: 'tok-a', userId: 31 })).resolves.toBeUndefined()
    detailWith([])
    await expect(check('/subscription', { session: 'tok-b', userId: 32 })).resolves.toBeUndefined()
  })

  test('a guest and a path outside every feature cost no V2 call', async () => {
    detailWith(['subscription'])
    detailCalls = 0
    await expect(check('/subscription', {})).resolves.toBeUndefined()
    await expect(check('/my', { session: 'tok-c', userId: 31 })).resolves.toBeUndefined()
    expect(detailCalls).toBe(0)
  })

  test('when the detail cannot be read, the page goes on (and meets the failure itself)', async () => {
    server.use(http.post(`${MOCK_URLS.V2_API_URL}/user/detail`, () => HttpResponse.json({ code: 'SERVICE_MAINTENANCE' }, { status: 503 })))
    await expect(check('/subscription', { session: 'tok-d', userId: 33 })).resolves.toBeUndefined()
  })
})
