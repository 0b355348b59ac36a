import { mkdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { Db, Queryable } from './types'

const MEMORY = 'memory://'

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  }
}

/**
 * Opens an embedded PostgreSQL; `dataDir` 'memory://' keeps everything in memory. `template` (a
 * file written by `writePgliteTemplate`) starts an in-memory database as a copy of it.
 */
export async function openPglite(dataDir: string, template?: string): Promise<Db> {
  if (!dataDir.startsWith(MEMORY)) mkdirSync(dataDir, { recursive: true })
  const loadDataDir = template && dataDir.startsWith(MEMORY) ? new Blob([readFileSync(template)]) : undefined
  // pg_trgm is loaded now so the search work can CREATE EXTENSION it like on a server.
  return dbOf(await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) }))
}

function dbOf(pg: PGlite): Db {
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}

/**
 * The tests' template: an in-memory database made ready by `prepare` (migrated and seeded), its
 * data directory written to `file`. Every backend test starts from a copy instead of migrating and
 * seeding again (about 3 s each, most of a backend test file's time).
 */
export async function writePgliteTemplate(file: string, prepare: (db: Db) => Promise<void>): Promise<void> {
  const pg = await PGlite.create(MEMORY, { extensions: { pg_trgm } })
  try {
    await prepare(dbOf(pg))
    const dump = await pg.dumpDataDir('none')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await pg.close()
  }
}
