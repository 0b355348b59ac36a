import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSummary } from '../catalog/products'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openPglite } from '../db/pglite'
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

const SUMMARY_KEYS = [
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
]
const NOT_FOUND = { code: 'NOT_FOUND', message: 'cannot find information about the product' }

type Option = { optionId: number; name: string; price: number; discountApplyPrice: number; stock: number; soldOut: boolean }

const detail = (id: number | string, token?: string) =>
  fetchJson(`${bff}/product/detail?productId=${id}`, token ? { headers: { authorization: token } } : undefined)

async function productIds(where: string, limit = 5): Promise<number[]> {
  const rows = await backend.db.query<{ id: number }>(
    `select product_id as id from products p where ${where} order by product_id limit ${limit}`,
  )
  return rows.map((r) => r.id)
}

describe('GET /bff/product/detail', () => {
  it('answers the summary fields plus the detail of the contract', async () => {
    const { status, body } = await detail(1024)
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(
      [
        ...SUMMARY_KEYS,
        'images',
        'description',
        'options',
        'maxQuantity',
        'delivery',
        'category',
        'relatedProducts',
        'subscribable',
      ].sort(),
    )
    expect(body).toMatchObject({ productId: 1024, maxQuantity: 10 })
    expect(body.images).toEqual(['/cdn/products/1024.svg', '/cdn/products/1024-2.svg', '/cdn/products/1024-3.svg'])
    const paragraphs = body.description.split('\n\n')
    expect(paragraphs.length).toBeGreaterThanOrEqual(2)
    expect(paragraphs.length).toBeLessThanOrEqual(4)
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/[가-힣].*[.!]$/)
    expect(Object.keys(body.delivery).sort()).toEqual(['express', 'fee', 'freeOver', 'logistic', 'morning', 'seoulOnly'])
    expect(body.category.path).toEqual([
      { categoryId: body.productGroup2Id, name: expect.any(String) },
      { categoryId: body.productGroup3Id, name: expect.any(String) },
    ])
    // The option the name describes sells at the product's own prices.
    expect(body.options).toContainEqual(expect.objectContaining({ price: body.price, discountApplyPrice: body.discountApplyPrice }))
  })

  it('gives every product 1–4 options consistent with its sold-out state', async () => {
    const [row] = await backend.db.query<Record<string, number>>(
      `select count(*) filter (where n not between 1 and 4)::int as bad_count,
              count(*) filter (where p.is_entirely_soldout and sold <> n)::int as entirely_with_stock,
              count(*) filter (where p.sell_limit_status_code = 'SOLDOUT' and not p.is_entirely_soldout and (sold = 0 or sold = n))::int as partly_wrong,
              count(*) filter (where p.sell_limit_status_code is null and sold > 0)::int as available_sold_out
         from products p
         join (select product_id, count(*)::int as n, count(*) filter (where sold_out)::int as sold
                 from product_options group by 1) o using (product_id)`,
    )
    expect(row).toEqual({ bad_count: 0, entirely_with_stock: 0, partly_wrong: 0, available_sold_out: 0 })
    const [options] = await backend.db.query<Record<string, number>>(
      `select count(*)::int as total,
              count(*) filter (where (stock = 0) <> sold_out or stock > 50 or discount_apply_price > price)::int as inconsistent,
              (select count(*)::int from products where product_id not in (select product_id from product_options)) as without
         from product_options`,
    )
    expect(options).toMatchObject({ inconsistent: 0, without: 0 })

    for (const id of await productIds('p.is_entirely_soldout')) {
      const { body } = await detail(id)
      expect(body.options.length).toBeGreaterThanOrEqual(1)
      expect(
        body.options.every((o: Option) => o.soldOut && o.stock === 0),
        `product ${id}`,
      ).toBe(true)
    }
    for (const id of await productIds(`p.sell_limit_status_code = 'SOLDOUT' and not p.is_entirely_soldout`)) {
      const { body } = await detail(id)
      expect(body.options.some((o: Option) => o.soldOut)).toBe(true)
      expect(body.options.some((o: Option) => !o.soldOut && o.stock > 0)).toBe(true)
    }
  })

  it('offers what the product supports to a guest, intersected with a member’s delivery data', async () => {
    // A popular dog food: dawn and same-day delivery.
    const [food] = await productIds('p.product_group3_id = 1101 and p.review_count >= 100 and p.discount_apply_price < 100000', 1)
    const guest = (await detail(food ?? 0)).body.delivery
    expect(guest).toEqual({ morning: true, express: true, logistic: true, seoulOnly: false, fee: 3000, freeOver: 30000 })
    // demo@petshop.test lives in Seoul, where everything is possible.
    expect((await detail(food ?? 0, await signIn(backend, DEMO_USERS.demo))).body.delivery).toEqual(guest)
    // cat@petshop.test lives in Gyeonggi: dawn delivery yes, same-day no.
    const cat = await signIn(backend, DEMO_USERS.cat)
    expect((await detail(food ?? 0, cat)).body.delivery).toEqual({ ...guest, express: false })
    // A member without an address and a dead token both get the guest's answer.
    expect((await detail(food ?? 0, await signIn(backend, DEMO_USERS.link))).body.delivery).toEqual(guest)
    expect((await detail(food ?? 0, 'not-a-token')).body.delivery).toEqual(guest)

    // Cat towers are assembled at home in Seoul only.
    const [tower] = await productIds('p.product_group3_id = 2502', 1)
    const towerGuest = (await detail(tower ?? 0)).body.delivery
    expect(towerGuest).toMatchObject({ morning: false, express: false, logistic: true, seoulOnly: true })
    expect((await detail(tower ?? 0, await signIn(backend, DEMO_USERS.demo))).body.delivery).toEqual(towerGuest)
    expect((await detail(tower ?? 0, cat)).body.delivery).toMatchObject({
      morning: false,
      express: false,
      logistic: false,
      seoulOnly: true,
    })
  })

  it('relates 4–12 other products of the same level-3 category, available ones first', async () => {
    for (const id of [1024, ...(await productIds('p.product_group1_id = 2', 3))]) {
      const { body } = await detail(id)
      const related = body.relatedProducts as ProductSummary[]
      expect(related.length).toBeGreaterThanOrEqual(4)
      expect(related.length).toBeLessThanOrEqual(12)
      expect(Object.keys(related[0] ?? {}).sort()).toEqual([...SUMMARY_KEYS].sort())
      for (const p of related) {
        expect(p.productGroup3Id).toBe(body.productGroup3Id)
        expect(p.productId).not.toBe(id)
      }
      const soldOutAt = related.findIndex((p) => p.productSellLimitStatusCode === 'SOLDOUT')
      if (soldOutAt >= 0) expect(related.slice(soldOutAt).every((p) => p.productSellLimitStatusCode === 'SOLDOUT')).toBe(true)
    }
  })

  it('answers 404 with the contract message for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '1e20', '99999999999', '', '1024&productId=1025']) {
      const { status, body } = await detail(id)
      expect(status, id).toBe(404)
      expect(body).toEqual(NOT_FOUND)
    }
    const { status, body } = await fetchJson(`${bff}/product/detail`)
    expect(status).toBe(404)
    expect(body).toEqual(NOT_FOUND)
  })

  it('answers a product without stored options or description with ones made from the product', async () => {
    const [id = 0] = await productIds(`p.sell_limit_status_code is null`, 1)
    const before = (await detail(id)).body
    await backend.db.query('delete from product_options where product_id = $1', [id])
    await backend.db.query('update products set description = null where product_id = $1', [id])
    const { status, body } = await detail(id)
    expect(status).toBe(200)
    expect(body.options).toEqual([
      {
        optionId: id * 10 + 1,
        name: '단품',
        price: before.price,
        discountApplyPrice: before.discountApplyPrice,
        stock: 10,
        soldOut: false,
      },
    ])
    // The seed stored the text product detail writes, so nothing changes for the shopper.
    expect(body.description).toBe(before.description)
  })
})

