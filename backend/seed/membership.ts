import { insertRows, syncIdentity } from '../db/bulk'
import type { Queryable } from '../db/types'
import { addMonths } from '../membership/periods'
import type { Random } from '../shared/random'
import { SEED_NOW } from './catalog'
import { DEMO_USERS } from './users'

const DAY = 86_400_000
/** Ordinary members (ids 4–303) who keep a membership too, so the tables look lived in. */
const ORDINARY_MEMBERS = 24
const PLANS = { MONTHLY: { price: 3900, months: 1 }, YEARLY: { price: 39_000, months: 12 } } as const
const METHODS = ['CARD', 'EASY_PAY', 'BANK_TRANSFER'] as const

type Joined = { user_id: number; plan_code: keyof typeof PLANS; started_at: Date; payment_method: string }

/**
 * 펫멤버십 rows (decision 012): link@petshop.test joined the yearly plan on 2026-10-15 (auto-renewal
 * on; demo@petshop.test is not a member, so the join can be tried with it), plus a few ordinary
 * members in their first period. `random` is a stream of its own: no earlier row changed.
 * Benefit coupons are not seeded: they arrive when the membership is first read (benefit_months 0).
 */
export function generateMembership(random: Random) {
  const joined: Joined[] = [
    { user_id: DEMO_USERS.link, plan_code: 'YEARLY', started_at: new Date('2026-10-15T01:00:00.000Z'), payment_method: 'CARD' },
  ]
  const ordinary = random
    .shuffle(Array.from({ length: 300 }, (_, i) => i + 4))
    .slice(0, ORDINARY_MEMBERS)
    .sort((a, b) => a - b)
  for (const userId of ordinary) {
    const plan = random.weighted([
      ['MONTHLY', 7],
      ['YEARLY', 3],
    ] as const)
    const started = SEED_NOW - random.int(1, 25) * DAY - random.int(0, 86_399) * 1000
    joined.push({ user_id: userId, plan_code: plan, started_at: new Date(started), payment_method: random.pick(METHODS) })
  }
  const memberships = joined.map((j) => {
    const endsAt = addMonths(j.started_at, PLANS[j.plan_code].months).toISOString()
    const start = j.started_at.toISOString()
    return {
      user_id: j.user_id,
      plan_code: j.plan_code,
      status: 'ACTIVE',
      started_at: start,
      period_started_at: start,
      ends_at: endsAt,
      auto_renew: true,
      payment_method: j.payment_method,
      benefit_months: 0,
      updated_at: start,
    }
  })
  const orders = memberships.map((m, i) => ({
    membership_order_id: i + 1,
    user_id: m.user_id,
    plan_code: m.plan_code,
    kind: 'JOIN',
    status: 'PAID',
    order_key: `mem_seed_${i + 1}`,
    amount: PLANS[m.plan_code].price,
    payment_method: m.payment_method,
    return_url: '/membership/order/return',
    period_start: m.started_at,
    period_end: m.ends_at,
    created_at: m.started_at,
    paid_at: m.started_at,
  }))
  const payments = orders.map((o) => ({
    payment_key: `pay_seed_mem_${o.membership_order_id}`,
    order_id: null,
    membership_order_id: o.membership_order_id,
    amount: o.amount,
    method: o.payment_method,
    status: 'CAPTURED',
    created_at: o.paid_at,
    updated_at: o.paid_at,
  }))
  return { memberships, orders, payments }
}

export type MembershipSeed = ReturnType<typeof generateMembership>

export async function insertMembership(tx: Queryable, data: MembershipSeed): Promise<void> {
  await insertRows(tx, 'memberships', data.memberships)
  await insertRows(tx, 'membership_orders', data.orders)
  await insertRows(tx, 'payments', data.payments)
  await syncIdentity(tx, 'membership_orders', 'membership_order_id')
}
