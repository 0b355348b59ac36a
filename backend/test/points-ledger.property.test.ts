import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { addDays, credit, debit, refundOrderPoints, settle, spendableBalance } from '../points/ledger'
import { newEmailMember, startTestBackend } from './helpers'

// Decision 044's invariants under random sequences of earning, spending, cancelling and time passing.
let backend: RunningBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.close())

const step = fc.oneof(
  fc.record({ op: fc.constant('earn' as const), amount: fc.integer({ min: 1, max: 5000 }), days: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ op: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 6000 }) }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 0, max: 200 }) }),
)

async function invariants(userId: number, now: Date) {
  const db = backend.db
  const [sum] = await db.query<{ sum: number }>('select coalesce(sum(amount), 0)::int as sum from point_movements where user_id = $1', [
    userId,
  ])
  // Every debit drew exactly its amount, and no lot gave more than it held.
  const debits = await db.query<{ amount: number; drawn: number }>(
    `select -m.amount as amount, coalesce((select sum(d.amount) from point_draws d where d.debit_id = m.movement_id), 0)::int as drawn
       from point_movements m where m.user_id = $1 and m.amount < 0`,
    [userId],
  )
  for (const row of debits) expect(row.drawn).toBe(row.amount)
  const lots = await db.query<{ amount: number; drawn: number }>(
    `select m.amount, coalesce((select sum(d.amount) from point_draws d where d.lot_id = m.movement_id), 0)::int as drawn
       from point_movements m where m.user_id = $1 and m.amount > 0`,
    [userId],
  )
  for (const lot of lots) expect(lot.drawn).toBeLessThanOrEqual(lot.amount)
  expect(sum?.sum).toBeGreaterThanOrEqual(0)
  // Once settled, what can be spent is exactly the sum of the movements.
  await db.transaction((tx) => settle(tx, userId, now))
  const [settled] = await db.query<{ sum: number }>('select coalesce(sum(amount), 0)::int as sum from point_movements where user_id = $1', [
    userId,
  ])
  expect(await spendableBalance(db, userId, now)).toBe(settled?.sum)
}

describe('the points ledger', () => {
  it('keeps the balance equal to the sum of its movements and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { userId } = await newEmailMember(backend, 'prop')
        let now = new Date('2026-11-27T03:00:00.000Z')
        const spends: number[] = []
        for (const s of steps) {
          if (s.op === 'earn') {
            await credit(backend.db, { userId, kind: 'EARN', reason: 'EVENT', amount: s.amount, expiresAt: addDays(now, s.days), at: now })
          } else if (s.op === 'spend') {
            const before = await spendableBalance(backend.db, userId, now)
            const [order] = await backend.db.query<{ order_id: number }>(
              `insert into orders (user_id, status, total_price, ordered_at) values ($1, 'PAID', 0, $2) returning order_id`,
              [userId, now.toISOString()],
            )
            const orderId = order?.order_id as number
            const spent = await backend.db.transaction((tx) =>
              debit(tx, { userId, kind: 'SPEND', reason: 'ORDER_PAYMENT', amount: s.amount, orderId, at: now }),
            )
            // A spend goes through exactly when the unexpired lots hold enough.
            expect(spent !== null).toBe(s.amount <= before)
            if (spent !== null) spends.push(orderId)
          } else if (s.op === 'cancel') {
            const orderId = spends.splice(s.pick % Math.max(1, spends.length), 1)[0]
            if (orderId !== undefined) await backend.db.transaction((tx) => refundOrderPoints(tx, userId, orderId, now))
          } else {
            now = addDays(now, s.days)
          }
          await invariants(userId, now)
        }
      }),
      { numRuns: 30 },
    )
  }, 120_000)
})
