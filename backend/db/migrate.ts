import type { Migration } from './migrations'
import type { Db } from './types'

/** Any fixed number: serialises concurrent starts against one PostgreSQL server. */
const MIGRATION_LOCK = 724_001

/** Applies pending migrations in version order, each in its own transaction; returns the applied versions. */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  await db.transaction(async (tx) => {
    // Concurrent CREATE TABLE IF NOT EXISTS can still collide on PostgreSQL, hence the lock.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )
    `)
  })
  const applied: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (rows.length > 0) return false
      await tx.exec(migration.sql)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name])
      return true
    })
    if (done) applied.push(migration.version)
  }
  return applied
}
