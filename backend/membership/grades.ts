import type { Queryable } from '../db/types'
import { addMonths } from './periods'

/** Order states that count as bought (the history's paid states; cancelled orders do not count). */
const BOUGHT = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')`

/** Contract `Grade`. */
export type Grade = { grade_code: string; grade_name: string; min_purchase_amount: number; description: string }

/**
 * `/membership/grades` (guest allowed): the grades in order with what each asks for; for a member
 * also their grade and what they bought in the last 3 months, and how far the next grade is.
 * The grade itself is the platform's (recalculated monthly there), answered as stored.
 */
export async function gradeInfo(db: Queryable, userId: number | null, now: Date) {
  const grades = await db.query<Grade>(
    'select grade_code, grade_name, min_purchase_amount, description from user_grades order by sort_order',
  )
  if (userId === null) return { grades, mine: null }
  const [row] = await db.query<{ grade_code: string; amount: number }>(
    `select u.grade_code, coalesce((select sum(o.total_price) from orders o
                                      where o.user_id = u.user_id and o.status in ${BOUGHT} and o.ordered_at > $2), 0)::int as amount
       from users u where u.user_id = $1`,
    [userId, addMonths(now, -3).toISOString()],
  )
  if (!row) return { grades, mine: null }
  const index = grades.findIndex((g) => g.grade_code === row.grade_code)
  const next = index >= 0 ? (grades[index + 1] ?? null) : null
  return {
    grades,
    mine: {
      grade_code: row.grade_code,
      grade_name: grades[index]?.grade_name ?? row.grade_code,
      purchase_amount: row.amount,
      next_grade_code: next?.grade_code ?? null,
      next_grade_name: next?.grade_name ?? null,
      amount_to_next: next ? Math.max(0, next.min_purchase_amount - row.amount) : null,
    },
  }
}
