import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { migrate } from '../../backend/db/migrate'
import { migrations } from '../../backend/db/migrations/index'
import { writePgliteTemplate } from '../../backend/db/pglite'
import { seedIfEmpty } from '../../backend/seed'

/**
 * The unit run's database template (vitest.config.ts): migrated and seeded once, written to a
 * temporary file, named to the test processes by TEST_PGLITE_TEMPLATE. startTestBackend starts each
 * in-memory backend as a copy of it instead of migrating and seeding again (backend/test/helpers.ts).
 */
export default async function setup() {
  const dir = await mkdtemp(path.join(tmpdir(), 'petshop-pglite-'))
  const file = path.join(dir, 'template.tar')
  await writePgliteTemplate(file, async (db) => {
    await migrate(db, migrations)
    await seedIfEmpty(db)
  })
  process.env.TEST_PGLITE_TEMPLATE = file
  return async () => {
    await rm(dir, { recursive: true, force: true })
  }
}
