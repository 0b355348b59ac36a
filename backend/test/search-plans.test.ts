import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertRows } from '../db/bulk'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openPostgres } from '../db/postgres'
import type { Db } from '../db/types'
import { type RunningBackend, startBackend } from '../index'
import { generateSeed, SEED } from '../seed'
import { startTestBackend } from './helpers'
import { createDatabase, serverUrl, type TestDatabase } from './pg-databases'

/**
 * Every statement the search service runs for a product search and a suggestion, captured from the
 * backend's database and explained on PostgreSQL: products are reached through an index (the GIN
 * index on search_grams, the primary key), never a sequential scan of products or reviews. At
 * scale 1 the planner is told to avoid scans (3,200 rows make a scan its cheaper pick), which shows
 * an index serves each statement; at SEED_SCALE=10 it is left to choose, which shows it does
 * (but for the broad words below).
 * PostgreSQL only: PGlite plans alike but is not what production runs.
 */

/**
 * Words that name a level-2 category (사료, 간식) match a quarter of their side: there the planner
 * rightly reads the table rather than the index, at any scale, and such a search costs in proportion
 * to the catalogue (docs/search.md "Scale"). They are held to an index being usable, at scale 1.
 * A broad word's own count is kept per catalogue version (holding.ts): searched first (the warm-up
 * below), it is not read again by the queries that hold it beside a narrower word (연어 사료),
 * whose own statements must then each use an index.
 */
const BROAD: Record<string, string>[] = [
  { word: '사료', productGroup1Id: '1' },
  { word: '간식', productGroup1Id: '2', sort: 'reviewCountDesc', offset: '24', size: '16' },
]
/** Searches of every other shape: spaced, 초성, the English layout, typos, a miss, filters, sorts. */
const SEARCHES: Record<string, string>[] = [
  { word: '연어 사료', productGroup1Id: '1', sort: 'priceAsc' },
  { word: 'ㅂㅂㅍㄷ', productGroup1Id: '1' },
  { word: 'qoqusvoem', productGroup1Id: '2' },
  { word: '배변페드', productGroup1Id: '1' },
  { word: '똥봉투' },
  { word: 'zzqqxx', productGroup1Id: '1' },
  { word: '방석', brandId: '1,2', categoryId: '18', minPrice: '10000', maxPrice: '50000', deliveryType: 'morning' },
  { word: '원목', sort: 'newest' },
]
const SUGGESTIONS = ['사', '연어', 'ㅂㅂ', 'qoqu', '똥', '배변페']

type Statement = { sql: string; params: readonly unknown[] }
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; Plans?: PlanNode[] }

/** The statements `run` makes the backend send to its database. */
async function captured(db: Db, run: () => Promise<void>): Promise<Statement[]> {
  const statements: Statement[] = []
  const query = db.query.bind(db)
  db.query = ((sql: string, params: readonly unknown[] = []) => {
    statements.push({ sql, params })
    return query(sql, params)
  }) as Db['query']
  try {
    await run()
  } finally {
    db.query = query
  }
  // Each distinct statement once (suggestions ask for the same prefixes again).
  return [...new Map(statements.map((s) => [JSON.stringify(s), s])).values()]
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)]
}

/** Each statement's plan nodes, explained in a transaction that is rolled back (an insert is never made). */
async function plans(db: Db, statements: Statement[], avoidScans: boolean): Promise<{ sql: string; nodes: PlanNode[] }[]> {
  const rollback = new Error('rollback')
  const out: { sql: string; nodes: PlanNode[] }[] = []
  await db
    .transaction(async (tx) => {
      if (avoidScans) await tx.query('set local enable_seqscan = off')
      for (const { sql, params } of statements) {
        const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, params)
        const plan = row?.['QUERY PLAN'][0]?.Plan
        if (plan) out.push({ sql, nodes: nodes(plan) })
      }
      throw rollback
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error
    })
  return out
}

const SCANNED = new Set(['products', 'reviews'])

/**
 * A node that reads all of products or reviews: a sequential scan, or an index walked end to end
 * without a condition (the planner's fallback when scans are off and no index fits the query).
 */
function whole(node: PlanNode): boolean {
  if (node['Node Type'] === 'Seq Scan') return true
  return (node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan') && !node['Index Cond']
}
const short = (sql: string) => sql.replace(/\s+/g, ' ').slice(0, 160)

async function expectIndexedPlans(backend: RunningBackend, searches: Record<string, string>[], avoidScans: boolean): Promise<number> {
  const get = (path: string, query: Record<string, string>) =>
    fetch(`${backend.url}/search/${path}?${new URLSearchParams(query)}`).then(async (r) => {
      expect(r.status, `${path} ${JSON.stringify(query)}`).toBe(200)
      await r.arrayBuffer()
    })
  // The first search builds the catalogue's words (one pass over the products per catalogue version, not per search).
  await get('products', { word: '사료' })
  const statements = await captured(backend.db, async () => {
    for (const query of searches) await get('products', query)
    for (const word of SUGGESTIONS) await get('suggest', { word, productGroup1Id: '1' })
  })
  const explained = await plans(backend.db, statements, avoidScans)
  for (const { sql, nodes } of explained) {
    const read = nodes.filter((n) => SCANNED.has(n['Relation Name'] ?? ''))
    expect(
      read.filter(whole).map((n) => `${n['Node Type']} on ${n['Relation Name']}`),
      `a whole-table read in: ${short(sql)}`,
    ).toEqual([])
    if (/\bproducts\b/.test(sql)) expect(read.length, `products not read in: ${short(sql)}`).toBeGreaterThan(0)
  }
  return explained.length
}

describe.skipIf(!serverUrl)('search plans on PostgreSQL', () => {
  let backend: RunningBackend
  beforeAll(async () => {
    backend = await startTestBackend()
    // The copy of the template has whatever statistics autovacuum got to: plans read fresh ones.
    await backend.db.exec('analyze')
  })
  afterAll(() => backend?.close())

  it('every statement of a search and a suggestion reaches products by an index, never a scan of products or reviews (scale 1)', async () => {
    expect(await expectIndexedPlans(backend, [...BROAD, ...SEARCHES], true)).toBeGreaterThan(10)
  })

  describe('at SEED_SCALE=10', () => {
    let database: TestDatabase
    let scaled: RunningBackend
    beforeAll(async () => {
      // Only what search reads (categories, brands, products, their options): the reviews and the
      // community of scale 10 would take minutes to insert and are not searched.
      database = await createDatabase(serverUrl as string, null)
      const db = await openPostgres(database.url)
      try {
        await migrate(db, migrations)
        const data = await generateSeed(SEED, 10)
        await db.transaction(async (tx) => {
          for (const [table, rows] of [
            ['categories', data.categories],
            ['brands', data.brands],
            ['products', data.products],
            ['product_options', data.options],
          ] as const)
            await insertRows(tx, table, rows)
        })
        await db.exec('analyze')
      } finally {
        await db.close()
      }
      scaled = await startBackend({ databaseUrl: database.url })
    }, 300_000)
    afterAll(async () => {
      await scaled?.close()
      await database?.drop()
    })

    it('the planner itself picks the indexes for every statement but those of the broad words', async () => {
      const [row] = await scaled.db.query<{ n: number }>('select count(*)::int as n from products')
      expect(row?.n).toBe(32_000)
      expect(await expectIndexedPlans(scaled, SEARCHES, false)).toBeGreaterThan(10)
    }, 120_000)
  })
})
