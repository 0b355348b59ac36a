import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

let backend: RunningBackend
let bff: string

beforeAll(async () => {
  backend = await startTestBackend()
  bff = `${backend.url}/bff`
})
afterAll(() => backend.close())

type Node = { categoryId: number; name: string; depth: number; productCount: number; children?: Node[] }

const soldOut = (p: ProductSummary) => p.productSellLimitStatusCode === 'SOLDOUT'

/** Every product of a listing, page after page. */
async function listAll(categoryId: number, sort: string, size = 48) {
  const products: ProductSummary[] = []
  let totalCount = 0
  for (let page = 1; ; page++) {
    const { status, body } = await fetchJson(`${bff}/category/products?categoryId=${categoryId}&sort=${sort}&page=${page}&size=${size}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ page, size, sort })
    totalCount = body.totalCount
    products.push(...body.products)
    if (body.products.length < size) break
  }
  return { products, totalCount }
}

describe('GET /bff/category/tree', () => {
  it.each([1, 2])('answers group %i as depth-2 categories with depth-3 children whose counts add up', async (group) => {
    const { status, body } = await fetchJson(`${bff}/category/tree?productGroup1Id=${group}`)
    expect(status).toBe(200)
    expect(body.productGroup1Id).toBe(group)
    expect(body.categories.length).toBeGreaterThanOrEqual(5)
    let total = 0
    for (const category of body.categories as Node[]) {
      expect(Object.keys(category).sort()).toEqual(['categoryId', 'children', 'depth', 'name', 'productCount'])
      expect(category.depth).toBe(2)
      expect(Math.floor(category.categoryId / 10)).toBe(group)
      expect(category.children?.length).toBeGreaterThan(0)
      for (const child of category.children ?? []) {
        expect(Object.keys(child).sort()).toEqual(['categoryId', 'depth', 'name', 'productCount'])
        expect(child).toMatchObject({ depth: 3 })
        expect(Math.floor(child.categoryId / 100)).toBe(category.categoryId)
        expect(child.productCount).toBeGreaterThan(0)
      }
      expect((category.children ?? []).reduce((sum, c) => sum + c.productCount, 0)).toBe(category.productCount)
      total += category.productCount
    }
    const [row] = await backend.db.query<{ count: number }>('select count(*)::int as count from products where product_group1_id = $1', [
      group,
    ])
    expect(total).toBe(row?.count)
  })

  it('answers 400 for another group', async () => {
    for (const query of ['productGroup1Id=3', 'productGroup1Id=abc', '']) {
      const { status, body } = await fetchJson(`${bff}/category/tree?${query}`)
      expect(status, query).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
    }
  })
})

describe('GET /bff/category/products', () => {
  const newest = async (products: ProductSummary[]) => {
    const rows = await backend.db.query<{ id: number; at: Date }>(
      'select product_id as id, created_at as at from products where product_id = any($1::int[])',
      [products.map((p) => p.productId)],
    )
    const at = new Map(rows.map((r) => [r.id, r.at.getTime()]))
    return (a: ProductSummary, b: ProductSummary) => (at.get(b.productId) ?? 0) - (at.get(a.productId) ?? 0)
  }
  /** Negative when a must come before b; 0 when either order is right. */
  const ORDERS: Record<string, (a: ProductSummary, b: ProductSummary) => number> = {
    POPULAR: (a, b) => b.reviewCount - a.reviewCount || b.reviewScore - a.reviewScore,
    // Prices and rates as the cards show them: the lowest option's (decision 046).
    PRICE_ASC: (a, b) => a.lowestOptionDiscountApplyPrice - b.lowestOptionDiscountApplyPrice,
    PRICE_DESC: (a, b) => b.lowestOptionDiscountApplyPrice - a.lowestOptionDiscountApplyPrice,
    REVIEW_COUNT: (a, b) => b.reviewCount - a.reviewCount,
    DISCOUNT: (a, b) => b.lowestOptionDiscountRate - a.lowestOptionDiscountRate,
  }

  it.each(['POPULAR', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW_COUNT', 'DISCOUNT'])(
    'sorts by %s across pages, sold-out products last',
    async (sort) => {
      const { products, totalCount } = await listAll(11, sort)
      expect(products.length).toBe(totalCount)
      expect(new Set(products.map((p) => p.productId)).size).toBe(totalCount)
      const firstSoldOut = products.findIndex(soldOut)
      expect(firstSoldOut).toBeGreaterThan(0)
      expect(products.slice(firstSoldOut).every(soldOut)).toBe(true)
      const order = ORDERS[sort] ?? (await newest(products))
      for (const segment of [products.slice(0, firstSoldOut), products.slice(firstSoldOut)]) {
        for (let i = 1; i < segment.length; i++) {
          const [a, b] = [segment[i - 1], segment[i]] as [ProductSummary, ProductSummary]
          expect(order(a, b), `${sort} #${i}: ${a.productId} before ${b.productId}`).toBeLessThanOrEqual(0)
        }
      }
    },
  )

  it('defaults to POPULAR, page 1, size 24; page 2 continues page 1', async () => {
    const { body: first } = await fetchJson(`${bff}/category/products?categoryId=1101`)
    expect(first).toMatchObject({ page: 1, size: 24, sort: 'POPULAR' })
    expect(first.products).toHaveLength(24)
    const { body: second } = await fetchJson(`${bff}/category/products?categoryId=1101&page=2`)
    const { body: both } = await fetchJson(`${bff}/category/products?categoryId=1101&size=48`)
    const ids = (body: { products: ProductSummary[] }) => body.products.map((p) => p.productId)
    expect([...ids(first), ...ids(second)]).toEqual(ids(both))
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(48)
    const { body: tree } = await fetchJson(`${bff}/category/tree?productGroup1Id=1`)
    const leaf = (tree.categories as Node[]).flatMap((c) => c.children ?? []).find((c) => c.categoryId === 1101)
    expect(first.totalCount).toBe(leaf?.productCount)
    const { status, body: past } = await fetchJson(`${bff}/category/products?categoryId=1101&page=999`)
    expect(status).toBe(200)
    expect(past).toMatchObject({ products: [], totalCount: first.totalCount, page: 999 })
  })

  it('answers the category block of a level-3 category', async () => {
    const { body } = await fetchJson(`${bff}/category/products?categoryId=2302&size=1`)
    expect(body.category).toEqual({
      categoryId: 2302,
      name: '두부모래',
      depth: 3,
      productGroup1Id: 2,
      path: [
        { categoryId: 23, name: '모래' },
        { categoryId: 2302, name: '두부모래' },
      ],
      children: [],
      siblings: [
        { categoryId: 2301, name: '벤토나이트' },
        { categoryId: 2302, name: '두부모래' },
        { categoryId: 2303, name: '카사바/천연모래' },
        { categoryId: 2304, name: '실리카겔' },
      ],
    })
  })

  it("lists a level-2 category's children's products, with its children and the group's level-2 siblings", async () => {
    const { products, totalCount } = await listAll(16, 'POPULAR')
    const { body } = await fetchJson(`${bff}/category/products?categoryId=16&size=1`)
    const { category } = body
    expect(category).toMatchObject({ categoryId: 16, depth: 2, productGroup1Id: 1, path: [{ categoryId: 16, name: '급식/급수기' }] })
    expect(category.children.map((c: Node) => c.categoryId)).toEqual([1601, 1602, 1603, 1604])
    expect(category.children.reduce((sum: number, c: Node) => sum + c.productCount, 0)).toBe(totalCount)
    expect(category.siblings.map((c: Node) => c.categoryId)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19])
    expect(products.every((p) => p.productGroup2Id === 16)).toBe(true)
    expect(new Set(products.map((p) => p.productGroup3Id))).toEqual(new Set([1601, 1602, 1603, 1604]))
    for (const child of category.children as Node[]) {
      expect(products.filter((p) => p.productGroup3Id === child.categoryId)).toHaveLength(child.productCount)
    }
  })

  it('answers 404 for an id that is not a level-2 or level-3 category', async () => {
    for (const id of ['9999', '1', '2', '0', '-5', '99999999999', '']) {
      const { status, body } = await fetchJson(`${bff}/category/products?categoryId=${id}`)
      expect(status, id).toBe(404)
      expect(body.code).toBe('NOT_FOUND')
    }
  })

  it('answers 400 for bad parameters, never 500', async () => {
    const bad = [
      'categoryId=abc',
      'sort=POPULAR',
      'categoryId=11&sort=WRONG',
      'categoryId=11&sort=popular',
      'categoryId=11&page=0',
      'categoryId=11&page=-1',
      'categoryId=11&page=abc',
      'categoryId=11&page=1e300',
      'categoryId=11&size=0',
      'categoryId=11&size=49',
      'categoryId=11&size=2.5',
      'categoryId=11&categoryId=12',
      'categoryId=11&sort=NEWEST&sort=POPULAR',
    ]
    for (const query of bad) {
      const { status, body } = await fetchJson(`${bff}/category/products?${query}`)
      expect(status, query).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
    }
  })
})
