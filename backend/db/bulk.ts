import type { Queryable } from './types'

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/** Rows per statement: keeps each JSON parameter to a few hundred kB. */
const CHUNK = 2000

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON parameter
 * and json_populate_recordset maps keys to columns by name, so it works the same on PGlite and
 * on a server and never hits the 65,535-parameter limit of multi-row VALUES. The columns are
 * the keys of the first row; the others keep their defaults (and generated columns work).
 */
export async function insertRows(db: Queryable, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0]
  if (!first) return
  const columns = Object.keys(first)
  for (const name of [table, ...columns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`invalid identifier: ${name}`)
  }
  const list = columns.join(', ')
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    await db.query(`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`, [
      JSON.stringify(chunk),
    ])
  }
}

/** Moves an identity column's sequence past the explicit ids a seed inserted. */
export async function syncIdentity(db: Queryable, table: string, column: string): Promise<void> {
  if (!IDENTIFIER.test(table) || !IDENTIFIER.test(column)) throw new Error('invalid identifier')
  await db.query(
    `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
  )
}
