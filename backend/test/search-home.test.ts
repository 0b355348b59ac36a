import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import { matchedSql } from '../search/match'
import { compact, type SearchTerms, searchTerms } from '../search/normalize'
import { SqlParams } from '../search/sql-params'
import { keywordRows } from '../seed/keywords'
import { fetchJson, startTestBackend } from './helpers'

// The search home: suggestions, best keywords and the recently viewed products' summaries.

let backend: RunningBackend
let clock = new Date('2026-11-20T03:00:00Z')
const DAY = 86_400_000

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
})
afterAll(() => backend.close())

const get = (path: string, query: Record<string, string | number>) =>
  fetchJson(`${backend.url}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`)

type Keyword = { rank: number; keyword: string; products: ProductSummary[] }
const best = async (group: number): Promise<Keyword[]> => {
  const { status, body } = await get('/search/best-keywords', { productGroup1Id: group })
  expect(status).toBe(200)
  expect(body.productGroup1Id).toBe(group)
  return body.keywords
}

describe('GET /search/suggest', () => {
  it('offers the brand, then its products, prefix matches before partial ones, each text once', async () => {
    const { status, body } = await get('/search/suggest', { word: '바른' })
    expect(status).toBe(200)
    expect(body.word).toBe('바른')
    expect(body.suggestions[0]).toEqual({ text: '바른펫', type: 'BRAND' })
    expect(body.suggestions).toHaveLength(8)
    expect(
      body.suggestions.slice(1).every((s: { type: string; text: string }) => s.type === 'PRODUCT' && s.text.startsWith('바른펫')),
    ).toBe(true)
    const { body: spaced } = await get('/search/suggest', { word: '바른 펫' })
    expect(spaced.suggestions).toEqual(body.suggestions)
  })

  it('offers categories and keywords, prefix first, and honours size and group', async () => {
    const { body } = await get('/search/suggest', { word: '캣닢', productGroup1Id: 2, size: 10 })
    expect(body.suggestions.slice(0, 2)).toEqual([
      { text: '캣닢/마따따비', type: 'CATEGORY' },
      { text: '캣닢', type: 'KEYWORD' },
    ])
    expect(body.suggestions).toHaveLength(10)
    const { body: food } = await get('/search/suggest', { word: '사료', productGroup1Id: 2, size: 10 })
    const texts: string[] = food.suggestions.map((s: { text: string }) => s.text)
    expect(food.suggestions[0]).toEqual({ text: '사료', type: 'CATEGORY' })
    expect(new Set(texts).size).toBe(texts.length)
    const prefix = texts.map((t) => compact(t).startsWith('사료'))
    expect(prefix.indexOf(false)).toBeGreaterThan(0)
    expect(prefix.slice(prefix.indexOf(false)).every((p) => !p)).toBe(true)
    const { body: small } = await get('/search/suggest', { word: '사료', size: 3 })
    expect(small.suggestions).toHaveLength(3)
  })

  it('answers an empty list when nothing matches, 400 for bad parameters', async () => {
    const { status, body } = await get('/search/suggest', { word: 'zzqqxx' })
    expect(status).toBe(200)
    expect(body).toEqual({ word: 'zzqqxx', suggestions: [] })
    const queries: Record<string, string | number>[] = [
      {},
      { word: '' },
      { word: '사료', size: 11 },
      { word: '사료', size: 0 },
      { word: '사료', productGroup1Id: 3 },
    ]
    for (const query of queries) {
      const { status: bad, body: error } = await get('/search/suggest', query)
      expect(bad, JSON.stringify(query)).toBe(400)
      expect(error.code).toBe('BAD_REQUEST')
    }
  })
})

