import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import type { Db } from './types'

export type DbOptions = {
  dataDir?: string
  databaseUrl?: string
  /** An in-memory PGlite starts as a copy of this dump (tests: a migrated, seeded template). */
  pgliteTemplate?: string
}

/** A PostgreSQL server when `databaseUrl` is set, else the embedded database in `dataDir`. */
export function openDb({ dataDir = './data', databaseUrl, pgliteTemplate }: DbOptions): Promise<Db> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir, pgliteTemplate)
}
