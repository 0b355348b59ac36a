import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductSummary } from '../catalog/products'
import type { RunningBackend } from '../index'
import { holdingSql, rankedSql } from '../search/match'
import { SqlParams } from '../search/sql-params'
import { fetchJson, startTestBackend } from './helpers'

// Decision 057: a query's words are ranked, not all required; words that find nothing on either
// side are set aside and said so; a correction that is clearly meant is applied at once.

let backend: RunningBackend

beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend.close())

const search = async (word: string, group: number, extra: Record<string, string | number> = {}) => {
  const query = new URLSearchParams(Object.entries({ word, productGroup1Id: group, ...extra }).map(([k, v]) => [k, String(v)]))
  const { status, body } = await fetchJson(`${backend.url}/search/products?${query}`)
  expect(status, word).toBe(200)
  return body
}
const ids = (products: ProductSummary[]) => products.map((p) => p.productId)

describe('GET /search/products: words that find nothing are set aside', () => {
  it('관절 영양제 추천 lists the 관절 영양제 products, first, and says it set 추천 aside', async () => {
    const plain = await search('관절 영양제', 1)
    const body = await search('관절 영양제 추천', 1)
    expect(body.setAside).toEqual(['추천'])
    expect(body.totalCount).toBe(plain.totalCount)
    for (const p of body.products.slice(0, 3)) expect(p.productName).toContain('관절 영양제')
  })

  it('a word the catalogue lacks beside one it has: 스피커 사료 lists the 사료 products (말티즈 is now read as 소형견)', async () => {
    const food = await search('사료', 1)
    const body = await search('스피커 사료', 1)
    expect(body.setAside).toEqual(['스피커'])
    expect(body.totalCount).toBe(food.totalCount)
    expect(ids(body.products)).toEqual(ids(food.products))
    expect(body).not.toHaveProperty('correction')
  })

  it('sets aside several words in the order typed, and a word set aside is shown as typed', async () => {
    const body = await search('연어 스피커 블루투스', 1)
    expect(body.setAside).toEqual(['스피커', '블루투스'])
    expect(body.totalCount).toBe((await search('연어', 1)).totalCount)
  })

  it('the count is the count of what is shown', async () => {
    const body = await search('말티즈 방석', 0, { size: 48 })
    const all: ProductSummary[] = []
    for (let page = 1; ; page++) {
      const chunk = await search('말티즈 방석', 0, { size: 48, page })
      all.push(...chunk.products)
      if (chunk.products.length < 48) break
    }
    expect(body.totalCount).toBeGreaterThan(0)
    expect(all.length).toBe(body.totalCount)
  })

  it('an empty page only when no word finds anything on either side', async () => {
    for (const word of ['zzqqxx', '블루투스 스피커', '블루투스 추천']) {
      const body = await search(word, 1)
      expect(body.totalCount, word).toBe(0)
      expect(body, word).not.toHaveProperty('setAside')
    }
  })

  it('a word found only on the other side keeps this side empty and offers the other', async () => {
    const body = await search('두부모래', 1)
    expect(body.totalCount).toBe(0)
    expect(body.otherGroup?.productGroup1Id).toBe(2)
  })
})

describe('GET /search/products: a correction clearly meant is applied', () => {
  it('사로 lists the 사료 products at once, saying so; asTyped=true searches 사로 and asks', async () => {
    const food = await search('사료', 1)
    const body = await search('사로', 1)
    expect(body.appliedCorrection).toEqual({ from: '사로', to: '사료' })
    expect(body.totalCount).toBe(food.totalCount)
    expect(ids(body.products)).toEqual(ids(food.products))
    const typed = await search('사로', 1, { asTyped: 'true' })
    expect(typed.totalCount).toBe(0)
    expect(typed).not.toHaveProperty('appliedCorrection')
    expect(typed.correction).toEqual({ word: '사료', totalCount: food.totalCount })
  })

  it('a word typed on the English layout is applied as a correction; asTyped=true searches the letters', async () => {
    const pads = await search('배변패드', 1)
    const body = await search('qoqusvoem', 1)
    expect(body.appliedCorrection).toEqual({ from: 'qoqusvoem', to: '배변패드' })
    expect(body.totalCount).toBe(pads.totalCount)
    const typed = await search('qoqusvoem', 1, { asTyped: 'true' })
    expect(typed.totalCount).toBe(0)
    expect(typed).not.toHaveProperty('appliedCorrection')
  })

  it('a typo corrected inside a longer query is applied, not set aside', async () => {
    const body = await search('연어 사로', 1)
    expect(body.appliedCorrection).toEqual({ from: '연어 사로', to: '연어 사료' })
    expect(body).not.toHaveProperty('setAside')
    expect(body.totalCount).toBe((await search('연어 사료', 1)).totalCount)
  })

  it('asTyped is a yes or no', async () => {
    const { status } = await fetchJson(`${backend.url}/search/products?word=${encodeURIComponent('사로')}&asTyped=maybe`)
    expect(status).toBe(400)
  })
})

describe('the ranked search’s queries use the GIN index', () => {
  const explain = (sql: string, values: unknown[]) =>
    backend.db.transaction(async (tx) => {
      // Few rows make a scan cheaper for the planner; turned off, the plan shows the index is usable.
      await tx.query('set local enable_seqscan = off')
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, values)
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
  const terms = [
    { text: '관절영양제', variants: ['관절영양제'] },
    { text: '노견', variants: ['노견', '시니어'] },
  ]

  it('the counts of the sets of terms and the ranked matches', async () => {
    const counted = new SqlParams()
    const coverage = await explain(holdingSql([terms.slice(0, 1), terms], 'all', counted), counted.values)
    const ranked = new SqlParams()
    const scored = terms.map((term) => ({ term, idf: 1 }))
    const matches = await explain(`select * from (${rankedSql(scored, { group: 1, deliveryType: 'all' }, ranked)}) m`, ranked.values)
    for (const plan of [coverage, matches]) {
      expect(plan).toContain('products_search_grams_idx')
      expect(plan).not.toMatch(/Seq Scan on products/)
    }
  })
})
