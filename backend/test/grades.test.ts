import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { addMonths } from '../membership/periods'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

/** Grades (decision 043): one rule, what the last 3 months bought, wherever a grade is shown. */
let backend: RunningBackend
const clock = new Date('2026-11-10T03:00:00.000Z')
const YEAR = 365 * 86_400_000
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const session = (userId: number) => signIn(backend, userId, 10 * YEAR)

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
})
afterAll(() => backend.close())

describe('grades', () => {
  it('explains the grades, and tells a member what they bought in 3 months and what the next grade needs', async () => {
    const guest = await call('/membership/grades', null)
    expect(
      guest.body.grades.map((g: { grade_name: string; min_purchase_amount: number }) => [g.grade_name, g.min_purchase_amount]),
    ).toEqual([
      ['웰컴', 0],
      ['프렌즈', 100000],
      ['패밀리', 300000],
      ['VIP', 600000],
    ])
    expect(guest.body.mine).toBeNull()
    const token = await session(DEMO_USERS.demo)
    const [bought] = await backend.db.query<{ amount: number }>(
      `select coalesce(sum(total_price), 0)::int as amount from orders where user_id = 1 and status in ('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED') and ordered_at > $1`,
      [addMonths(clock, -3).toISOString()],
    )
    const { body } = await call('/membership/grades', token)
    // On this clock the demo member bought between 300,000 and 600,000원 in the 3 months: 패밀리 by the rule.
    expect(bought?.amount).toBeGreaterThanOrEqual(300_000)
    expect(bought?.amount).toBeLessThan(600_000)
    expect(body.mine).toEqual({
      grade_code: 'FAMILY',
      grade_name: '패밀리',
      purchase_amount: bought?.amount,
      next_grade_code: 'VIP',
      next_grade_name: 'VIP',
      amount_to_next: 600_000 - (bought?.amount ?? 0),
    })
    expect((await call('/membership/grades', 'not-a-session')).status).toBe(401)
  })

  it('one rule for the grade: what the 3 months bought decides it, on the membership page and in the user detail alike', async () => {
    const [row] = await backend.db.query<{ user_id: number }>(
      `select user_id from users u where user_id between 4 and 303 and status = 'ACTIVE'
          and not exists (select 1 from orders o where o.user_id = u.user_id) order by user_id desc limit 1`,
    )
    const userId = row?.user_id ?? 0
    const token = await session(userId)
    const grades = async () => {
      const page = (await call('/membership/grades', token)).body.mine
      const detail = (await call('/user/detail', token)).body.user_info.user_grade_code_info
      expect(detail).toEqual({ user_grade_code: page.grade_code, user_grade_code_name: page.grade_name })
      return [page.grade_name, page.purchase_amount, page.amount_to_next]
    }
    await backend.db.query("update users set grade_code = 'VIP' where user_id = $1", [userId])
    // A stored VIP with nothing bought is 웰컴, 100,000원 from 프렌즈.
    expect(await grades()).toEqual(['웰컴', 0, 100_000])
    const order = (amount: number, status: string, daysAgo: number) =>
      backend.db.query('insert into orders (user_id, status, total_price, ordered_at) values ($1, $2, $3, $4)', [
        userId,
        status,
        amount,
        new Date(clock.getTime() - daysAgo * 86_400_000).toISOString(),
      ])
    await order(299_990, 'DELIVERED', 10)
    expect(await grades()).toEqual(['프렌즈', 299_990, 10])
    // A cancelled order and one older than 3 months do not count.
    await order(50_000, 'CANCELLED', 5)
    await order(50_000, 'DELIVERED', 100)
    expect(await grades()).toEqual(['프렌즈', 299_990, 10])
    await order(10, 'PAID', 1)
    expect(await grades()).toEqual(['패밀리', 300_000, 300_000])
  })
})
