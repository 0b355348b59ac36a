import { HttpResponse, http, type JsonBodyType } from 'msw'
import { expect, test } from 'vitest'
import { testContext } from '../../tests/fixtures/context'
import { MOCK_URLS, setupMockBackends } from '../../tests/mocks/backends'
import { adoption } from './adoption.server'
import { bff } from './bff.server'
import { catalog } from './catalog.server'
import { community, withCommunitySession } from './community.server'
import { type RequestContext, withSession } from './context'
import { events } from './events.server'
import { search } from './search.server'
import { users } from './user.server'
import { vet } from './vet.server'
import { welcomeDeal } from './welcome-deal.server'

const server = setupMockBackends()
const ignore = () => undefined
const experiments = { communityVisible: 'on', price: 'b' }

/** Every BFF GET the shop makes, one row each (one bffGet for all of them: docs/architecture.md). */
const bffGets: Array<[string, (ctx: RequestContext) => Promise<unknown>]> = [
  ['/experiment/function/infos', (ctx) => bff.experiments(ctx)],
  ['/tab/frame', (ctx) => bff.tabFrame(ctx, 1, experiments)],
  ['/navigation/items', (ctx) => bff.navigationItems(ctx, experiments)],
  ['/recommend/similar-pet', (ctx) => bff.similarPet(ctx, { petId: 1 })],
  ['/category/tree', (ctx) => catalog.tree(ctx)],
  ['/category/products', (ctx) => catalog.products(ctx, { categoryId: 11, sort: 'POPULAR' as never, page: 1, size: 20 })],
  ['/product/detail', (ctx) => catalog.productDetail(ctx, 1)],
  ['/event/list', (ctx) => events.list(ctx, 'ONGOING', 1)],
  ['/event/detail', (ctx) => events.detail(ctx, 'spring')],
  ['/adoption/animals', (ctx) => adoption.animals(ctx, 1)],
  ['/adoption/animal', (ctx) => adoption.animal(ctx, 1)],
  ['/welcome-deal', (ctx) => welcomeDeal(ctx, 1)],
  ['/product/summaries', (ctx) => search.summaries(ctx, [1, 2])],
  ['/vet/recommendations', (ctx) => vet.recommendations(ctx, 1)],
  ['/vet/clinics', (ctx) => vet.clinics(ctx)],
  ['/vet/clinic/detail', (ctx) => vet.clinic(ctx, 1)],
]

test('[R7.10] [R7.12] every BFF GET sends the same §7 headers: Authorization, device id, OS, and base64 experiments where the call takes them', async () => {
  const seen = new Map<string, Record<string, string | null>>()
  server.use(
    http.get(`${MOCK_URLS.BFF_API_URL}/*`, ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/bff/, '')
      const h = request.headers
      seen.set(path, {
        authorization: h.get('authorization'),
        device: h.get('x-mobile-device-id'),
        os: h.get('x-mobile-os-code'),
        experiments: h.get('x-experiments'),
      })
      // Whatever the shape: only what was sent matters here.
      return HttpResponse.json({})
    }),
  )
  const ctx = testContext({ session: 'member-token', userId: 1, deviceId: 'device-1', osCode: 'P' })
  for (const [, call] of bffGets) await call(ctx).catch(ignore)
  const base64 = Buffer.from(JSON.stringify(experiments)).toString('base64')
  for (const [path] of bffGets) {
    const takesExperiments = path === '/tab/frame' || path === '/navigation/items'
    expect
      .soft(seen.get(path), path)
      .toEqual({ authorization: 'member-token', device: 'device-1', os: 'P', experiments: takesExperiments ? base64 : null })
  }
})

/** A context whose token the services refuse until it is renewed (once per request, as the builder does). */
function refusedContext(overrides: Partial<RequestContext> = {}) {
  let renewals = 0
  let renewing: Promise<RequestContext | null> | null = null
  const ctx: RequestContext = Object.freeze(
    testContext({
      session: 'old-token',
      userId: 1,
      ...overrides,
      renew: () => {
        renewing ??= Promise.resolve().then(() => {
          renewals += 1
          return withSession(ctx, 'new-token')
        })
        return renewing
      },
    }),
  )
  return { ctx, renewals: () => renewals }
}

