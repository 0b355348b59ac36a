import { newKey } from '../commerce/orders'
import type { Db, Queryable } from '../db/types'
import { membershipError } from './errors'
import { addMonths, benefitMonth } from './periods'

export type MembershipRow = {
  user_id: number
  plan_code: string
  status: 'ACTIVE' | 'EXPIRED'
  started_at: Date
  period_started_at: Date
  ends_at: Date
  auto_renew: boolean
  payment_method: string
  benefit_months: number
}

const COLUMNS = 'user_id, plan_code, status, started_at, period_started_at, ends_at, auto_renew, payment_method, benefit_months'

/** A member away for longer than this many periods is not renewed further in one read (a guard, not a rule). */
const MAX_RENEWALS_AT_ONCE = 240

/**
 * Brings a membership up to `now`, inside the caller's transaction with the row locked. The
 * platform does this with a scheduled billing job; the stand-in catches up whenever the
 * membership is read or changed, with the same outcome:
 * - a period that ended renews with auto-renewal on (a payment charged to the method on file,
 *   dated when the period ended), or the membership expires with it off;
 * - the coupons of the benefit month the member is in are given once (months that are already
 *   over while nobody looked are skipped: their coupons would be expired on arrival).
 */
export async function settle(tx: Queryable, userId: number, now: Date): Promise<MembershipRow | null> {
  const [row] = await tx.query<MembershipRow>(`select ${COLUMNS} from memberships where user_id = $1 for update`, [userId])
  if (!row) return null
  const m = { ...row }
  for (let renewals = 0; m.status === 'ACTIVE' && m.ends_at <= now && renewals < MAX_RENEWALS_AT_ONCE; renewals++) {
    if (!m.auto_renew) {
      m.status = 'EXPIRED'
      break
    }
    const start = m.ends_at
    m.ends_at = await chargeRenewal(tx, m, start)
    m.period_started_at = start
  }
  if (m.status === 'ACTIVE') m.benefit_months = await giveBenefits(tx, m, now)
  const changed = (Object.keys(row) as (keyof MembershipRow)[]).some((key) => String(row[key]) !== String(m[key]))
  if (changed) {
    await tx.query(
      `update memberships set status = $2, period_started_at = $3, ends_at = $4, benefit_months = $5, updated_at = $6 where user_id = $1`,
      [userId, m.status, m.period_started_at.toISOString(), m.ends_at.toISOString(), m.benefit_months, now.toISOString()],
    )
  }
  return m
}

/** One more period, paid with the method on file; answers when it ends. */
async function chargeRenewal(tx: Queryable, m: MembershipRow, start: Date): Promise<Date> {
  const [plan] = await tx.query<{ price: number; period_months: number }>(
    'select price, period_months from membership_plans where plan_code = $1',
    [m.plan_code],
  )
  if (!plan) throw new Error(`membership plan ${m.plan_code} is gone`)
  const end = addMonths(start, plan.period_months)
  const at = start.toISOString()
  const [order] = await tx.query<{ membership_order_id: number }>(
    `insert into membership_orders (user_id, plan_code, kind, status, order_key, amount, payment_method, period_start, period_end, created_at, paid_at)
     values ($1, $2, 'RENEWAL', 'PAID', $3, $4, $5, $6, $7, $6, $6) returning membership_order_id`,
    [m.user_id, m.plan_code, newKey('mem'), plan.price, m.payment_method, at, end.toISOString()],
  )
  await tx.query(
    `insert into payments (payment_key, membership_order_id, amount, method, status, created_at, updated_at) values ($1, $2, $3, $4, 'CAPTURED', $5, $5)`,
    [newKey('pay'), order?.membership_order_id, plan.price, m.payment_method, at],
  )
  return end
}

/** The coupons of each benefit month that has begun and is not over; answers the months now handled. */
async function giveBenefits(tx: Queryable, m: MembershipRow, now: Date): Promise<number> {
  let index = m.benefit_months
  for (;;) {
    const month = benefitMonth(m.started_at, index)
    if (month.start > now || month.start >= m.ends_at) return index
    if (month.end > now) {
      await tx.query(
        `insert into coupons (user_id, title, discount_amount, reason, created_at, coupon_template_id, expires_at)
         select $1, t.title, case when t.type = 'AMOUNT' then t.discount_value end, 'MEMBERSHIP', $2, t.coupon_template_id, $3
           from membership_benefits b join coupon_templates t using (coupon_template_id)
                cross join lateral generate_series(1, b.monthly_quantity) as copy
          order by b.sort, copy`,
        [m.user_id, now.toISOString(), month.end.toISOString()],
      )
    }
    index += 1
  }
}

