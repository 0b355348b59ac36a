import type { Queryable } from '../db/types'
import { addMonths } from './periods'

/** Order states that count as bought (the history's paid states; cancelled orders do not count). */
const BOUGHT = `('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')`

/** Contract `Grade`. */
export type Grade = { grade_code: string; grade_name: string; min_purchase_amount: number; description: string; point_rate: number }

/** The grades in order, each with what it asks for. */
export function loadGrades(db: Queryable): Promise<Grade[]> {
  return db.query<Grade>('select grade_code, grade_name, min_purchase_amount, description, point_rate from user_grades order by sort_order')
}

/**
 * One rule for a member's grade wherever it is shown (decision 043: the membership page, my page, V2's user
 * detail): the highest grade whose minimum the last 3 months' purchases reach. The page that
 * says "최근 3개월 구매 금액 202,450원" never says 패밀리 (300,000원) beside it.
 */
export function gradeFor(grades: readonly Grade[], amount: number): Grade | null {
  return grades.filter((grade) => grade.min_purchase_amount <= amount).at(-1) ?? grades[0] ?? null
}

/** What the member paid for in the 3 months before `now` (cancelled and unpaid orders do not count). */
export async function recentPurchases(db: Queryable, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ amount: number }>(
    `select coalesce(sum(o.total_price), 0)::int as amount from orders o
      where o.user_id = $1 and o.status in ${BOUGHT} and o.ordered_at > $2`,
    [userId, addMonths(now, -3).toISOString()],
  )
  return row?.amount ?? 0
}

/**
 * `/membership/grades` (guest allowed): the grades in order with what each asks for; for a member
 * also their grade (gradeFor), what they bought in the last 3 months, and how far the next grade is.
 */
export async function gradeInfo(db: Queryable, userId: number | null, now: Date) {
  const grades = await loadGrades(db)
  if (userId === null) return { grades, mine: null }
  const [member] = await db.query('select 1 from users where user_id = $1', [userId])
  if (!member) return { grades, mine: null }
  const amount = await recentPurchases(db, userId, now)
  const grade = gradeFor(grades, amount)
  const index = grade ? grades.indexOf(grade) : -1
  const next = grades[index + 1] ?? null
  return {
    grades,
    mine: {
      grade_code: grade?.grade_code ?? null,
      grade_name: grade?.grade_name ?? null,
      purchase_amount: amount,
      next_grade_code: next?.grade_code ?? null,
      next_grade_name: next?.grade_name ?? null,
      amount_to_next: next ? Math.max(0, next.min_purchase_amount - amount) : null,
    },
  }
}
