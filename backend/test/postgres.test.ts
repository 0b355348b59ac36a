import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrations } from '../db/migrations'
import { openPostgres } from '../db/postgres'
import type { Queryable } from '../db/types'
import { startBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'
import { createDatabase } from './pg-databases'

/**
 * Runs against the PostgreSQL server named by TEST_DATABASE_URL: in `npm run test:backend:pg`
 * (the throwaway cluster), skipped in the PGlite run.
 */
const url = process.env.TEST_DATABASE_URL
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe.skipIf(!url)('on a PostgreSQL server', () => {
  const schema = `petshop_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  const databaseUrl = `${url}${url?.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create schema ${schema}`)
  })
  afterAll(async () => {
    await admin.query(`drop schema ${schema} cascade`)
    await admin.end()
  })

  it('migrates and seeds once when two backends start together, and serves the same answers', async () => {
    const [a, b] = await Promise.all([startBackend({ databaseUrl }), startBackend({ databaseUrl })])
    try {
      const [row] = await a.db.query<{ products: number; migrations: number }>(
        'select (select count(*) from products) as products, (select count(*) from schema_migrations) as migrations',
      )
      expect(row?.products).toBeGreaterThanOrEqual(3000)
      expect(row?.migrations).toBe(migrations.length)
      const frame = await fetchJson(`${a.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)
      expect(frame.status).toBe(200)
      expect((await fetchJson(`${b.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)).body).toEqual(frame.body)
      // Dates and counts come back as on PGlite (node-postgres parses them differently by default).
      const token = await signIn(a, DEMO_USERS.demo)
      const detail = await postJson(`${b.url}/v2/user/detail`, {}, { authorization: token })
      expect(detail.body.user_info).toMatchObject({ created_at: '2024-03-15T02:30:00.000Z', order_count: 6 })
      expect(detail.body.user_info.top_animal_info.birthday).toBe('2021-05-14')
      // The catalogue's SQL (bigint offsets, optional group filter) runs the same on a server.
      const listing = await fetchJson(`${a.url}/bff/category/products?categoryId=11&sort=NEWEST&page=2&size=5`)
      expect(listing.body.products).toHaveLength(5)
      expect((await fetchJson(`${b.url}/bff/category/products?categoryId=11&sort=NEWEST&page=2&size=5`)).body).toEqual(listing.body)
      const product = await fetchJson(`${a.url}/bff/product/detail?productId=1024`, { headers: { authorization: token } })
      expect(product.body.options.length).toBeGreaterThan(0)
      const reviews = await fetchJson(`${b.url}/review/reviews?productId=1024&sort=SCORE_DESC`)
      expect(reviews.body.totalCount).toBe(product.body.reviewCount)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

/** `node --import tsx backend/main.ts` on `databaseUrl`; resolves with its URL and everything it logged. */
function startProcess(databaseUrl: string): { child: ChildProcess; ready: Promise<string>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /backend ready at (\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`backend process exited with ${code} before it was ready:\n${output}`)))
  })
  return { child, ready, output: () => output }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** Rows per table of the public schema, by table name. */
async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from "${name}"`)
    counts[name] = row?.count ?? -1
  }
  return counts
}

describe.skipIf(!url)('three backend processes starting together on one empty PostgreSQL database', () => {
  it('migrate and seed it once: every table holds one seed, every migration is applied once', async () => {
    if (!url) return
    const database = await createDatabase(url, null)
    const processes = [0, 1, 2].map(() => startProcess(database.url))
    try {
      const urls = await Promise.all(processes.map((p) => p.ready))
      expect(new Set(urls).size).toBe(3)
      // Exactly one of them seeded (the others waited on the seed's advisory lock and found it done).
      expect(processes.filter((p) => /seeded \d+ products/.test(p.output()))).toHaveLength(1)

      const db = await openPostgres(database.url)
      let counts: Record<string, number>
      try {
        const migrated = await db.query<{ version: number }>('select version from schema_migrations order by version')
        expect(migrated.map((row) => row.version)).toEqual(migrations.map((m) => m.version).sort((a, b) => a - b))
        counts = await rowCounts(db)
      } finally {
        await db.close()
      }

      // A database seeded by a single backend is the measure of "one seed", table by table.
      const single = await startTestBackend()
      let expected: Record<string, number>
      try {
        expected = await rowCounts(single.db)
      } finally {
        await single.close()
      }
      expect(counts).toEqual(expected)
      expect(counts.products).toBeGreaterThanOrEqual(3000)

      // And all three serve the same catalogue.
      const frames = await Promise.all(urls.map(async (base) => (await fetchJson(`${base}/bff/tab/frame?productGroup1Id=1&tabId=3`)).body))
      expect(frames[1]).toEqual(frames[0])
      expect(frames[2]).toEqual(frames[0])
    } finally {
      await Promise.all(processes.map((p) => stopProcess(p.child)))
      await database.drop()
    }
  }, 180_000)
})

describe.skipIf(!url)('a PostgreSQL server that ends the backend’s idle connections', () => {
  it('is logged, not fatal: the next request gets a new connection and answers', async () => {
    const backend = await startTestBackend()
    try {
      expect((await fetchJson(`${backend.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)).status).toBe(200)
      // What a server restart or fail-over does to a pool's idle connections.
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      const [{ datname }] = (await backend.db.query<{ datname: string }>('select current_database() as datname')) as [{ datname: string }]
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [datname],
      )
      await admin.end()
      expect(rowCount).toBeGreaterThan(0)
      // Before the pool had an error listener, the ended connection was an uncaught error here.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await fetchJson(`${backend.url}/bff/tab/frame?productGroup1Id=1&tabId=3`)).status).toBe(200)
    } finally {
      await backend.close()
    }
  })
})
