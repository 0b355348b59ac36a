import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { experimentInfos } from '../bff/experiments'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let bff: string

beforeAll(async () => {
  backend = await startTestBackend()
  bff = `${backend.url}/bff`
})
afterAll(() => backend.close())

describe('GET /bff/tab/frame', () => {
  it.each([1, 2])('answers every tab of group %i with its own products', async (group) => {
    for (const tabId of [2, 3, 4, 5, 6]) {
      const { status, headers, body } = await fetchJson(`${bff}/tab/frame?productGroup1Id=${group}&tabId=${tabId}`)
      expect(status).toBe(200)
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(body.productGroup1Id).toBe(group)
      expect(body.tabs.map((t: { tabId: number }) => t.tabId)).toEqual([2, 3, 4, 5, 6])
      expect(body.tab.tabId).toBe(tabId)
      expect(body.tab.banners.length).toBeGreaterThanOrEqual(1)
      expect(body.tab.banners.length).toBeLessThanOrEqual(3)
      expect(body.tab.sections.length).toBeGreaterThanOrEqual(2)
      expect(body.tab.sections.length).toBeLessThanOrEqual(5)
      for (const section of body.tab.sections) {
        expect(section.sectionId).toMatch(new RegExp(`^${tabId}-\\d+$`))
        expect(['PRODUCT_GRID', 'PRODUCT_SCROLL']).toContain(section.type)
        expect(section.products.length).toBeGreaterThanOrEqual(4)
        expect(section.products.length).toBeLessThanOrEqual(12)
        for (const product of section.products) expect(product.productGroup1Id).toBe(group)
      }
    }
  })

  it('answers products in the ProductSummary shape', async () => {
    const { body } = await fetchJson(`${bff}/tab/frame?productGroup1Id=1`)
    const product = body.tab.sections[0].products[0]
    expect(Object.keys(product).sort()).toEqual(
      [
        'productId',
        'productName',
        'productGroup1Id',
        'productGroup2Id',
        'productGroup3Id',
        'productGroup4Id',
        'brandId',
        'brandName',
        'price',
        'discountApplyPrice',
        'discountRate',
        'isPb',
        'reviewCount',
        'reviewScore',
        'productSellLimitStatusCode',
        'isEntirelySoldout',
        'imageUrl',
        // What lists show (decision 046).
        'lowestOptionId',
        'lowestOptionPrice',
        'lowestOptionDiscountApplyPrice',
        'lowestOptionDiscountRate',
        'optionPricesDiffer',
      ].sort(),
    )
    expect(product.discountApplyPrice).toBeLessThanOrEqual(product.price)
    expect(product.discountRate).toBe(Math.round(((product.price - product.discountApplyPrice) / product.price) * 100))
    expect(product.imageUrl).toBe(`/cdn/products/${product.productId}.svg`)
    expect(typeof product.reviewScore).toBe('number')
  })

  it('defaults to the home tab and is deterministic', async () => {
    const first = await fetchJson(`${bff}/tab/frame?productGroup1Id=2`)
    const again = await fetchJson(`${bff}/tab/frame?productGroup1Id=2&tabId=2`)
    expect(first.body.tab.title).toBe('홈')
    expect(again.body).toEqual(first.body)
  })

  it('answers 404 for an unknown tab and 400 for a bad or missing group', async () => {
    expect(await fetchJson(`${bff}/tab/frame?productGroup1Id=1&tabId=9`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await fetchJson(`${bff}/tab/frame?productGroup1Id=3`)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
    expect(await fetchJson(`${bff}/tab/frame?productGroup1Id=dog`)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
    expect(await fetchJson(`${bff}/tab/frame`)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
  })
})

describe('GET /bff/navigation/items', () => {
  const types = (body: { items: { type: string }[] }) => body.items.map((item) => item.type)

  it('shows login to guests', async () => {
    const { status, body } = await fetchJson(`${bff}/navigation/items?productGroup1Id=1`)
    expect(status).toBe(200)
    expect(types(body)).toEqual(['home', 'category', 'search', 'community', 'login'])
    expect(body.items[0]).toEqual({
      type: 'home',
      title: '홈',
      linkUrl: '/main/tab/2',
      imageUrl: '/cdn/nav/home.svg',
      activeImageUrl: '/cdn/nav/home-active.svg',
    })
    expect(body.items[4].linkUrl).toBe('/auth/signin')
  })

  it('[R9.7] answers the menu list file version v13, asked for or not; a version it does not have is 404', async () => {
    const asked = await fetchJson(`${bff}/navigation/items?productGroup1Id=1&version=v13`)
    expect(asked).toMatchObject({ status: 200, body: { version: 'v13' } })
    expect(asked.body.items).toHaveLength(5)
    expect((await fetchJson(`${bff}/navigation/items?productGroup1Id=1`)).body.version).toBe('v13')
    expect(await fetchJson(`${bff}/navigation/items?productGroup1Id=1&version=v12`)).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    })
  })

  it('shows my to a signed-in user, login again for an expired session', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    const signedIn = await fetchJson(`${bff}/navigation/items?productGroup1Id=1`, { headers: { authorization: token } })
    expect(types(signedIn.body)).toEqual(['home', 'category', 'search', 'community', 'my'])

    const expired = await signIn(backend, DEMO_USERS.demo, -1000)
    const stale = await fetchJson(`${bff}/navigation/items`, { headers: { authorization: expired } })
    expect(types(stale.body).at(-1)).toBe('login')
  })
})

describe('GET /bff/experiment/function/infos', () => {
  it('gives one device the same variants every time, by header or query', async () => {
    const byHeader = await fetchJson(`${bff}/experiment/function/infos`, { headers: { 'x-mobile-device-id': 'device-42' } })
    const byQuery = await fetchJson(`${bff}/experiment/function/infos?mobileDeviceId=device-42`)
    expect(byHeader.status).toBe(200)
    expect(byQuery.body).toEqual(byHeader.body)
    expect(byHeader.body.functionInfos).toHaveLength(15)
    expect(byHeader.body.price.key).toBe('price_v3')
    expect(['a', 'b', 'c', 'd', 'e', 'f']).toContain(byHeader.body.price.variants)
    expect(byHeader.body.promotionV2.key).toBe('promotion_v2')
  })

  it('differs between devices and turns everything on without a device', async () => {
    const variants = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(experimentInfos(`device-${i}`).functionInfos)))
    expect(variants.size).toBeGreaterThan(1)
    const { body } = await fetchJson(`${bff}/experiment/function/infos`)
    expect(body.functionInfos.every((f: { variant: string }) => f.variant === 'on')).toBe(true)
    expect(body.functionInfos.find((f: { key: string }) => f.key === 'communityVisible')).toEqual({
      key: 'communityVisible',
      variant: 'on',
    })
  })
})

describe('DELETE /bff/session', () => {
  it('ends the session and is idempotent', async () => {
    const token = await signIn(backend, DEMO_USERS.cat)
    const headers = { authorization: token }
    expect(await fetchJson(`${bff}/session`, { method: 'DELETE', headers })).toMatchObject({ status: 200, body: { ok: true } })
    expect(await fetchJson(`${bff}/session`, { method: 'DELETE', headers })).toMatchObject({ status: 200, body: { ok: true } })
    const nav = await fetchJson(`${bff}/navigation/items`, { headers })
    expect(nav.body.items.at(-1).type).toBe('login')
  })
})

it('GET /bff/health answers ok', async () => {
  expect(await fetchJson(`${bff}/health`)).toMatchObject({ status: 200, body: { ok: true } })
})
