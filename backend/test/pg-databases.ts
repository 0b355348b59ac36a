import pg from 'pg'

/**
 * Databases on the test PostgreSQL server (TEST_DATABASE_URL names its maintenance database).
 * The PG run's global setup migrates and seeds one template (TEST_DATABASE_TEMPLATE); every test
 * backend then gets a copy of it, made in well under a second, and drops it when it closes.
 */
export const serverUrl = process.env.TEST_DATABASE_URL || undefined
export const templateName = process.env.TEST_DATABASE_TEMPLATE || undefined

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/
let counter = 0

/** The same server and credentials, another database. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export type TestDatabase = { name: string; url: string; drop(): Promise<void> }

/** A fresh database: a copy of `template`, or an empty one (template0) when it is null. */
export async function createDatabase(url: string, template: string | null = templateName ?? null): Promise<TestDatabase> {
  const name = `petshop_t${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`
  const source = template ?? 'template0'
  if (!IDENTIFIER.test(source)) throw new Error(`invalid template name: ${source}`)
  await withAdmin(url, (client) => client.query(`create database ${name} template ${source}`))
  let dropped: Promise<void> | undefined
  return {
    name,
    url: databaseUrl(url, name),
    drop() {
      dropped ??= withAdmin(url, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`)
      })
      return dropped
    },
  }
}