describe('GET /search/best-keywords', () => {
  it.each([0, 1, 2])('answers exactly ten for group %i; only the first carries six products', async (group) => {
    const keywords = await best(group)
    expect(keywords.map((k) => k.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(keywords[0]?.products).toHaveLength(6)
    if (group !== 0) expect(keywords[0]?.products.every((p) => p.productGroup1Id === group)).toBe(true)
    expect(keywords.slice(1).every((k) => k.products.length === 0)).toBe(true)
  })

  it('seeds keywords that find products of their group', async () => {
    for (const row of keywordRows()) {
      const words = searchTerms(row.keyword)
      expect(words, row.keyword).not.toBeNull()
      const params = new SqlParams()
      const sql = matchedSql(words as SearchTerms, { group: row.product_group1_id, deliveryType: 'all' }, params)
      const [found] = await backend.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) m where m.tier > 0`, params.values)
      expect(found?.n, `${row.product_group1_id}: ${row.keyword}`).toBeGreaterThan(0)
    }
  })

  it('climbs with searches of the last 7 days that found something', async () => {
    const seeded = keywordRows().filter((row) => row.product_group1_id === 2)
    const [tenth, eleventh] = [seeded[9], seeded[10]] as [(typeof seeded)[0], (typeof seeded)[0]]
    expect((await best(2)).map((k) => k.keyword)).not.toContain(eleventh.keyword)
    // A real search counts, by its compact form ('화장 실' is 화장실) …
    const before = await backend.db.query('select 1 from search_logs')
    const { status } = await get('/search/products', {
      word: ` ${eleventh.keyword.slice(0, 2)} ${eleventh.keyword.slice(2)} `,
      productGroup1Id: 2,
    })
    expect(status).toBe(200)
    const logs = await backend.db.query<{ keyword_key: string; product_group1_id: number }>(
      'select keyword_key, product_group1_id from search_logs',
    )
    expect(logs).toHaveLength(before.length + 1)
    expect(logs.at(-1)).toMatchObject({ keyword_key: compact(eleventh.keyword), product_group1_id: 2 })
    // … so do later pages not, nor searches that found nothing.
    await get('/search/products', { word: eleventh.keyword, productGroup1Id: 2, page: 2 })
    await get('/search/products', { word: eleventh.keyword, productGroup1Id: 2, offset: 24 })
    expect(await backend.db.query('select 1 from search_logs')).toHaveLength(logs.length)
    const searches = tenth.base_count - eleventh.base_count
    await backend.db.query(
      `insert into search_logs (product_group1_id, keyword, result_count, searched_at)
       select 2, $1, 5, $2::timestamptz from generate_series(1, $3)`,
      [eleventh.keyword, new Date(clock.getTime() - DAY).toISOString(), searches],
    )
    await backend.db.query(
      `insert into search_logs (product_group1_id, keyword, result_count, searched_at)
       select 2, 'zzqqxx', 0, $1::timestamptz from generate_series(1, 5000)`,
      [new Date(clock.getTime() - DAY).toISOString()],
    )
    // One search more than the tenth's seeded lead: the eleventh takes its place.
    const climbed = (await best(2)).map((k) => k.keyword)
    expect(climbed[9]).toBe(eleventh.keyword)
    expect(climbed).not.toContain(tenth.keyword)
    expect(climbed).not.toContain('zzqqxx')
    // Not in group 1's ranking, and forgotten after 7 days.
    expect((await best(1)).map((k) => k.keyword)).not.toContain(eleventh.keyword)
    clock = new Date(clock.getTime() + 7 * DAY)
    expect((await best(2)).map((k) => k.keyword)).not.toContain(eleventh.keyword)
  })

  it('ranks a word nobody seeded once it is searched enough, and answers 400 for group 3', async () => {
    const top = keywordRows().find((row) => row.product_group1_id === 1)
    await backend.db.query(
      `insert into search_logs (product_group1_id, keyword, result_count, searched_at)
       select 1, '오리 인형', 3, $1::timestamptz from generate_series(1, $2)`,
      [new Date(clock.getTime() - DAY).toISOString(), (top?.base_count ?? 0) + 1],
    )
    const keywords = await best(1)
    expect(keywords[0]?.keyword).toBe('오리 인형')
    expect(keywords[0]?.products.length).toBeGreaterThan(0)
    const { status } = await get('/search/best-keywords', { productGroup1Id: 3 })
    expect(status).toBe(400)
  })
})

describe('GET /bff/product/summaries', () => {
  it('answers the products in the order asked, each once, unknown ids left out', async () => {
    const { status, body } = await get('/bff/product/summaries', { productIds: '1003,99999,1001,1003,3000000000' })
    expect(status).toBe(200)
    expect(body.products.map((p: ProductSummary) => p.productId)).toEqual([1003, 1001])
    const { body: detail } = await get('/bff/product/detail', { productId: 1001 })
    const summary = body.products[1]
    expect(Object.fromEntries(Object.keys(summary).map((key) => [key, detail[key]]))).toEqual(summary)
    const { body: none } = await get('/bff/product/summaries', { productIds: '99999' })
    expect(none).toEqual({ products: [] })
  })

  it('answers 400 for no ids, malformed ids or more than 20', async () => {
    const many = Array.from({ length: 21 }, (_, i) => 1001 + i).join(',')
    for (const productIds of [undefined, '', 'abc', '1001,', '1001,-2', many]) {
      const { status, body } = await get('/bff/product/summaries', productIds === undefined ? {} : { productIds })
      expect(status, String(productIds)).toBe(400)
      expect(body.code).toBe('BAD_REQUEST')
    }
  })
})
