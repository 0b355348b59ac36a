import { mkdirSync } from 'node:fs'
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

/** Opens an embedded PostgreSQL; `dataDir` 'memory://' keeps everything in memory. */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith(MEMORY)) mkdirSync(dataDir, { recursive: true })
  // pg_trgm is loaded now so the search work can CREATE EXTENSION it like on a server.
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  }
}
