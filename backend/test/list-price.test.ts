import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lowestOption } from '../../app/domain/list-price'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

/**
 * Decision 046: the catalogue's answers carry the price a list shows — the lowest option that can
 * be bought, of every option when none can — worked out in SQL from the stored option rows, and
 * price sorts and filters use that number.
 */
let backend: RunningBackend
let bff: string

beforeAll(async () => {
  backend = await startTestBackend()
  bff = `${backend.url}/bff`
})
afterAll(() => backend.close())

type OptionRow = { optionId: number; productId: number; price: number; discountApplyPrice: number; soldOut: boolean }

async function optionsByProduct(): Promise<Map<number, OptionRow[]>> {
  const rows = await backend.db.query<OptionRow>(
    `select option_id as "optionId", product_id as "productId", price, discount_apply_price as "discountApplyPrice",
            (sold_out or stock = 0) as "soldOut"
       from product_options order by product_id, sort`,
  )
  const by = new Map<number, OptionRow[]>()
  for (const row of rows) by.set(row.productId, [...(by.get(row.productId) ?? []), row])
  return by
}

const summary = async (productId: number): Promise<ProductSummary> => {
  const { status, body } = await fetchJson(`${bff}/product/summaries?productIds=${productId}`)
  expect(status).toBe(200)
  return body.products[0]
}

const rate = (price: number, sale: number) => Math.round(((price - sale) * 100) / price)

describe('the lowest option in the catalogue’s answers', () => {
  it('every product’s summary names the option domain/list-price.ts lowestOption picks from its stored rows', async () => {
    const options = await optionsByProduct()
    const products = await backend.db.query<ProductSummary>(
      `select ${PRODUCT_SUMMARY_COLUMNS} from products p join brands b using (brand_id) order by p.product_id`,
    )
    expect(products.length).toBeGreaterThan(3000)
    let differ = 0
    for (const product of products) {
      const lowest = lowestOption(options.get(product.productId) ?? [], product.isEntirelySoldout)
      expect(lowest, `product ${product.productId}`).not.toBeNull()
      if (!lowest) continue
      expect(
        {
          lowestOptionId: product.lowestOptionId,
          lowestOptionPrice: product.lowestOptionPrice,
          lowestOptionDiscountApplyPrice: product.lowestOptionDiscountApplyPrice,
          lowestOptionDiscountRate: product.lowestOptionDiscountRate,
          optionPricesDiffer: product.optionPricesDiffer,
        },
        `product ${product.productId}`,
      ).toEqual({
        lowestOptionId: lowest.option.optionId,
        lowestOptionPrice: lowest.option.price,
        lowestOptionDiscountApplyPrice: lowest.option.discountApplyPrice,
        lowestOptionDiscountRate: rate(lowest.option.price, lowest.option.discountApplyPrice),
        optionPricesDiffer: lowest.differ,
      })
      if (lowest.differ) differ++
    }
    // The seed has both kinds: the rule is not trivially one of them.
    expect(differ).toBeGreaterThan(500)
    expect(products.length - differ).toBeGreaterThan(500)
  })

  it('product 3914 lists from its 85g can (4,500원), 2587 from its 30포 box (23,170원), beside their own list prices', async () => {
    expect(await summary(3914)).toMatchObject({
      discountApplyPrice: 17_100,
      lowestOptionId: 39141,
      lowestOptionPrice: 9_000,
      lowestOptionDiscountApplyPrice: 4_500,
      lowestOptionDiscountRate: 50,
      optionPricesDiffer: true,
    })
    expect(await summary(2587)).toMatchObject({
      discountApplyPrice: 41_650,
      lowestOptionPrice: 33_100,
      lowestOptionDiscountApplyPrice: 23_170,
      lowestOptionDiscountRate: 30,
      optionPricesDiffer: true,
    })
  })

  it('the card’s price is the lowest the product page offers to buy, and follows the stock', async () => {
    const page = async () => {
      const { body } = await fetchJson(`${bff}/product/detail?productId=3914`)
      return lowestOption(body.options as OptionRow[], body.isEntirelySoldout)?.option.discountApplyPrice
    }
    expect(await page()).toBe((await summary(3914)).lowestOptionDiscountApplyPrice)
    const before = await backend.db.query<{ option_id: number; stock: number; sold_out: boolean }>(
      'select option_id, stock, sold_out from product_options where product_id = 3914',
    )
    try {
      // The 4,500원 can sells out: the list now starts at 9,000원, still "~" below 17,100원.
      await backend.db.query('update product_options set stock = 0, sold_out = true where option_id = 39141')
      expect(await summary(3914)).toMatchObject({ lowestOptionDiscountApplyPrice: 9_000, optionPricesDiffer: true })
      expect(await page()).toBe(9_000)
      // One can left to buy: its plain price.
      await backend.db.query('update product_options set stock = 0, sold_out = true where option_id = 39143')
      expect(await summary(3914)).toMatchObject({ lowestOptionId: 39142, lowestOptionDiscountApplyPrice: 9_000, optionPricesDiffer: false })
      // Every can sold out: the lowest of them all again.
      await backend.db.query('update product_options set stock = 0, sold_out = true where option_id = 39142')
      expect(await summary(3914)).toMatchObject({ lowestOptionDiscountApplyPrice: 4_500, optionPricesDiffer: true })
    } finally {
      for (const row of before) {
        await backend.db.query('update product_options set stock = $2, sold_out = $3 where option_id = $1', [
          row.option_id,
          row.stock,
          row.sold_out,
        ])
      }
    }
  })

  it('lists, search results and home sections carry the same fields', async () => {
    const keys = ['lowestOptionId', 'lowestOptionPrice', 'lowestOptionDiscountApplyPrice', 'lowestOptionDiscountRate', 'optionPricesDiffer']
    const { body: listing } = await fetchJson(`${bff}/category/products?categoryId=1301`)
    const { body: frame } = await fetchJson(`${bff}/tab/frame?productGroup1Id=1`)
    const { body: found } = await fetchJson(`${backend.url}/search/products?word=${encodeURIComponent('간식')}`)
    for (const product of [listing.products[0], frame.tab.sections[0].products[0], found.products[0]]) {
      for (const key of keys) expect(product, key).toHaveProperty(key)
    }
  })
})

