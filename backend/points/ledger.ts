import { drawFrom, earnedPoints, POINT_RULES } from '../../app/domain/points'
import type { Queryable } from '../db/types'
import { gradeFor, loadGrades, recentPurchases } from '../membership/grades'

/**
 * The points ledger (decision 044): every movement a row, the balance their sum. A lot (a row
 * with a positive amount) keeps what is left of it as its amount less its draws. Every write
 * here runs inside the caller's transaction after `lockMember`, so two tabs spending the same
 * points queue on the member's row and the second sees what the first left.
 */

export type Reason =
  | 'ORDER_CONFIRMED'
  | 'REVIEW_TEXT'
  | 'REVIEW_PHOTO'
  | 'MEMBERSHIP_WELCOME'
  | 'EVENT'
  | 'CARRIED_OVER'
  | 'ORDER_PAYMENT'
  | 'ORDER_CANCEL'
  | 'EXPIRED'
  | 'ORDER_RETURN'
  | 'REVIEW_DELETED'

const DAY = 86_400_000
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY)

/** Serialises ledger writes per member (the row every money path already locks first). */
export async function lockMember(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select user_id from users where user_id = $1 for update', [userId])
}

type LotRow = { movement_id: number; remaining: number; expires_at: Date }

/** The member's lots with something left, spendable at `now` or not (the expiry reads both). */
async function lotsWithRemainder(tx: Queryable, userId: number): Promise<LotRow[]> {
  return tx
    .query<LotRow>(
      `select m.movement_id, m.amount - coalesce((select sum(d.amount) from point_draws d where d.lot_id = m.movement_id), 0)::int as remaining,
            m.expires_at
       from point_movements m where m.user_id = $1 and m.amount > 0`,
      [userId],
    )
    .then((rows) => rows.filter((row) => row.remaining > 0))
}

/** What the member can spend at `now`: what is left of the lots not yet expired. Read-only. */
export async function spendableBalance(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ balance: number }>(
    `select coalesce(sum(m.amount - coalesce((select sum(d.amount) from point_draws d where d.lot_id = m.movement_id), 0)), 0)::int as balance
       from point_movements m where m.user_id = $1 and m.amount > 0 and m.expires_at > $2`,
    [userId, now.toISOString()],
  )
  return row?.balance ?? 0
}

type Credit = {
  userId: number
  kind: 'EARN' | 'REFUND'
  reason: Reason
  amount: number
  expiresAt: Date
  at: Date
  orderId?: number | null
  lineNo?: number | null
  membershipOrderId?: number | null
  /** The return that gave it back (decision 048): once per return. */
  returnId?: number | null
}

/** A new lot; false when the same reward was already given (its unique index), which is not an error. */
export async function credit(tx: Queryable, c: Credit): Promise<boolean> {
  if (c.amount <= 0) return false
  const rows = await tx.query(
    `insert into point_movements (user_id, kind, reason, amount, order_id, line_no, membership_order_id, expires_at, created_at, return_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning movement_id`,
    [
      c.userId,
      c.kind,
      c.reason,
      c.amount,
      c.orderId ?? null,
      c.lineNo ?? null,
      c.membershipOrderId ?? null,
      c.expiresAt.toISOString(),
      c.at.toISOString(),
      c.returnId ?? null,
    ],
  )
  return rows.length > 0
}

type Debit = {
  userId: number
  kind: 'SPEND' | 'CANCEL'
  reason: Reason
  amount: number
  at: Date
  orderId?: number | null
  returnId?: number | null
}

/**
 * Takes `amount` from the member's spendable lots, soonest to expire first. Null (nothing
 * written) when they hold less: the caller says why in its own words.
 */
export async function debit(tx: Queryable, d: Debit): Promise<number | null> {
  const lots = (await lotsWithRemainder(tx, d.userId))
    .filter((lot) => lot.expires_at.getTime() > d.at.getTime())
    .map((lot) => ({ id: lot.movement_id, remaining: lot.remaining, expiresAt: lot.expires_at.getTime() }))
  const draws = drawFrom(lots, d.amount)
  if (!draws) return null
  const [row] = await tx.query<{ movement_id: number }>(
    `insert into point_movements (user_id, kind, reason, amount, order_id, created_at, return_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning movement_id`,
    [d.userId, d.kind, d.reason, -d.amount, d.orderId ?? null, d.at.toISOString(), d.returnId ?? null],
  )
  const debitId = row?.movement_id as number
  for (const draw of draws)
    await tx.query('insert into point_draws (debit_id, lot_id, amount) values ($1, $2, $3)', [debitId, draw.lotId, draw.amount])
  return debitId
}

/**
 * A cancelled order's points back: what its spend drew, as one lot valid until the soonest
 * expiry among the lots it came from, and at least `refundFloorDays` from now.
 */
