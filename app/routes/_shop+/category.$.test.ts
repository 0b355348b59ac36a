import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { signedInShopper } from '../../../tests/fixtures/route-members'
import { loader } from './category.$'

/** `/category/{...category}`: a category's products with its chips, sorting and pages (24 a page). */
const live = liveBackendForFile()

type Listing = {
  category: { categoryId: number; name: string; path: { categoryId: number }[] }
  products: { productId: number; lowestOptionDiscountApplyPrice: number }[]
  totalCount: number
  page: number
  size: number
  sort: string
}
const listingOf = (browser: Browser, path: string) => {
  const splat = new URL(path, 'http://shop.test').pathname.replace(/^\/category\//, '')
  return visit(browser, loader, path, {}, { '*': splat })
}

/** A depth-2 category with more than one page of products, and its depth-3 child with the most products. */
async function busyCategory() {
  const [row] = await live.backend.db.query<{ id: number; name: string; n: number }>(
    `select c.category_id as id, c.name, count(p.product_id)::int as n from categories c join products p on p.product_group2_id = c.category_id
      where c.depth = 2 and c.product_group1_id = 1 group by c.category_id having count(p.product_id) > 24 order by c.category_id limit 1`,
  )
  if (!row) throw new Error('no busy category')
  return row
}
const inCategory = async (ids: number[], categoryId: number) =>
  (
    await live.backend.db.query<{ n: number }>(
      'select count(*)::int as n from products where product_id = any($1) and (product_group2_id = $2 or product_group3_id = $2)',
      [ids, categoryId],
    )
  )[0]?.n

describe('a category page', () => {
  test('a guest gets the first 24 of the category’s products, all of them from it, shareable for a minute', async () => {
    const busy = await busyCategory()
    const answer = await listingOf(new Browser(), `/category/${busy.id}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const listing = (await answer.json()) as Listing
    expect(listing.category).toMatchObject({ categoryId: busy.id, name: busy.name })
    expect(listing).toMatchObject({ totalCount: busy.n, page: 1, size: 24, sort: 'POPULAR' })
    expect(listing.products).toHaveLength(24)
    expect(
      await inCategory(
        listing.products.map((p) => p.productId),
        busy.id,
      ),
    ).toBe(24)
  })

  test('the second page follows the first without repeating it; 낮은 가격순 sorts by price', async () => {
    const busy = await busyCategory()
    const first = (await (await listingOf(new Browser(), `/category/${busy.id}`)).json()) as Listing
    const second = (await (await listingOf(new Browser(), `/category/${busy.id}?page=2`)).json()) as Listing
    expect(second.page).toBe(2)
    expect(second.products.length).toBe(Math.min(24, busy.n - 24))
    expect(second.products.map((p) => p.productId).filter((id) => first.products.some((p) => p.productId === id))).toEqual([])
    const cheap = (await (await listingOf(new Browser(), `/category/${busy.id}?sort=PRICE_ASC`)).json()) as Listing
    expect(cheap.sort).toBe('PRICE_ASC')
    // Decision 046: by the price the list shows, the lowest option's selling price.
    const prices = cheap.products.map((p) => p.lowestOptionDiscountApplyPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    // An unknown sort is the default one, not an error.
    expect(((await (await listingOf(new Browser(), `/category/${busy.id}?sort=CHEAPEST`)).json()) as Listing).sort).toBe('POPULAR')
  })

  test('a member’s copy is private', async () => {
    const { browser } = await signedInShopper(live.backend, 'catlist')
    const busy = await busyCategory()
    expect((await listingOf(browser, `/category/${busy.id}`)).headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('an unknown category, a malformed path or one too deep is the not-found page, never a 5xx', async () => {
    for (const path of ['/category/9999999', '/category/abc', '/category/1/2/3/4', '/category/0']) {
      expect((await listingOf(new Browser(), path)).status, path).toBe(404)
    }
  })

  test('a path through another branch (/category/11/21 when 21 sits elsewhere) is sent to the category’s own address, sorting kept', async () => {
    const [child] = await live.backend.db.query<{ id: number; parent: number; other: number }>(
      `select c.category_id as id, c.parent_id as parent,
         (select o.category_id from categories o where o.depth = 2 and o.category_id <> c.parent_id order by o.category_id limit 1) as other
       from categories c where c.depth = 3 order by c.category_id limit 1`,
    )
    if (!child) throw new Error('no depth-3 category')
    const canonical = `/category/${child.parent}/${child.id}`
    const answer = await listingOf(new Browser(), `/category/${child.other}/${child.id}?sort=PRICE_ASC`)
    expect(answer.status).toBe(301)
    expect(answer.headers.get('Location')).toBe(`${canonical}?sort=PRICE_ASC`)
    expect((await listingOf(new Browser(), canonical)).status).toBe(200)
    expect((await listingOf(new Browser(), `/category/${child.id}`)).status).toBe(200)
    // Led by its own group, as home's banners link; led by the other group, sent to its address.
    const [{ group } = { group: 0 }] = await live.backend.db.query<{ group: number }>(
      'select product_group1_id as group from categories where category_id = $1',
      [child.id],
    )
    expect((await listingOf(new Browser(), `/category/${group}/${child.parent}/${child.id}`)).status).toBe(200)
    expect((await listingOf(new Browser(), `/category/${group}/${child.id}`)).status).toBe(200)
    const crossed = await listingOf(new Browser(), `/category/${3 - group}/${child.id}`)
    expect([crossed.status, crossed.headers.get('Location')]).toEqual([301, canonical])
  })
})