describe('a database seeded before migration 5', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'petshop-old-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('gets the migration and still answers the catalogue', async () => {
    const old = await openPglite(dataDir)
    await migrate(old, migrations.slice(0, 4))
    await old.exec(`
      insert into categories values (2, null, 2, '고양이', 1, 2), (23, 2, 2, '모래', 2, 3), (2302, 23, 2, '두부모래', 3, 2);
      insert into brands (brand_id, name) values (1, '모래연구소');
      insert into products (product_id, product_name, product_group1_id, product_group2_id, product_group3_id, brand_id, price,
                            discount_apply_price, review_count, review_score)
      values (1001, '모래연구소 두부모래 7L', 2, 23, 2302, 1, 9000, 8000, 42, 4.6);
    `)
    await old.close()

    const upgraded = await startTestBackend({ dataDir })
    try {
      const { body: tree } = await fetchJson(`${upgraded.url}/bff/category/tree?productGroup1Id=2`)
      expect(tree.categories).toEqual([
        {
          categoryId: 23,
          name: '모래',
          depth: 2,
          productCount: 1,
          children: [{ categoryId: 2302, name: '두부모래', depth: 3, productCount: 1 }],
        },
      ])
      const { body: listing } = await fetchJson(`${upgraded.url}/bff/category/products?categoryId=23`)
      expect(listing.products.map((p: ProductSummary) => p.productId)).toEqual([1001])
      const { status, body } = await fetchJson(`${upgraded.url}/bff/product/detail?productId=1001`)
      expect(status).toBe(200)
      expect(body.options).toEqual([{ optionId: 10011, name: '단품', price: 9000, discountApplyPrice: 8000, stock: 10, soldOut: false }])
      expect(body.description.length).toBeGreaterThan(20)
      expect(body.relatedProducts).toEqual([])
      const { body: reviews } = await fetchJson(`${upgraded.url}/review/reviews?productId=1001`)
      // Decision 047: counts are of stored reviews; migration 28 brought the product's to them (none stored here).
      expect(reviews).toMatchObject({ totalCount: 0, averageScore: 0, reviews: [] })
      expect(Object.values(reviews.scoreCounts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(0)
      expect(body).toMatchObject({ reviewCount: 0, reviewScore: 0 })
    } finally {
      await upgraded.close()
    }
  })
})
