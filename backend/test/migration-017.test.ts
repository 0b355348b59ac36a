import { afterAll, beforeAll, expect, it } from 'vitest'
import { findRefreshable, findSession, hashToken } from '../auth/sessions'
import { migrate } from '../db/migrate'
import { migrations } from '../db/migrations'
import { openDb } from '../db/open'
import type { Db } from '../db/types'

// Migration 017 on a database of yesterday: tokens in clear become their hashes, nobody is signed out.
let db: Db
const now = new Date('2026-11-24T00:00:00Z')

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' })
  await migrate(
    db,
    migrations.filter((m) => m.version < 17),
  )
  await db.query(
    `insert into users (user_id, email, name, nickname, mobile_no, status) values (9001, 'old@petshop.test', '김예전', '예전회원', '01090019001', 'ACTIVE')`,
  )
  await db.query(
    `insert into sessions (token, user_id, refresh_token, expires_at, refresh_expires_at, created_at)
     values ('clear-access', 9001, 'clear-refresh', '2026-11-24T01:00:00Z', '2026-12-20T00:00:00Z', '2026-11-20T00:00:00Z')`,
  )
  await db.query(`insert into event_logs (name, session, user_id, data) values ('visit_route', 'clear-access', 9001, '{}')`)
  await migrate(db, migrations)
})
afterAll(() => db.close())

it('converts clear tokens to their SHA-256: the old tokens still work, the table shows none of them', async () => {
  expect(JSON.stringify(await db.query('select * from sessions'))).not.toMatch(/clear-(access|refresh)/)
  expect(JSON.stringify(await db.query('select * from event_logs'))).not.toContain('clear-access')
  expect(await db.query('select session from event_logs')).toEqual([{ session: hashToken('clear-access') }])
  expect(await findSession(db, 'clear-access', now)).toMatchObject({ userId: 9001 })
  expect(await findRefreshable(db, 'clear-refresh', now)).toMatchObject({ userId: 9001 })
  // Each old row is a family of its own, ending where its refresh token did.
  const [row] = await db.query<{ family_id: string; refresh_expires_at: Date }>('select family_id, refresh_expires_at from sessions')
  expect(row?.family_id).toMatch(/^[0-9a-f-]{36}$/)
  expect(new Date(row?.refresh_expires_at ?? 0).toISOString()).toBe('2026-12-20T00:00:00.000Z')
})
