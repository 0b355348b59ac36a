/** The one database interface the services use; PGlite and a PostgreSQL server both implement it. */
export interface Queryable {
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
