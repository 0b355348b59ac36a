import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { schemaOrgProblems } from '../support/schema-org'
import { SHOP } from './helpers/ports'

/**
 * Decision 060: what search engines and link previews read, in the built shop. PUBLIC_URL is the
 * shop's own origin here (tests/e2e/servers.ts), so every absolute URL starts with SHOP.
 */
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const KAKAO_PREVIEW = 'Mozilla/5.0 (compatible; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/)'

/** A fresh client without the suite's device cookie, as a crawler arrives. */
async function crawler(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }, userAgent = GOOGLEBOT) {
  return playwright.request.newContext({ baseURL: SHOP, userAgent, storageState: { cookies: [], origins: [] } })
}

async function firstLocs(request: APIRequestContext, file: string, count: number): Promise<string[]> {
  const xml = await (await request.get(file)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].slice(0, count).map((m) => new URL(m[1] ?? '').pathname)
}

const meta = (page: Page, key: string) =>
  page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).first().getAttribute('content')
const headOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

test('a product page’s head: its title, the bare canonical URL, Open Graph with price, and JSON-LD schema.org accepts', async ({
  page,
  playwright,
}) => {
  const request = await crawler(playwright)
  const products = await firstLocs(request, '/sitemap/products-1.xml', 40)
  await request.dispose()
  // A product with reviews, so the rating is there to check too.
  let jsonLd: Array<Record<string, unknown>> = []
  let path = ''
  for (const candidate of products) {
    await page.goto(`${candidate}?utm_source=kakao&from=%2Fmain%2Ftab%2F1`)
    jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '[]')
    path = candidate
    if (jsonLd[0]?.aggregateRating) break
  }
  const [product, crumbs] = jsonLd
  const name = String(product?.name)
  await expect(page).toHaveTitle(`${name} | 펫샵`)
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${SHOP}${path}`)
  expect(await meta(page, 'description')).toBeTruthy()
  expect(await meta(page, 'og:title')).toBe(name)
  expect(await meta(page, 'og:type')).toBe('product')
  expect(await meta(page, 'og:url')).toBe(`${SHOP}${path}`)
  expect(await meta(page, 'og:image')).toMatch(new RegExp(`^${SHOP}/cdn/products/`))
  expect(Number(await meta(page, 'product:price:amount'))).toBeGreaterThan(0)
  expect(await meta(page, 'product:price:currency')).toBe('KRW')

  expect(product).toMatchObject({ '@type': 'Product', url: `${SHOP}${path}`, aggregateRating: { '@type': 'AggregateRating' } })
  const offers = product?.offers as Array<{ price: number; priceCurrency: string; availability: string }>
  expect(offers.length).toBeGreaterThan(0)
  for (const offer of offers)
    expect(offer).toMatchObject({ priceCurrency: 'KRW', availability: expect.stringMatching(/^https:\/\/schema\.org\/(In|OutOf)Stock$/) })
  expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
  // The rating is the one the page shows.
  const rating = product?.aggregateRating as { ratingValue: number; reviewCount: number }
  await expect(
    page
      .locator('.product-detail')
      .getByText(`리뷰 ${rating.reviewCount.toLocaleString('ko-KR')}개`)
      .first(),
  ).toBeVisible()
  expect(schemaOrgProblems(jsonLd)).toEqual([])
})

test('every main page has a title of its own and a canonical URL on the shop', async ({ page, playwright }) => {
  const request = await crawler(playwright)
  const [product] = await firstLocs(request, '/sitemap/products-1.xml', 1)
  const [category] = await firstLocs(request, '/sitemap/categories-1.xml', 1)
  const [event] = await firstLocs(request, '/sitemap/events-1.xml', 1)
  const [post] = await firstLocs(request, '/sitemap/posts-1.xml', 1)
  await request.dispose()
  const urls = [
    '/',
    '/category',
    category,
    product,
    '/event',
    event,
    '/community',
    post,
    '/policies',
    '/insurance',
    '/adoption',
    '/membership',
    '/vet',
    '/v2/cart',
    '/auth/signin',
    '/search/1',
  ]
  // The pages search engines may list each say what they are in their own words, too.
  const listed = new Set([
    '/',
    '/category',
    category,
    product,
    '/event',
    event,
    '/community',
    post,
    '/policies',
    '/insurance',
    '/membership',
    '/vet',
  ])
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const url of urls) {
    const answer = await page.goto(url ?? '/')
    expect(answer?.status(), url).toBe(200)
    const title = await page.title()
    expect(title, url).not.toBe('')
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href'), url).toMatch(new RegExp(`^${SHOP}/`))
    titles.set(url ?? '', title)
    if (listed.has(url)) descriptions.set(url ?? '', (await meta(page, 'description')) ?? '')
  }
  const repeated = (values: Map<string, string>) => [...values.values()].filter((value, index, all) => all.indexOf(value) !== index)
  expect(repeated(titles), JSON.stringify(Object.fromEntries(titles))).toEqual([])
  expect(repeated(descriptions), JSON.stringify(Object.fromEntries(descriptions))).toEqual([])
})

test('KakaoTalk’s link preview reads an event’s and a post’s Open Graph tags in the server’s HTML', async ({ playwright }) => {
  const request = await crawler(playwright, KAKAO_PREVIEW)
  const [event] = await firstLocs(request, '/sitemap/events-1.xml', 1)
  const [post] = await firstLocs(request, '/sitemap/posts-1.xml', 1)
  for (const [path, type] of [
    [event, 'website'],
    [post, 'article'],
  ] as const) {
    const answer = await request.get(path ?? '/')
    expect(answer.status(), path).toBe(200)
    const html = await answer.text()
    expect(headOf(html, 'og:type'), path).toBe(type)
    expect(headOf(html, 'og:url'), path).toBe(`${SHOP}${path}`)
    expect(headOf(html, 'og:title'), path).toBeTruthy()
    expect(headOf(html, 'og:description'), path).toBeTruthy()
    if (type === 'website') expect(headOf(html, 'og:image'), path).toMatch(new RegExp(`^${SHOP}/`))
  }
  await request.dispose()
})

test('[spec §6] a crawler gets the product page’s server HTML and the sitemap without any cookie; robots.txt names the sitemap', async ({
  playwright,
}) => {
  const bot = await crawler(playwright)
  const [path] = await firstLocs(bot, '/sitemap/products-1.xml', 1)
  const crawled = await bot.get(path ?? '/')
  expect(crawled.status()).toBe(200)
  expect(crawled.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')).toEqual([])
  const html = await crawled.text()
  expect(html).toContain('<script type="application/ld+json">')

  // A person's first visit gets its device cookie; the page's head is the same.
  const person = await playwright.request.newContext({ baseURL: SHOP, storageState: { cookies: [], origins: [] } })
  const visited = await person.get(path ?? '/')
  expect(visited.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('pd_device='))).toBe(true)
  const ld = (text: string) => /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(text)?.[1]
  expect(ld(await visited.text())).toBe(ld(html))
  expect(headOf(await visited.text(), 'og:url')).toBe(headOf(html, 'og:url'))
  await person.dispose()

  for (const file of ['/sitemap.xml', '/sitemap/products-1.xml', '/robots.txt']) {
    const answer = await bot.get(file)
    expect(answer.status(), file).toBe(200)
    expect(
      answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'),
      file,
    ).toEqual([])
  }
  expect(await (await bot.get('/robots.txt')).text()).toContain(`Sitemap: ${SHOP}/sitemap.xml`)
  expect(await (await bot.get('/sitemap.xml')).text()).toContain(`<loc>${SHOP}/sitemap/products-1.xml</loc>`)
  await bot.dispose()
})

test('a named event reached by its id names its own address, /event/app, as canonical and og:url', async ({ page }) => {
  await page.goto('/event/app')
  await expect(page.locator('html[data-hydrated]')).toBeAttached()
  const eventId = await page.evaluate(() => {
    const state = (window as unknown as { __remixContext: { state: { loaderData: Record<string, { event?: { eventId: number } }> } } })
      .__remixContext.state
    return Object.values(state.loaderData).find((data) => data?.event)?.event?.eventId
  })
  expect(eventId).toBeGreaterThan(0)
  await page.goto(`/event/${eventId}?utm_source=naver`)
  expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${SHOP}/event/app`)
  expect(await meta(page, 'og:url')).toBe(`${SHOP}/event/app`)
})
