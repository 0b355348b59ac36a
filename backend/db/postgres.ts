import pg from 'pg'
import type { Db, Queryable } from './types'

const INT8 = 20
const DATE = 1082

/**
 * Makes node-postgres answer the same JS types as PGlite: int8 (count(*), sums) as numbers
 * and dates as UTC midnight instead of local midnight.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return (value: string) => Number(value)
    if (oid === DATE) return (value: string) => new Date(`${value}T00:00:00Z`)
    return pg.types.getTypeParser(oid, format ?? 'text')
  }) as typeof pg.types.getTypeParser,
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params])
      return result.rows as T[]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
  }
}

/** Connects to a PostgreSQL server with a small pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10, types })
  // An idle connection the server ends (a restart, a fail-over, a database dropped under it) is
  // reported on the pool; without a listener Node treats it as an uncaught error and the whole
  // process dies. The pool replaces the connection on the next query, so a line in the log is all.
  pool.on('error', (error) => console.warn(`[backend] idle PostgreSQL connection ended: ${error.message}`))
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1')
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await fn(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
