import { ensurePostgres } from '../../scripts/ensure-postgres.mjs'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openPostgres } from '../db/postgres'
import { seedIfEmpty } from '../seed'
import { databaseUrl, withAdmin } from './pg-databases'

/**
 * The PostgreSQL run (vitest.pg.config.ts): starts the throwaway cluster unless TEST_DATABASE_URL
 * names a server already, migrates and seeds one template database, and hands both to the test
 * files through the environment. Whatever migrations exist are applied, so new ones need nothing here.
 */
export default async function setup() {
  const started = performance.now()
  const url = process.env.TEST_DATABASE_URL || (await ensurePostgres())
  const template = `petshop_template_${process.pid}`
  await withAdmin(url, async (client) => {
    // Leftovers of runs that were killed before their teardown (their process is gone).
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^petshop_(template_|t)[0-9]+'",
    )
    for (const { datname } of rows) {
      const pid = Number(/^petshop_(?:template_|t)(\d+)/.exec(datname)?.[1])
      if (isAlive(pid)) continue
      if (datname.startsWith('petshop_template_')) await client.query(`alter database ${datname} is_template false`)
      await client.query(`drop database if exists ${datname} with (force)`)
    }
    await client.query(`create database ${template} template template0`)
  })
  const db = await openPostgres(databaseUrl(url, template))
  try {
    await migrate(db, migrations)
    await seedIfEmpty(db)
  } finally {
    await db.close()
  }
  await withAdmin(url, (client) => client.query(`alter database ${template} is_template true`))
  process.env.TEST_DATABASE_URL = url
  process.env.TEST_DATABASE_TEMPLATE = template
  console.log(`PostgreSQL template ${template} on ${new URL(url).host} ready in ${Math.round(performance.now() - started)} ms`)

  return async () => {
    await withAdmin(url, async (client) => {
      await client.query(`alter database ${template} is_template false`)
      await client.query(`drop database if exists ${template} with (force)`)
    })
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
