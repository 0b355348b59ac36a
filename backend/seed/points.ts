import type { UserRow } from './users'

/** The new-year event the seed's members took part in (KST 2026-01-01): its points last a year. */
const EVENT_AT = Date.UTC(2025, 11, 31, 15)
const YEAR = 365 * 86_400_000

/**
 * Decision 044: a member's points are ledger rows, so the seed's balances are written as what
 * they were, one 새해 이벤트 earning each (from the day they joined, for those who joined later).
 * Orders' earnings are not seeded: the ledger credits a delivered order when it counts as
 * confirmed, the seed's as well as a new one.
 */
export function pointMovements(users: readonly UserRow[]) {
  return users
    .filter((user) => user.point > 0)
    .map((user) => {
      const at = Math.max(EVENT_AT, Date.parse(user.created_at))
      return {
        user_id: user.user_id,
        kind: 'EARN',
        reason: 'EVENT',
        amount: user.point,
        created_at: new Date(at).toISOString(),
        expires_at: new Date(at + YEAR).toISOString(),
      }
    })
}

/** The users table's columns: the points are the ledger's. */
export const userRow = ({ point: _point, ...row }: UserRow) => row