const refuseOld =
  (answer: JsonBodyType) =>
  ({ request }: { request: Request }) =>
    request.headers.get('authorization') === 'old-token'
      ? HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 })
      : HttpResponse.json(answer)

test('search renews a refused token once and asks again with the new one', async () => {
  const tokens: Array<string | null> = []
  server.use(
    http.get(`${MOCK_URLS.SEARCH_API_URL}/suggest`, (info) => {
      tokens.push(info.request.headers.get('authorization'))
      return refuseOld({ suggestions: [{ text: '연어 사료', type: 'KEYWORD' }] })(info)
    }),
  )
  const { ctx, renewals } = refusedContext()
  const answer = await search.suggest(ctx, 1, '연어')
  expect(answer.suggestions).toEqual([{ text: '연어 사료', type: 'KEYWORD' }])
  expect(tokens).toEqual(['old-token', 'new-token'])
  expect(renewals()).toBe(1)
})

test('withSession makes a new context and leaves the one it was given as it was', () => {
  const guest = Object.freeze(testContext())
  const member = withSession(guest, 'member-token', 7)
  expect(member).toMatchObject({ session: 'member-token', userId: 7, deviceId: guest.deviceId })
  expect(guest).toMatchObject({ session: null, userId: null })
  expect(member).not.toBe(guest)
})

test('a frozen context goes through a whole page of calls (V2, BFF, search, community), each renewed with one shared renewal', async () => {
  const seen: Array<[string, string | null]> = []
  const record = (name: string, answer: JsonBodyType) => (info: { request: Request }) => {
    seen.push([name, info.request.headers.get('authorization')])
    return refuseOld(answer)(info)
  }
  server.use(
    http.post(`${MOCK_URLS.V2_API_URL}/user/selected/product_group1/update`, record('v2', {})),
    http.get(`${MOCK_URLS.BFF_API_URL}/recommend/similar-pet`, record('bff', { basis: '강아지', count: 0, products: [] })),
    http.get(`${MOCK_URLS.SEARCH_API_URL}/suggest`, record('search', { suggestions: [] })),
    http.delete(`${MOCK_URLS.COMMUNITY_API_URL}/posts/3`, record('community', {})),
  )
  const { ctx, renewals } = refusedContext()
  // A call that assigned to the context would throw on the frozen object.
  await Promise.all([
    users.updateSelectedProductGroup(ctx, 2),
    bff.similarPet(ctx, { petId: 1 }),
    search.suggest(ctx, 1, '간식'),
    community.remove(withCommunitySession(ctx, 'community-1'), 3),
  ])
  expect(renewals()).toBe(1)
  expect(ctx.session).toBe('old-token')
  for (const name of ['v2', 'bff', 'search', 'community']) {
    expect(
      seen.filter(([n]) => n === name).map(([, token]) => token),
      name,
    ).toEqual(['old-token', 'new-token'])
  }
})

test('community calls are given their community session: a fresh context with the token sends it, one without sends none', async () => {
  const cookies: Array<string | null> = []
  server.use(
    http.get(`${MOCK_URLS.COMMUNITY_API_URL}/posts/7`, ({ request }) => {
      cookies.push(request.headers.get('cookie'))
      return HttpResponse.json({})
    }),
  )
  const ctx = testContext({ session: 'member-token', userId: 1 })
  await community.post(withCommunitySession(ctx, 'kept-777'), 7).catch(ignore)
  // Another object for the same request: nothing was kept about the first one.
  await community.post({ ...ctx }, 7).catch(ignore)
  await community.post({ ...ctx, communitySession: 'kept-888' }, 7).catch(ignore)
  expect(cookies).toEqual(['community_session=kept-777', null, 'community_session=kept-888'])
})
