import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { recordZeroResult, topZeroResults } from '../search/zero-results'
import { fetchJson, startTestBackend } from './helpers'

/** 2026-11-27 21:00 in Korea: the log's day is the Korean one. */
const NOW = new Date('2026-11-27T12:00:00.000Z')

let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend({ now: () => NOW })
})
afterAll(() => backend.close())

type Row = { day: string; product_group1_id: number; word: string; searches: number }
const logged = () =>
  backend.db.query<Row>(
    `select to_char(day, 'YYYY-MM-DD') as day, product_group1_id, word, searches from search_zero_results order by word, product_group1_id`,
  )
const search = (query: Record<string, string>) => fetchJson(`${backend.url}/search/products?${new URLSearchParams(query)}`)

/** The insert is not awaited by the answer: wait until the row of `word` is there. */
async function rowOf(word: string, group: number): Promise<Row | undefined> {
  for (let i = 0; i < 100; i++) {
    const row = (await logged()).find((r) => r.word === word && r.product_group1_id === group)
    if (row) return row
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return undefined
}

describe('the zero-result log', () => {
  it('records a search that shows nothing as one row of its word, side and day, and a search that finds something not at all', async () => {
    const found = await search({ word: '사료', productGroup1Id: '1' })
    expect(found.body.totalCount).toBeGreaterThan(0)
    const { status, body } = await search({ word: 'zzqqxx', productGroup1Id: '1' })
    expect(status).toBe(200)
    expect(body.totalCount).toBe(0)
    expect(await rowOf('zzqqxx', 1)).toEqual({ day: '2026-11-27', product_group1_id: 1, word: 'zzqqxx', searches: 1 })
    expect((await logged()).map((r) => r.word)).not.toContain('사료')
    // The same word again is the same row, counted twice; on another side another row.
    await search({ word: 'zzqqxx', productGroup1Id: '1' })
    await search({ word: 'zzqqxx', productGroup1Id: '2' })
    await rowOf('zzqqxx', 2)
    expect((await logged()).filter((r) => r.word === 'zzqqxx').map((r) => [r.product_group1_id, r.searches])).toEqual([
      [1, 2],
      [2, 1],
    ])
    // Only what a report needs: no member, no device.
    const columns = await backend.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'search_zero_results' order by ordinal_position`,
    )
    expect(columns.map((c) => c.column_name)).toEqual([
      'day',
      'product_group1_id',
      'word',
      'searches',
      'first_searched_at',
      'last_searched_at',
    ])
  })

  it('counts a page that filters empty, and stores an emoji word as typed', async () => {
    const { body } = await search({ word: '방석', brandId: '999999' })
    expect(body.totalCount).toBe(0)
    expect(await rowOf('방석', 0)).toMatchObject({ searches: 1 })
    const { status } = await search({ word: '🐶🐱🦴' })
    expect(status).toBe(200)
    expect(await rowOf('🐶🐱🦴', 0)).toMatchObject({ searches: 1 })
  })

  it('stores a word of 100+ characters cut to 100, with SQL and regex characters as plain text', async () => {
    const long = `${"'; drop table products; --.*+?[(".repeat(6)}🐶`.repeat(2)
    await recordZeroResult(backend.db, 2, long, 0, NOW)
    const [row] = await backend.db.query<{ word: string }>(
      `select word from search_zero_results where product_group1_id = 2 and word like $1`,
      ["'; drop%"],
    )
    expect(Array.from(row?.word ?? '')).toHaveLength(100)
    expect(long.startsWith(row?.word ?? '-')).toBe(true)
    const [products] = await backend.db.query<{ n: number }>('select count(*)::int as n from products')
    expect(products?.n).toBeGreaterThan(0)
  })

  it('keeps counting logged words but adds no new word past the day’s cap', async () => {
    const day = new Date('2026-11-20T03:00:00.000Z')
    await recordZeroResult(backend.db, 1, '첫째', 0, day, 2)
    await recordZeroResult(backend.db, 1, '둘째', 0, day, 2)
    await recordZeroResult(backend.db, 1, '셋째', 0, day, 2)
    await recordZeroResult(backend.db, 1, '첫째', 0, day, 2)
    const rows = await backend.db.query<{ word: string; searches: number }>(
      `select word, searches from search_zero_results where day = '2026-11-20' order by word`,
    )
    expect(rows).toEqual([
      { word: '둘째', searches: 1 },
      { word: '첫째', searches: 2 },
    ])
  })

  it('a failing insert is a warning, never a thrown error', async () => {
    const broken = { query: () => Promise.reject(new Error('down')), exec: () => Promise.resolve() }
    await expect(recordZeroResult(broken, 1, 'zzqqxx', 0, NOW)).resolves.toBeUndefined()
  })

  it('the report lists a side’s top words of the last days, most searched first', async () => {
    const at = (iso: string) => new Date(iso)
    for (const [word, times, when] of [
      ['말티즈 사료', 3, '2026-11-26T01:00:00.000Z'],
      ['harness', 5, '2026-11-25T01:00:00.000Z'],
      ['여름 방석', 3, '2026-11-27T01:00:00.000Z'],
      ['오래된 말', 9, '2026-11-10T01:00:00.000Z'],
    ] as const)
      for (let i = 0; i < times; i++) await recordZeroResult(backend.db, 0, word, 0, at(when))
    const top = await topZeroResults(backend.db, { group: 0, days: 7, limit: 3, now: NOW })
    expect(top.map((w) => [w.word, w.searches])).toEqual([
      ['harness', 5],
      ['말티즈 사료', 3],
      ['여름 방석', 3],
    ])
  })
})
