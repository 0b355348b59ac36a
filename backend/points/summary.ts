import { POINT_RULES } from '../../app/domain/points'
import { settleMember } from '../commerce/return-progress'
import type { Db } from '../db/types'
import { gradeFor, loadGrades, recentPurchases } from '../membership/grades'
import { spendableBalance } from './ledger'

const KST_OFFSET_MS = 9 * 60 * 60 * 1000

/** The first moment of the next month in Korea: what "이번 달 소멸 예정" counts up to. */
export function kstMonthEnd(now: Date): Date {
  const kst = new Date(now.getTime() + KST_OFFSET_MS)
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1) - KST_OFFSET_MS)
}

type MovementRow = {
  movement_id: number
  kind: string
  reason: string
  amount: number
  order_id: number | null
  created_at: Date
  expires_at: Date | null
}

/**
 * `/user/points` (decision 044): the balance, what expires before the month ends, the rules a
 * screen states, the member's earning rate today, and the movements newest first. The ledger is
 * settled first, so an earning or an expiry that fell due is in the list and in the balance.
 */
export async function pointsSummary(db: Db, userId: number, now: Date, page: number, size: number) {
  await db.transaction((tx) => settleMember(tx, userId, now))
  const monthEnd = kstMonthEnd(now)
  const [balance, [expiring], movements, [count], grades, purchases] = await Promise.all([
    spendableBalance(db, userId, now),
    db.query<{ amount: number }>(
      `select coalesce(sum(m.amount - coalesce((select sum(d.amount) from point_draws d where d.lot_id = m.movement_id), 0)), 0)::int as amount
         from point_movements m where m.user_id = $1 and m.amount > 0 and m.expires_at > $2 and m.expires_at <= $3`,
      [userId, now.toISOString(), monthEnd.toISOString()],
    ),
    db.query<MovementRow>(
      `select movement_id, kind, reason, amount, order_id, created_at, expires_at from point_movements
        where user_id = $1 order by created_at desc, movement_id desc limit $2 offset ($3::bigint - 1) * $2`,
      [userId, size, page],
    ),
    db.query<{ total: number }>('select count(*)::int as total from point_movements where user_id = $1', [userId]),
    loadGrades(db),
    recentPurchases(db, userId, now),
  ])
  const grade = gradeFor(grades, purchases)
  return {
    balance,
    expiring_this_month: { amount: expiring?.amount ?? 0, until: monthEnd.toISOString() },
    earn_rate: { grade_name: grade?.grade_name ?? null, percent: grade?.point_rate ?? 0 },
    rules: {
      min_balance: POINT_RULES.minBalance,
      unit: POINT_RULES.unit,
      validity_days: POINT_RULES.validityDays,
      confirm_after_days: POINT_RULES.confirmAfterDays,
      review_text: POINT_RULES.reviewText,
      review_photo: POINT_RULES.reviewPhoto,
    },
    movements: movements.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      expires_at: row.expires_at?.toISOString() ?? null,
    })),
    total_count: count?.total ?? 0,
    page,
  }
}
