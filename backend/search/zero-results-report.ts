/**
 * `npm run search:zero-results [days] [limit]`: the words that showed no product, per side, over the
 * last `days` days (7) and at most `limit` a side (20), from the database the embedded backend uses
 * (DATABASE_URL, else the PGlite directory DATA_DIR). A PGlite directory is one process's: stop
 * the shop first, or read a PostgreSQL server, which any number of readers share.
 */
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openDb } from '../db/open'
import type { SearchGroup } from './filters'
import { topZeroResults, zeroResultReport } from './zero-results'

const whole = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined) return fallback
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number from 1, got "${value}"`)
  return Number(value)
}

const days = whole(process.argv[2], 7, 'days')
const limit = whole(process.argv[3], 20, 'limit')
const db = await openDb({ dataDir: process.env.DATA_DIR || './data', databaseUrl: process.env.DATABASE_URL || undefined })
try {
  // A directory from before migration 33 gets its table (and an empty report) instead of an error.
  await migrate(db, migrations)
  const now = new Date()
  const sides = []
  for (const group of [0, 1, 2] as SearchGroup[]) sides.push({ group, words: await topZeroResults(db, { group, days, limit, now }) })
  console.log(zeroResultReport(days, sides))
} finally {
  await db.close()
}
