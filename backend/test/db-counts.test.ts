import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { DIGESTED_TABLES, WRITTEN_TABLES } from '../test-hooks/db-counts'
import { fetchJson, postJson, signIn, startTestBackend } from './helpers'

let hooked: RunningBackend

beforeAll(async () => {
  hooked = await startTestBackend({ testHooks: true })
})
afterAll(() => hooked.close())

const counts = async () =>
  (await fetchJson(`${hooked.url}/v2/test/db/counts`)).body as { counts: Record<string, number>; digests: Record<string, string> }

it('GET /v2/test/db/counts gives a row count of every written table and a digest of the updatable ones', async () => {
  const { counts: rows, digests } = await counts()
  expect(Object.keys(rows).sort()).toEqual([...WRITTEN_TABLES].sort())
  expect(Object.keys(digests).sort()).toEqual([...DIGESTED_TABLES].sort())
  expect(rows.users).toBeGreaterThan(0)
  for (const digest of Object.values(digests)) expect(digest).toMatch(/^[0-9a-f]{32}$/)
})

it('follows an insert in one table and an update in another, and nothing else', async () => {
  const token = await signIn(hooked, DEMO_USERS.demo)
  const before = await counts()
  const event = { name: 'visit_route', session: token, mobile_device_id: 'test-device', data: { page: 'home', product_group1_id: 1 } }
  expect((await postJson(`${hooked.url}/v2/event/logging`, event)).status).toBe(200)
  await hooked.db.query(`update pets set name = name || '!' where user_id = $1`, [DEMO_USERS.demo])
  const after = await counts()
  expect(after.counts).toEqual({ ...before.counts, event_logs: (before.counts.event_logs ?? 0) + 1, sessions: after.counts.sessions })
  expect(after.digests.pets).not.toBe(before.digests.pets)
  expect({ ...after.digests, pets: '' }).toEqual({ ...before.digests, pets: '' })
})