/** Starts (or starts again after it expired) the member's membership, paid by a join order. */
export async function startMembership(
  tx: Queryable,
  userId: number,
  plan: { plan_code: string; period_months: number },
  paymentMethod: string,
  now: Date,
): Promise<Date> {
  const endsAt = addMonths(now, plan.period_months)
  await tx.query(
    `insert into memberships (user_id, plan_code, status, started_at, period_started_at, ends_at, auto_renew, payment_method, benefit_months, updated_at)
     values ($1, $2, 'ACTIVE', $3, $3, $4, true, $5, 0, $3)
     on conflict (user_id) do update set plan_code = excluded.plan_code, status = 'ACTIVE', started_at = excluded.started_at,
       period_started_at = excluded.period_started_at, ends_at = excluded.ends_at, auto_renew = true,
       payment_method = excluded.payment_method, benefit_months = 0, updated_at = excluded.updated_at`,
    [userId, plan.plan_code, now.toISOString(), endsAt.toISOString(), paymentMethod],
  )
  return endsAt
}

const iso = (value: Date) => value.toISOString()

/** Contract `Membership`. */
export async function membershipView(db: Queryable, m: MembershipRow) {
  const [plan] = await db.query<{ name: string; price: number; period_months: number }>(
    'select name, price, period_months from membership_plans where plan_code = $1',
    [m.plan_code],
  )
  const active = m.status === 'ACTIVE'
  return {
    plan_code: m.plan_code,
    plan_name: plan?.name ?? m.plan_code,
    price: plan?.price ?? 0,
    period_months: plan?.period_months ?? 1,
    status: m.status,
    started_at: iso(m.started_at),
    period_started_at: iso(m.period_started_at),
    ends_at: iso(m.ends_at),
    auto_renew: active && m.auto_renew,
    next_renewal_at: active && m.auto_renew ? iso(m.ends_at) : null,
    payment_method: m.payment_method,
  }
}

export type MembershipView = Awaited<ReturnType<typeof membershipView>>

/** The membership's paid orders (join and renewals), newest first. */
export async function membershipPayments(db: Queryable, userId: number) {
  const rows = await db.query<{
    membership_order_id: number
    kind: string
    plan_name: string
    amount: number
    payment_method: string
    paid_at: Date
    period_start: Date
    period_end: Date
  }>(
    `select mo.membership_order_id, mo.kind, p.name as plan_name, mo.amount, mo.payment_method, mo.paid_at, mo.period_start, mo.period_end
       from membership_orders mo join membership_plans p using (plan_code)
      where mo.user_id = $1 and mo.status = 'PAID' order by mo.paid_at desc, mo.membership_order_id desc limit 12`,
    [userId],
  )
  return rows.map((row) => ({ ...row, paid_at: iso(row.paid_at), period_start: iso(row.period_start), period_end: iso(row.period_end) }))
}

/** `/membership/status`: the membership brought up to now (null: never joined) and its payments. */
export async function membershipStatus(db: Db, userId: number, now: Date) {
  return db.transaction(async (tx) => {
    const m = await settle(tx, userId, now)
    return { membership: m ? await membershipView(tx, m) : null, payments: await membershipPayments(tx, userId) }
  })
}

/**
 * `/membership/auto-renew`: off keeps every benefit until the period ends, then the membership
 * expires; on again before then renews it as before. Only an active membership has a renewal.
 */
export async function setAutoRenew(db: Db, userId: number, autoRenew: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const m = await settle(tx, userId, now)
    if (m?.status !== 'ACTIVE') throw membershipError('NOT_MEMBER')
    await tx.query('update memberships set auto_renew = $2, updated_at = $3 where user_id = $1', [userId, autoRenew, now.toISOString()])
    return membershipView(tx, { ...m, auto_renew: autoRenew })
  })
}
