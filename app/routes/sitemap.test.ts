import { beforeAll, describe, expect, test } from 'vitest'
import { resetEnvForTests } from '~/config.server'
import { liveBackendForFile } from '../../tests/fixtures/live-backend'
import { Browser, visit } from '../../tests/fixtures/route-browser'
import { xmlProblem } from '../../tests/support/xml'
import { sitemapFileLoader, sitemapIndexLoader } from './__sitemap.server'
import { loader as robots } from './robots[.]txt'
import { loader as sitemapIndex } from './sitemap[.]xml'

/** `/sitemap.xml`, its files and `/robots.txt` (decision 060), paged here at 3 URLs a file instead of 10,000. */
const live = liveBackendForFile()
const PAGE = 3
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

beforeAll(() => {
  // The public origin differs from the Host the requests name (shop.test): URLs must follow PUBLIC_URL.
  process.env.PUBLIC_URL = 'https://shop.example'
  resetEnvForTests()
})

const count = async (table: string, where = 'true') =>
  (await live.backend.db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n ?? 0
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
const file = (browser: Browser, name: string) => visit(browser, sitemapFileLoader(PAGE), `/sitemap/${name}`, {}, { file: name })

describe('the sitemap', () => {
  test('the index names every file of every kind, paged at the page size, on PUBLIC_URL', async () => {
    const answer = await visit(new Browser(GOOGLEBOT), sitemapIndexLoader(PAGE), '/sitemap.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await answer.text()
    expect(xmlProblem(xml)).toBeNull()
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = locs(xml)
    const pages = async (table: string, where?: string) => Math.max(1, Math.ceil((await count(table, where)) / PAGE))
    expect(files.filter((loc) => loc?.includes('/products-'))).toHaveLength(await pages('products'))
    expect(files.filter((loc) => loc?.includes('/categories-'))).toHaveLength(await pages('categories', 'depth in (2, 3)'))
    expect(files.filter((loc) => loc?.includes('/events-'))).toHaveLength(await pages('events', 'starts_at <= now()'))
    expect(files.filter((loc) => loc?.includes('/posts-'))).toHaveLength(await pages('community_posts', 'deleted_at is null'))
    expect(files[0]).toBe('https://shop.example/sitemap/products-1.xml')
    expect(files.every((loc) => loc?.startsWith('https://shop.example/sitemap/'))).toBe(true)
  })

  test('a file lists its page of URLs with their last change, well-formed; the next file goes on where it stopped', async () => {
    const browser = new Browser(GOOGLEBOT)
    const ids = await live.backend.db.query<{ product_id: number }>('select product_id from products order by product_id limit 6')
    const first = await (await file(browser, 'products-1.xml')).text()
    const second = await (await file(browser, 'products-2.xml')).text()
    expect(xmlProblem(first)).toBeNull()
    expect([...locs(first), ...locs(second)]).toEqual(ids.map((row) => `https://shop.example/product/detail/${row.product_id}`))
    expect(first.match(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/g)).toHaveLength(PAGE)

    const categories = await (await file(browser, 'categories-1.xml')).text()
    expect(locs(categories)[0]).toMatch(/^https:\/\/shop\.example\/category\/\d+$/)
    const posts = await (await file(browser, 'posts-1.xml')).text()
    expect(locs(posts)[0]).toMatch(/^https:\/\/shop\.example\/community\/post\/\d+$/)
    const events = await (await file(browser, 'events-1.xml')).text()
    expect(locs(events)[0]).toMatch(/^https:\/\/shop\.example\/event\/\d+$/)
  })

  test('the served index pages at 10,000: the seed’s products fit in one file', async () => {
    expect(await count('products')).toBeLessThan(10_000)
    const xml = await (await visit(new Browser(GOOGLEBOT), sitemapIndex, '/sitemap.xml')).text()
    expect(locs(xml).filter((loc) => loc?.includes('/products-'))).toEqual(['https://shop.example/sitemap/products-1.xml'])
  })

  test('a file the index does not name is a 404, never a 5xx', async () => {
    const browser = new Browser(GOOGLEBOT)
    for (const name of ['products-99999.xml', 'members-1.xml', 'products-0.xml', 'products-1.json', 'products.xml']) {
      expect((await file(browser, name)).status, name).toBe(404)
    }
  })

  test('[spec §6] a crawler reading the sitemap gets no cookie', async () => {
    const crawler = new Browser(GOOGLEBOT)
    const answer = await visit(crawler, sitemapIndexLoader(PAGE), '/sitemap.xml')
    expect(answer.headers.get('set-cookie')).toBeNull()
    expect(crawler.jar.header()).toBeNull()
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
  })
})

describe('robots.txt', () => {
  test('names the sitemap by its absolute URL and keeps member, cart, order and search pages out', async () => {
    const answer = robots()
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await answer.text()
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml')
    for (const path of ['/my', '/auth/', '/v2/', '/order', '/search/', '/address', '/pet']) expect(text).toContain(`Disallow: ${path}\n`)
    // The pages the sitemap lists stay readable: no Disallow line is a prefix of them.
    const disallowed = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? '')
    for (const page of ['/product/detail/7', '/category/5/21', '/event/3', '/community', '/community/post/1', '/main/tab/1']) {
      expect(
        disallowed.filter((prefix) => page.startsWith(prefix)),
        page,
      ).toEqual([])
    }
  })
})
