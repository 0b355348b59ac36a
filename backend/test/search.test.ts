import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDelivery } from '../catalog/delivery'
import type { ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import { grams } from '../search/normalize'
import { fetchJson, startTestBackend } from './helpers'

let backend: RunningBackend
let base: string

beforeAll(async () => {
  backend = await startTestBackend()
  base = `${backend.url}/search`
})
afterAll(() => backend.close())

type Query = Record<string, string | number>
const qs = (query: Query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()
const search = (query: Query) => fetchJson(`${base}/products?${qs(query)}`)
const ids = (products: ProductSummary[]) => products.map((p) => p.productId)
const soldOut = (p: ProductSummary) => p.productSellLimitStatusCode === 'SOLDOUT'

/** Every match of a search, page after page (size 48). */
async function searchAll(query: Query): Promise<{ products: ProductSummary[]; totalCount: number }> {
  const products: ProductSummary[] = []
  for (let page = 1; ; page++) {
    const { status, body } = await search({ ...query, page, size: 48 })
    expect(status).toBe(200)
    products.push(...body.products)
    if (body.products.length < 48) return { products, totalCount: body.totalCount }
  }
}

/** Product ids whose name contains a text, straight from the table (the test may scan). */
async function namesContaining(text: string): Promise<number[]> {
  const rows = await backend.db.query<{ id: number }>(
    `select product_id as id from products where strpos(lower(replace(product_name, ' ', '')), $1) > 0 order by 1`,
    [text],
  )
  return rows.map((r) => r.id)
}

describe('GET /search/products: matching', () => {
  it('finds partial words, whatever the spacing and case', async () => {
    const salmon = await searchAll({ word: '연어' })
    expect(salmon.totalCount).toBe(salmon.products.length)
    expect(ids(salmon.products).sort((a, b) => a - b)).toEqual(await namesContaining('연어'))
    // '치는날' is the end of the brand 꼬리치는날; '펫샵온리' is the brand '펫샵 온리' without its space.
    const { body: partial } = await search({ word: '치는날', size: 48 })
    expect(partial.products.length).toBeGreaterThan(0)
    expect(partial.products.every((p: ProductSummary) => p.brandName === '꼬리치는날')).toBe(true)
    const spaced = await searchAll({ word: '펫샵 온리' })
    const joined = await searchAll({ word: '펫샵온리' })
    expect(ids(joined.products)).toEqual(ids(spaced.products))
    expect(spaced.products.every((p) => p.brandName === '펫샵 온리')).toBe(true)
    const { body: apart } = await search({ word: '바른 펫' })
    const { body: together } = await search({ word: '바른펫' })
    expect(apart.totalCount).toBe(together.totalCount)
    const { body: run } = await search({ word: '연어사료', size: 48 })
    expect(run.products.some((p: ProductSummary) => p.productName.includes('연어 사료'))).toBe(true)
    const { body: upper } = await search({ word: 'USB', size: 48 })
    const { body: lower } = await search({ word: 'usb', size: 48 })
    expect(upper.totalCount).toBeGreaterThan(0)
    expect(ids(upper.products)).toEqual(ids(lower.products))
  })

  it('matches brand and category names', async () => {
    const brand = await searchAll({ word: '멍멍키친' })
    const [count] = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from products p join brands b using (brand_id) where b.name = '멍멍키친'`,
    )
    expect(brand.totalCount).toBe(count?.n)
    // 고양이 is the cat group's name: every cat product; 위생/배변 a level-2 category.
    const { body: cats } = await search({ word: '고양이', productGroup1Id: 2, size: 1 })
    const [cat] = await backend.db.query<{ n: number }>('select count(*)::int as n from products where product_group1_id = 2')
    expect(cats.totalCount).toBe(cat?.n)
    const hygiene = await searchAll({ word: '위생 배변' })
    const [inCategory] = await backend.db.query<{ n: number }>('select count(*)::int as n from products where product_group2_id = 14')
    expect(hygiene.products.filter((p) => p.productGroup2Id === 14).length).toBe(inCategory?.n)
  })

  it.each([
    ['닥타멍', '닥터멍'],
    ['멍멍키진', '멍멍키친'],
    ['꼬리치날', '꼬리치는날'],
  ])('finds close names through similarity: %s → %s', async (typo, brandName) => {
    const { status, body } = await search({ word: typo })
    expect(status).toBe(200)
    expect(body.totalCount).toBeGreaterThan(0)
    expect(body.products[0].brandName).toBe(brandName)
  })

  it('answers an empty result with empty facets', async () => {
    for (const word of ['zzqqxx', '블루투스 스피커', '!!!']) {
      const { status, body } = await search({ word })
      expect(status, word).toBe(200)
      expect(body).toEqual({
        word,
        products: [],
        totalCount: 0,
        page: 1,
        size: 24,
        sort: 'scoreDesc',
        facets: { brands: [], categories: [], priceRange: null },
      })
    }
  })

  it('keeps SQL grams and the word grams the same, and fills them for every product', async () => {
    for (const text of ['로얄캐닌', '연어', 'a', '꼬리치는날2kg']) {
      const [row] = await backend.db.query<{ grams: string[] }>('select search_grams($1) as grams', [text])
      expect([...(row?.grams ?? [])].sort(), text).toEqual(grams(text).sort())
    }
    const [row] = await backend.db.query<{ missing: number }>(
      `select count(*)::int as missing from products
        where search_text <> search_document(product_name, brand_id, product_group1_id, product_group2_id, product_group3_id)
           or search_grams <> search_grams(search_text) or cardinality(search_grams) = 0`,
    )
    expect(row?.missing).toBe(0)
  })

  it('keeps the search document right for new products and renamed brands', async () => {
    const rollback = new Error('rollback')
    await expect(
      backend.db.transaction(async (tx) => {
        await tx.query(`update brands set name = '해바라기펫' where name = '바른펫'`)
        await tx.query(
          `insert into products (product_id, product_name, product_group1_id, product_group2_id, product_group3_id, brand_id, price, discount_apply_price)
           values (99001, '해바라기펫 신상 연어 사료 2kg', 1, 11, 1101, 1, 30000, 27000)`,
        )
        const rows = await tx.query<{ id: number }>(
          `select product_id as id from products where search_grams @> search_grams('해바라기') and strpos(search_text, '해바라기') > 0`,
        )
        expect(rows.length).toBeGreaterThan(30)
        expect(rows.map((r) => r.id)).toContain(99001)
        throw rollback
      }),
    ).rejects.toBe(rollback)
  })

  it('uses the GIN index, not a scan of products', async () => {
    const plan = await backend.db.transaction(async (tx) => {
      // Few rows make a scan cheaper for the planner; turned off, the plan shows the index is usable.
      await tx.query('set local enable_seqscan = off')
      const rows = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select product_id from products
          where search_grams @> array['연어'] or search_grams && array['로얄', '얄캐', '로캐']`,
      )
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('products_search_grams_idx')
    expect(plan).not.toMatch(/Seq Scan on products/)
  })
})

describe('GET /search/products: ranking, filters, sorts, facets, paging', () => {
  it('puts the brand searched for first, then sold-out products last', async () => {
    const { products } = await searchAll({ word: '하루펫' })
    const brand = products.filter((p) => p.brandName === '하루펫' && !soldOut(p))
    expect(brand.length).toBeGreaterThan(0)
    expect(products.slice(0, brand.length)).toEqual(brand)
    const { body } = await search({ word: '관절 영양제', size: 3 })
    for (const p of body.products) expect(p.productName).toContain('관절 영양제')
  })

  it('filters by group and delivery type as product detail decides delivery', async () => {
    for (const group of [1, 2]) {
      const { body } = await search({ word: '방석', productGroup1Id: group, size: 48 })
      expect(body.products.every((p: ProductSummary) => p.productGroup1Id === group)).toBe(true)
    }
    const all = await searchAll({ word: '원목' })
    const supports = (p: ProductSummary) => productDelivery(p)
    for (const type of ['morning', 'express', 'logistic'] as const) {
      const { products } = await searchAll({ word: '원목', deliveryType: type })
      expect(ids(products).sort(), type).toEqual(ids(all.products.filter((p) => supports(p)[type])).sort())
    }
    expect(all.products.filter((p) => !supports(p).morning).length).toBeGreaterThan(0)
  })

  // Decision 050: this test used to assert that the facets ignore every filter (equal to the plain
  // search's); each facet now follows the other filters, and only its own is left out.
  it('filters by price, brands and category; each facet follows the other filters but not its own', async () => {
    const { body: plain } = await search({ word: '방석' })
    const { body } = await search({ word: '방석', minPrice: 20000, maxPrice: 40000, size: 48 })
    // On the price the card shows, the lowest option's (decision 046).
    const shown = (p: ProductSummary) => p.lowestOptionDiscountApplyPrice
    expect(body.products.every((p: ProductSummary) => shown(p) >= 20000 && shown(p) <= 40000)).toBe(true)
    expect(body.totalCount).toBeLessThan(plain.totalCount)
    // The price range leaves its own filter out; brands and categories count only what the price lets through.
    expect(body.facets.priceRange).toEqual(plain.facets.priceRange)
    const sum = (list: { count: number }[]) => list.reduce((n, x) => n + x.count, 0)
    expect(sum(body.facets.categories)).toBe(body.totalCount)
    expect(body.facets.brands).not.toEqual(plain.facets.brands)
    const [first, second] = plain.facets.brands
    const { body: brands } = await search({ word: '방석', brandId: `${first.brandId},${second.brandId}`, size: 48 })
    expect(brands.totalCount).toBe(first.count + second.count)
    // The brands leave their own filter out (a shopper can still switch); the categories follow the brands.
    expect(brands.facets.brands).toEqual(plain.facets.brands)
    expect(sum(brands.facets.categories)).toBe(brands.totalCount)
    for (const categoryId of [18, 1801]) {
      const { body: category } = await search({ word: '방석', categoryId, size: 48 })
      const inside = (p: ProductSummary) => (categoryId < 100 ? p.productGroup2Id : p.productGroup3Id) === categoryId
      expect(category.products.length).toBeGreaterThan(0)
      expect(category.products.every(inside)).toBe(true)
    }
    // Group and delivery type do narrow the facets.
    const { body: dogs } = await search({ word: '방석', productGroup1Id: 1 })
    expect(dogs.facets.categories.every((c: { categoryId: number }) => c.categoryId < 20)).toBe(true)
  })

  it('a brand count is what choosing it lists, with the category and price applied (decision 050)', async () => {
    const { body: inCategory } = await search({ word: '방석', categoryId: 18, minPrice: 10000 })
    for (const brand of inCategory.facets.brands.slice(0, 3)) {
      const { body } = await search({ word: '방석', categoryId: 18, minPrice: 10000, brandId: brand.brandId })
      expect(body.totalCount, brand.brandName).toBe(brand.count)
    }
    const { body: oneBrand } = await search({ word: '방석', brandId: inCategory.facets.brands[0].brandId })
    for (const category of oneBrand.facets.categories) {
      const { body } = await search({ word: '방석', brandId: inCategory.facets.brands[0].brandId, categoryId: category.categoryId })
      expect(body.totalCount).toBe(category.count)
    }
  })

  it('a forged brand lists nothing but keeps the facets to choose from', async () => {
    const { body } = await search({ word: '방석', brandId: 999999 })
    expect(body.totalCount).toBe(0)
    expect(body.facets.brands.length).toBeGreaterThan(0)
  })

  it('answers facets over the matches: top brands, level-2 categories, the price range', async () => {
    const { products, totalCount } = await searchAll({ word: '간식' })
    const { body } = await search({ word: '간식' })
    const { brands, categories, priceRange } = body.facets
    expect(brands.length).toBe(20)
    expect(brands.map((b: { count: number }) => b.count)).toEqual([...brands.map((b: { count: number }) => b.count)].sort((a, b) => b - a))
    expect(categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(totalCount)
    expect(categories.every((c: { categoryId: number }) => c.categoryId < 100)).toBe(true)
    const prices = products.map((p) => p.lowestOptionDiscountApplyPrice)
    expect(priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) })
  })

  const ORDERS: Record<string, ((a: ProductSummary, b: ProductSummary) => number) | null> = {
    scoreDesc: null,
    newest: null,
    priceAsc: (a, b) => a.lowestOptionDiscountApplyPrice - b.lowestOptionDiscountApplyPrice,
    priceDesc: (a, b) => b.lowestOptionDiscountApplyPrice - a.lowestOptionDiscountApplyPrice,
    reviewCountDesc: (a, b) => b.reviewCount - a.reviewCount,
  }

  it.each(Object.keys(ORDERS))('sorts by %s with sold-out products last', async (sort) => {
    const { products, totalCount } = await searchAll({ word: '원목', sort })
    expect(new Set(ids(products)).size).toBe(totalCount)
    const firstSoldOut = products.findIndex(soldOut)
    expect(firstSoldOut).toBeGreaterThan(0)
    expect(products.slice(firstSoldOut).every(soldOut)).toBe(true)
    const order = ORDERS[sort]
    if (!order) return
    for (const segment of [products.slice(0, firstSoldOut), products.slice(firstSoldOut)]) {
      for (let i = 1; i < segment.length; i++) {
        expect(order(segment[i - 1] as ProductSummary, segment[i] as ProductSummary)).toBeLessThanOrEqual(0)
      }
    }
  })

  it('sorts newest by creation date', async () => {
    const { products } = await searchAll({ word: '원목', sort: 'newest' })
    const rows = await backend.db.query<{ id: number }>(
      `select product_id as id from products where product_id = any($1::int[]) order by sell_limit_status_code is not null, created_at desc`,
      [ids(products)],
    )
    expect(ids(products)).toEqual(rows.map((r) => r.id))
  })

  it('pages by 24 by default, and by an offset for chunks of 16', async () => {
    const { body: first } = await search({ word: '사료' })
    expect(first).toMatchObject({ page: 1, size: 24 })
    expect(first.products).toHaveLength(24)
    const { body: wide } = await search({ word: '사료', size: 48 })
    const { body: chunk } = await search({ word: '사료', offset: 24, size: 16 })
    expect(chunk.products).toHaveLength(16)
    expect([...ids(first.products), ...ids(chunk.products)]).toEqual(ids(wide.products).slice(0, 40))
    const { body: second } = await search({ word: '사료', page: 2, size: 16 })
    expect(ids(second.products)).toEqual(ids(wide.products).slice(16, 32))
    const { body: past } = await search({ word: '사료', page: 999 })
    expect(past).toMatchObject({ products: [], totalCount: first.totalCount, page: 999 })
  })

  it.each([
    ['no word', {}],
    ['an empty word', { word: '   ' }],
    ['a word of 51 characters', { word: '가'.repeat(51) }],
    ['a bad sort', { word: '사료', sort: 'POPULAR' }],
    ['size 0', { word: '사료', size: 0 }],
    ['size 49', { word: '사료', size: 49 }],
    ['page 0', { word: '사료', page: 0 }],
    ['group 3', { word: '사료', productGroup1Id: 3 }],
    ['a bad delivery type', { word: '사료', deliveryType: 'dawn' }],
    ['a bad price', { word: '사료', minPrice: -1 }],
    ['a minimum above the maximum', { word: '사료', minPrice: 5000, maxPrice: 1000 }],
    ['a bad brand list', { word: '사료', brandId: '1,a' }],
    ['an unknown category', { word: '사료', categoryId: 9999 }],
    ['a level-1 category', { word: '사료', categoryId: 1 }],
    ['an offset over 10000', { word: '사료', offset: 10001 }],
  ])('answers 400 for %s', async (_name, query) => {
    const { status, body } = await search(query)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message).toMatch(/[가-힣]/)
  })

  it('accepts a word of 50 characters', async () => {
    const { status } = await search({ word: `  ${'가'.repeat(50)}  ` })
    expect(status).toBe(200)
  })
})
