import { describe, expect, test } from 'vitest'
import { readRecentlyViewed } from '~/session/preferences.server'
import { pickOptions } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { headers, loader } from './product.detail.$productId'

/** `/product/detail/{id}`: everything about one product, shareable among guests (decision 038); ‹ leads back (decision 027). */
const live = liveBackendForFile()

type Page = {
  product: { productId: number; productName: string; price: number; options: { optionId: number; stock: number }[] }
  reviews: { totalCount: number } | null
  backTo: string
  from: string | null
  optionId: number | null
}
const open = (browser: Browser, productId: number | string, query = '', init: RequestInit = {}) =>
  visit(browser, loader, `/product/detail/${productId}${query}`, init, { productId: String(productId) })

async function aProduct(skip: number) {
  const [option] = await pickOptions(live.backend, { count: 1, skip, minStock: 5 })
  if (!option) throw new Error('no product')
  const [row] = await live.backend.db.query<{ product_name: string; price: number; options: number[]; reviews: number }>(
    `select p.product_name, p.price, array_agg(po.option_id order by po.sort) as options,
            (select count(*)::int from reviews r where r.product_id = p.product_id) as reviews
       from products p join product_options po using (product_id) where p.product_id = $1 group by p.product_id`,
    [option.product_id],
  )
  if (!row) throw new Error('no product row')
  return { productId: option.product_id, ...row }
}

describe('a product page', () => {
  test('a guest’s first view: the product as stored, its options and review count; remembered as viewed, so not shared', async () => {
    const product = await aProduct(800)
    const browser = new Browser()
    const answer = await open(browser, product.productId)
    expect(answer.status).toBe(200)
    const page = (await answer.json()) as Page
    expect(page.product).toMatchObject({ productId: product.productId, productName: product.product_name, price: product.price })
    expect(page.product.options.map((o) => o.optionId)).toEqual(product.options)
    expect(page.reviews?.totalCount).toBe(product.reviews)
    expect(await readRecentlyViewed(browser.request('/'))).toEqual([product.productId])
  })

  test('[decision 059] the page says how many shoppers 찜-ed the product, as V2 stored it', async () => {
    const product = await aProduct(820)
    const countOf = async () => ((await (await open(new Browser(), product.productId)).json()) as { wishCount: number | null }).wishCount
    const before = await countOf()
    expect(before).toEqual(expect.any(Number))
    const { member } = await signedInShopper(live.backend, 'wishcounted')
    await live.backend.db.query('insert into wishlists (user_id, product_id, created_at) values ($1, $2, now())', [
      member.userId,
      product.productId,
    ])
    expect(await countOf()).toBe((before ?? 0) + 1)
  })

  test('viewed again by the same guest, nothing changes: the page is shareable for a minute', async () => {
    const product = await aProduct(810)
    const browser = new Browser()
    await open(browser, product.productId)
    const again = await open(browser, product.productId)
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })

  test('[decision 027] the document answer keeps the loader’s Cache-Control and varies by Referer (‹ depends on it)', async () => {
    const product = await aProduct(860)
    const browser = new Browser()
    await open(browser, product.productId)
    const answer = await open(browser, product.productId)
    const document = new Headers(
      headers({ loaderHeaders: answer.headers, actionHeaders: new Headers(), parentHeaders: new Headers(), errorHeaders: undefined }),
    )
    expect(document.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    expect(document.get('Vary')).toBe('Referer')
  })

  test('a member’s copy is private', async () => {
    const product = await aProduct(820)
    const { browser } = await signedInShopper(live.backend, 'pdpmember')
    await open(browser, product.productId)
    expect((await open(browser, product.productId)).headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('[decision 027] ‹ leads back to the search it came from, never off the shop', async () => {
    const product = await aProduct(830)
    const from = '/search/1?word=%EC%82%AC%EB%A3%8C&sort=PRICE_ASC'
    const page = (await (await open(new Browser(), product.productId, `?from=${encodeURIComponent(from)}`)).json()) as Page
    expect(page.backTo).toBe(from)
    const hostile = (await (
      await open(new Browser(), product.productId, '', { headers: { referer: 'https://evil.test/phish' } })
    ).json()) as Page
    expect(hostile.backTo).toMatch(/^\/category\/\d+/)
    expect(hostile.from).toBeNull()
  })

  test('an option chosen in the URL is ticked; another product’s option falls back to the page’s own default', async () => {
    const product = await aProduct(840)
    const [own] = product.options
    const ticked = (await (await open(new Browser(), product.productId, `?optionId=${own}`)).json()) as Page
    expect(ticked.optionId).toBe(own)
    const other = await aProduct(850)
    const notOurs = (await (await open(new Browser(), product.productId, `?optionId=${other.options[0]}`)).json()) as Page
    const plain = (await (await open(new Browser(), product.productId)).json()) as Page
    expect(product.options).toContain(plain.optionId)
    expect(notOurs.optionId).toBe(plain.optionId)
  })

  test('an unknown product or a malformed id is the not-found page, never a 5xx', async () => {
    for (const id of ['99999999', 'abc', '0', '-1']) expect((await open(new Browser(), id)).status, id).toBe(404)
  })
})

describe('a crawler on a product page (spec §6, decision 060)', () => {
  const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

  test('gets the product a person gets, and no cookie at all: neither a device id nor recently viewed', async () => {
    const product = await aProduct(870)
    const crawler = new Browser(GOOGLEBOT)
    const answer = await open(crawler, product.productId)
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as Page).product).toMatchObject({ productId: product.productId, productName: product.product_name })
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(crawler.jar.header()).toBeNull()
    // The same page shared among crawlers and guests (decision 038), not a private one.
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })
})