describe('price sorts and filters use the price the card shows', () => {
  /** Every product of a category listing, page after page. */
  async function listAll(categoryId: number, sort: string) {
    const products: ProductSummary[] = []
    for (let page = 1; ; page++) {
      const { body } = await fetchJson(`${bff}/category/products?categoryId=${categoryId}&sort=${sort}&page=${page}&size=48`)
      products.push(...body.products)
      if (body.products.length < 48) return products
    }
  }

  const buyable = (products: ProductSummary[]) => products.filter((p) => p.productSellLimitStatusCode === null)
  const shown = (p: ProductSummary) => p.lowestOptionDiscountApplyPrice

  it.each([
    ['PRICE_ASC', 1],
    ['PRICE_DESC', -1],
  ] as const)('%s sorts a category by the lowest option’s price, not the product’s own', async (sort, direction) => {
    const products = buyable(await listAll(13, sort))
    expect(products.length).toBeGreaterThan(50)
    for (let i = 1; i < products.length; i++) {
      expect(direction * (shown(products[i] as ProductSummary) - shown(products[i - 1] as ProductSummary))).toBeGreaterThanOrEqual(0)
    }
    // The two orders differ in this category, so the test tells them apart.
    expect(
      products.some((p, i) => i > 0 && direction * (p.discountApplyPrice - (products[i - 1] as ProductSummary).discountApplyPrice) < 0),
    ).toBe(true)
  })

  it('search filters and ranges prices by the price the card shows', async () => {
    const search = async (query: string) =>
      (await fetchJson(`${backend.url}/search/products?word=${encodeURIComponent('사료')}&size=48${query}`)).body
    const all = await search('')
    const { min, max } = all.facets.priceRange
    const cheap = await search(`&maxPrice=${min + 2000}`)
    expect(cheap.products.length).toBeGreaterThan(0)
    expect(cheap.products.every((p: ProductSummary) => shown(p) <= min + 2000)).toBe(true)
    // A product whose own price is above the limit still lists when an option of it is within.
    expect(cheap.products.some((p: ProductSummary) => p.discountApplyPrice > min + 2000)).toBe(true)
    const sorted = buyable((await search('&sort=priceDesc')).products)
    expect(shown(sorted[0] as ProductSummary)).toBe(max)
  })
})