export async function refundOrderPoints(tx: Queryable, userId: number, orderId: number, now: Date): Promise<number> {
  const expiresAt = await refundExpiry(tx, userId, orderId, now)
  if (!expiresAt) return 0
  const [spent] = await tx.query<{ amount: number }>(
    `select (-amount)::int as amount from point_movements where order_id = $1 and user_id = $2 and kind = 'SPEND'`,
    [orderId, userId],
  )
  if (!spent) return 0
  const given = await credit(tx, { userId, kind: 'REFUND', reason: 'ORDER_CANCEL', amount: spent.amount, orderId, expiresAt, at: now })
  return given ? spent.amount : 0
}

/**
 * Until when points an order's spend drew are valid when given back (by a cancel, or a return's
 * share of them, decision 048): the soonest expiry of the lots it drew, never sooner than
 * `refundFloorDays` from now. Null when the order spent none.
 */
export async function refundExpiry(tx: Queryable, userId: number, orderId: number, now: Date): Promise<Date | null> {
  const [spent] = await tx.query<{ amount: number; expires_at: Date | null }>(
    `select (-m.amount)::int as amount,
            (select min(l.expires_at) from point_draws d join point_movements l on l.movement_id = d.lot_id where d.debit_id = m.movement_id) as expires_at
       from point_movements m where m.order_id = $1 and m.user_id = $2 and m.kind = 'SPEND'`,
    [orderId, userId],
  )
  if (!spent) return null
  const floor = addDays(now, POINT_RULES.refundFloorDays)
  return spent.expires_at && spent.expires_at > floor ? spent.expires_at : floor
}

/** When a delivered order counts as confirmed: the member's 구매확정, else 7 days after delivery. */
export const confirmedAt = (order: { purchase_confirmed_at: Date | null; shipping_time: Date | null }): Date | null =>
  order.purchase_confirmed_at ?? (order.shipping_time ? addDays(order.shipping_time, POINT_RULES.confirmAfterDays) : null)

type DueOrder = {
  order_id: number
  total_price: number
  shipping_fee: number
  purchase_confirmed_at: Date | null
  shipping_time: Date | null
}

/**
 * Brings the ledger up to `now`: earnings of orders confirmed by then (at the grade of their
 * confirmation day, on what was paid for products in money less what returns gave back of it,
 * decision 048: points earn nothing), then the
 * expiry of every lot whose validity ended with something left. Idempotent (the unique indexes);
 * it writes only when something is due, so reads can call it freely.
 */
export async function settle(tx: Queryable, userId: number, now: Date): Promise<void> {
  const due = await tx.query<DueOrder>(
    `select o.order_id, o.total_price - coalesce((select p.refunded_amount from payments p where p.order_id = o.order_id), 0) as total_price,
            o.shipping_fee, o.purchase_confirmed_at, o.shipping_time from orders o
      where o.user_id = $1 and o.status = 'DELIVERED'
        and (o.purchase_confirmed_at is not null or o.shipping_time <= $2::timestamptz - make_interval(days => $3::int))
        and not exists (select 1 from point_movements m where m.order_id = o.order_id and m.reason = 'ORDER_CONFIRMED')`,
    [userId, now.toISOString(), POINT_RULES.confirmAfterDays],
  )
  const expired = await tx.query<{ movement_id: number }>(
    `select m.movement_id from point_movements m
      where m.user_id = $1 and m.amount > 0 and m.expires_at <= $2
        and not exists (select 1 from point_movements e where e.lot_id = m.movement_id and e.kind = 'EXPIRE')
        and m.amount > coalesce((select sum(d.amount) from point_draws d where d.lot_id = m.movement_id), 0)`,
    [userId, now.toISOString()],
  )
  if (due.length === 0 && expired.length === 0) return
  await lockMember(tx, userId)
  if (due.length > 0) {
    const grades = await loadGrades(tx)
    for (const order of due) {
      const at = confirmedAt(order) as Date
      const grade = gradeFor(grades, await recentPurchases(tx, userId, at))
      const amount = earnedPoints(Math.max(0, order.total_price - order.shipping_fee), grade?.point_rate ?? 0)
      const expiresAt = addDays(at, POINT_RULES.validityDays)
      await credit(tx, { userId, kind: 'EARN', reason: 'ORDER_CONFIRMED', amount, orderId: order.order_id, expiresAt, at })
    }
  }
  // An earning credited just now can itself be past its year (an old order): expire after crediting.
  for (const lot of await lotsWithRemainder(tx, userId)) {
    if (lot.expires_at.getTime() > now.getTime()) continue
    const [row] = await tx.query<{ movement_id: number }>(
      `insert into point_movements (user_id, kind, reason, amount, lot_id, created_at)
       values ($1, 'EXPIRE', 'EXPIRED', $2, $3, $4) on conflict do nothing returning movement_id`,
      [userId, -lot.remaining, lot.movement_id, lot.expires_at.toISOString()],
    )
    if (row)
      await tx.query('insert into point_draws (debit_id, lot_id, amount) values ($1, $2, $3)', [
        row.movement_id,
        lot.movement_id,
        lot.remaining,
      ])
  }
}
