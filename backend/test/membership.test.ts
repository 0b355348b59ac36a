import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { addMonths } from '../membership/periods'
import { DEMO_USERS } from '../seed/users'
import { pay, v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
let clock = new Date('2026-11-10T03:00:00.000Z')
const YEAR = 365 * 86_400_000
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
/** Sessions that outlive the clock moves below. */
const session = (userId: number) => signIn(backend, userId, 10 * YEAR)

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
})
afterAll(() => backend.close())

/** Ordinary members who never joined, a different one for each test. */
let nextFresh = 0
async function freshMember(): Promise<{ userId: number; token: string }> {
  const [row] = await backend.db.query<{ user_id: number }>(
    `select user_id from users where user_id between 4 and 303 and user_id not in (select user_id from memberships) order by user_id offset $1 limit 1`,
    [nextFresh++],
  )
  if (!row) throw new Error('no member left')
  return { userId: row.user_id, token: await session(row.user_id) }
}

async function pointOf(userId: number): Promise<number> {
  // The ledger's sum (decision 044): the welcome points are a movement like any other.
  const [row] = await backend.db.query<{ point: number }>(
    'select coalesce(sum(amount), 0)::int as point from point_movements where user_id = $1',
    [userId],
  )
  return row?.point ?? -1
}

async function membershipCoupons(userId: number) {
  return backend.db.query<{ coupon_template_id: number; expires_at: Date }>(
    `select coupon_template_id, expires_at from coupons where user_id = $1 and reason = 'MEMBERSHIP' order by coupon_id`,
    [userId],
  )
}

/** prepare → the stand-in's decision → confirm, as the shop does it. */
async function join(token: string, decision: 'approve' | 'decline' = 'approve', plan = 'MONTHLY') {
  const prepared = await call('/membership/prepare', token, {
    plan_code: plan,
    payment_method: 'CARD',
    return_url: '/membership/order/return',
  })
  expect(prepared.status).toBe(200)
  const paid = await pay(backend, prepared.body.order_key, decision)
  const confirmed = await call('/membership/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
  return { prepared, paid, confirmed }
}

describe('plans and grades', () => {
  it('answers the plans and the monthly coupon benefits to a guest', async () => {
    const { status, body } = await call('/membership/plans', null)
    expect(status).toBe(200)
    expect(body.plans).toEqual([
      { plan_code: 'MONTHLY', name: '펫멤버십 월간', price: 3900, period_months: 1, welcome_point: 1000 },
      { plan_code: 'YEARLY', name: '펫멤버십 연간', price: 39000, period_months: 12, welcome_point: 5000 },
    ])
    expect(body.benefits.map((b: { monthly_quantity: number; coupon: { type: string } }) => [b.monthly_quantity, b.coupon.type])).toEqual([
      [2, 'FREE_SHIPPING'],
      [1, 'RATE'],
    ])
    expect(body.benefits[1].coupon).toMatchObject({ discount_value: 5, max_discount_price: 5000, min_order_price: 10000 })
  })
})

describe('status', () => {
  it('needs a session; demo never joined', async () => {
    expect((await call('/membership/status', null)).status).toBe(401)
    const { body } = await call('/membership/status', await session(DEMO_USERS.demo))
    expect(body).toEqual({ membership: null, payments: [] })
  })

  it('shows the seeded yearly member and gives the coupons of the month they are in, once', async () => {
    const token = await session(DEMO_USERS.link)
    const { body } = await call('/membership/status', token)
    expect(body.membership).toEqual({
      plan_code: 'YEARLY',
      plan_name: '펫멤버십 연간',
      price: 39000,
      period_months: 12,
      status: 'ACTIVE',
      started_at: '2026-10-15T01:00:00.000Z',
      period_started_at: '2026-10-15T01:00:00.000Z',
      ends_at: '2027-10-15T01:00:00.000Z',
      auto_renew: true,
      next_renewal_at: '2027-10-15T01:00:00.000Z',
      payment_method: 'CARD',
    })
    expect(body.payments).toEqual([
      expect.objectContaining({ kind: 'JOIN', amount: 39000, plan_name: '펫멤버십 연간', period_end: '2027-10-15T01:00:00.000Z' }),
    ])
    const coupons = await membershipCoupons(DEMO_USERS.link)
    expect(coupons.map((c) => c.coupon_template_id)).toEqual([1101, 1101, 1102])
    expect(coupons.every((c) => c.expires_at.toISOString() === '2026-11-15T01:00:00.000Z')).toBe(true)
    await call('/membership/status', token)
    expect(await membershipCoupons(DEMO_USERS.link)).toHaveLength(3)
    // They are ordinary coupons of the member: listed, and counted on /user/detail.
    const listed = await call('/coupon/list', token)
    expect(listed.body.coupons.filter((c: { title: string }) => c.title.startsWith('멤버십'))).toHaveLength(3)
  })
})

describe('joining through the payment stand-in', () => {
  it('approved: the member is active a month, with welcome points, this month’s coupons and the payment', async () => {
    const { userId, token } = await freshMember()
    const before = await pointOf(userId)
    const page = await fetch(
      `${backend.url}/pay/checkout?key=${(await call('/membership/prepare', token, { plan_code: 'YEARLY', payment_method: 'EASY_PAY', return_url: '/membership/order/return' })).body.order_key}`,
    )
    const html = await page.text()
    expect(html).toContain('펫멤버십 연간 (12개월)')
    expect(html).toContain('39,000원')

    const { prepared, paid, confirmed } = await join(token)
    expect(prepared.body).toMatchObject({ amount: 3900, payment_url: `/pay/checkout?key=${prepared.body.order_key}` })
    expect(paid.location).toMatch(/^\/membership\/order\/return\?orderKey=mem_/)
    expect(paid.result).toBe('approved')
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({
      status: 'PAID',
      amount: 3900,
      membership: { plan_code: 'MONTHLY', status: 'ACTIVE', auto_renew: true, started_at: clock.toISOString() },
    })
    expect(confirmed.body.membership.ends_at).toBe(addMonths(clock, 1).toISOString())
    expect(await pointOf(userId)).toBe(before + 1000)
    expect(await membershipCoupons(userId)).toHaveLength(3)
    // A reload of the return page answers the same and gives nothing twice.
    const again = await call('/membership/confirm', token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
    expect(again.body).toEqual(confirmed.body)
    expect(await pointOf(userId)).toBe(before + 1000)
    expect(await membershipCoupons(userId)).toHaveLength(3)
    const status = await call('/membership/status', token)
    expect(status.body.payments).toEqual([expect.objectContaining({ kind: 'JOIN', amount: 3900, payment_method: 'CARD' })])
  })

  it('refuses a second join while the membership lasts, at prepare and at confirm', async () => {
    const { userId, token } = await freshMember()
    // Two tabs: both get to the payment page before either pays.
    const first = await call('/membership/prepare', token, {
      plan_code: 'MONTHLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    const second = await call('/membership/prepare', token, {
      plan_code: 'YEARLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    const paidFirst = await pay(backend, first.body.order_key, 'approve')
    const paidSecond = await pay(backend, second.body.order_key, 'approve')
    expect((await call('/membership/confirm', token, { order_key: first.body.order_key, payment_key: paidFirst.paymentKey })).status).toBe(
      200,
    )
    const points = await pointOf(userId)
    const refused = await call('/membership/confirm', token, { order_key: second.body.order_key, payment_key: paidSecond.paymentKey })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'ALREADY_MEMBER' })
    expect(refused.body.message).toMatch(/이미 펫멤버십 회원/)
    const [voided] = await backend.db.query<{ status: string }>('select status from payments where payment_key = $1', [
      paidSecond.paymentKey,
    ])
    expect(voided?.status).toBe('VOIDED')
    expect(await pointOf(userId)).toBe(points)
    expect((await call('/membership/status', token)).body.membership.plan_code).toBe('MONTHLY')
    const third = await call('/membership/prepare', token, {
      plan_code: 'YEARLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    expect(third.status).toBe(409)
    expect(third.body.reason).toBe('ALREADY_MEMBER')
  })

  it('declined: nothing changes and the confirm says why', async () => {
    const { userId, token } = await freshMember()
    const before = await pointOf(userId)
    const { paid, confirmed } = await join(token, 'decline')
    expect(paid.result).toBe('declined')
    expect(confirmed.status).toBe(402)
    expect(confirmed.body).toMatchObject({ reason: 'PAYMENT_DECLINED' })
    expect((await call('/membership/status', token)).body).toEqual({ membership: null, payments: [] })
    expect(await pointOf(userId)).toBe(before)
    expect(await membershipCoupons(userId)).toEqual([])
  })

  it('a double-clicked 결제 승인 on a join answers the same return address, with one payment, and confirms once', async () => {
    const { token } = await freshMember()
    const prepared = await call('/membership/prepare', token, {
      plan_code: 'MONTHLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    const [first, second] = await Promise.all([
      pay(backend, prepared.body.order_key, 'approve'),
      pay(backend, prepared.body.order_key, 'approve'),
    ])
    expect(second.location).toBe(first.location)
    const confirmed = await call('/membership/confirm', token, { order_key: prepared.body.order_key, payment_key: second.paymentKey })
    expect(confirmed.status).toBe(200)
    expect((await call('/membership/status', token)).body.payments).toHaveLength(1)
  })

  it("someone else's order key is not found, a made-up payment key is invalid, and neither changes anything", async () => {
    const mine = await freshMember()
    const other = await freshMember()
    const prepared = await call('/membership/prepare', mine.token, {
      plan_code: 'MONTHLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    const paid = await pay(backend, prepared.body.order_key, 'approve')
    const foreign = await call('/membership/confirm', other.token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })
    expect(foreign.status).toBe(404)
    expect((await call('/membership/status', other.token)).body.membership).toBeNull()
    const madeUp = await call('/membership/confirm', mine.token, { order_key: prepared.body.order_key, payment_key: 'pay_made_up' })
    expect(madeUp.body).toMatchObject({ reason: 'PAYMENT_INVALID' })
    // The real payment still confirms afterwards.
    expect(
      (await call('/membership/confirm', mine.token, { order_key: prepared.body.order_key, payment_key: paid.paymentKey })).status,
    ).toBe(200)
  })

  it('refuses an unknown plan, an unknown payment method and a return_url off the site', async () => {
    const { userId, token } = await freshMember()
    const plan = await call('/membership/prepare', token, {
      plan_code: 'WEEKLY',
      payment_method: 'CARD',
      return_url: '/membership/order/return',
    })
    expect(plan.status).toBe(400)
    expect(plan.body).toMatchObject({ reason: 'PLAN_NOT_FOUND', field: 'plan_code' })
    expect((await call('/membership/prepare', token, { plan_code: 'MONTHLY', payment_method: 'CASH', return_url: '/x' })).status).toBe(400)
    const offSite = await call('/membership/prepare', token, { plan_code: 'MONTHLY', payment_method: 'CARD', return_url: '//evil.test/x' })
    expect(offSite.body).toMatchObject({ reason: 'INVALID_FORMAT', field: 'return_url' })
    expect((await call('/membership/prepare', null, { plan_code: 'MONTHLY', payment_method: 'CARD', return_url: '/x' })).status).toBe(401)
    const [orders] = await backend.db.query<{ count: number }>('select count(*)::int as count from membership_orders where user_id = $1', [
      userId,
    ])
    expect(orders?.count).toBe(0)
  })
})

describe('renewal', () => {
  it('off keeps the benefits until the end date, then the membership expires; on again before that renews it', async () => {
    const start = clock
    try {
      const { token } = await freshMember()
      await join(token)
      const off = await call('/membership/auto-renew', token, { auto_renew: false })
      expect(off.status).toBe(200)
      expect(off.body.membership).toMatchObject({ status: 'ACTIVE', auto_renew: false, next_renewal_at: null })
      const on = await call('/membership/auto-renew', token, { auto_renew: true })
      expect(on.body.membership).toMatchObject({ auto_renew: true, next_renewal_at: off.body.membership.ends_at })
      await call('/membership/auto-renew', token, { auto_renew: false })
      expect((await call('/membership/auto-renew', token, { auto_renew: 'yes' })).status).toBe(400)

      clock = new Date(new Date(off.body.membership.ends_at).getTime() - 1000)
      expect((await call('/membership/status', token)).body.membership.status).toBe('ACTIVE')
      clock = new Date(off.body.membership.ends_at)
      const ended = await call('/membership/status', token)
      expect(ended.body.membership).toMatchObject({ status: 'EXPIRED', auto_renew: false, next_renewal_at: null })
      expect(ended.body.payments).toHaveLength(1)
      const resume = await call('/membership/auto-renew', token, { auto_renew: true })
      expect(resume.status).toBe(400)
      expect(resume.body).toMatchObject({ reason: 'NOT_MEMBER' })
      // Expired: joining again is allowed.
      expect((await join(token)).confirmed.body.membership.status).toBe('ACTIVE')
    } finally {
      clock = start
    }
  })

  it('on: an ended period is charged again to the method on file and the new month brings its coupons', async () => {
    const start = clock
    try {
      const { userId, token } = await freshMember()
      const { confirmed } = await join(token)
      const endsAt = new Date(confirmed.body.membership.ends_at)
      clock = new Date(endsAt.getTime() + 86_400_000)
      const { body } = await call('/membership/status', token)
      expect(body.membership).toMatchObject({
        status: 'ACTIVE',
        period_started_at: endsAt.toISOString(),
        ends_at: addMonths(endsAt, 1).toISOString(),
      })
      expect(body.payments.map((p: { kind: string }) => p.kind)).toEqual(['RENEWAL', 'JOIN'])
      expect(body.payments[0]).toMatchObject({ amount: 3900, paid_at: endsAt.toISOString() })
      const coupons = await membershipCoupons(userId)
      expect(coupons).toHaveLength(6)
      expect(coupons.slice(3).every((c) => c.expires_at.getTime() === addMonths(start, 2).getTime())).toBe(true)
      // Three periods later, with nobody looking: three more charges, and only the current month's coupons.
      clock = addMonths(start, 4)
      const later = await call('/membership/status', token)
      expect(later.body.payments.map((p: { kind: string }) => p.kind)).toEqual(['RENEWAL', 'RENEWAL', 'RENEWAL', 'RENEWAL', 'JOIN'])
      expect(await membershipCoupons(userId)).toHaveLength(9)
    } finally {
      clock = start
    }
  })

  it('auto-renew needs a membership', async () => {
    const { token } = await freshMember()
    const answer = await call('/membership/auto-renew', token, { auto_renew: false })
    expect(answer.status).toBe(400)
    expect(answer.body.reason).toBe('NOT_MEMBER')
  })
})

describe('coupon download list with ended coupons', () => {
  it('answers templates that ended in the last 30 days only when asked, marked expired', async () => {
    const plain = await call('/coupon/download/list', null)
    expect(plain.body.coupons.map((c: { coupon_template_id: number }) => c.coupon_template_id)).not.toContain(8)
    expect(plain.body.coupons.every((c: { expired: boolean }) => c.expired === false)).toBe(true)
    const withEnded = await call('/coupon/download/list', null, { include_expired: true })
    expect(withEnded.body.coupons.find((c: { coupon_template_id: number }) => c.coupon_template_id === 8)).toMatchObject({
      expired: true,
      title: '가을 맞이 7% 할인 (최대 3,000원)',
    })
    // Membership coupons are never downloadable.
    expect(withEnded.body.coupons.some((c: { coupon_template_id: number }) => c.coupon_template_id > 1000)).toBe(false)
    const start = clock
    clock = new Date('2026-12-01T00:00:00.000Z')
    try {
      expect(
        (await call('/coupon/download/list', null, { include_expired: true })).body.coupons.map(
          (c: { coupon_template_id: number }) => c.coupon_template_id,
        ),
      ).not.toContain(8)
    } finally {
      clock = start
    }
  })
})

describe('membership coupons wherever the member looks', () => {
  it('the coupon list brings a new benefit month’s coupons without reading the membership first', async () => {
    const start = clock
    try {
      const { userId, token } = await freshMember()
      await join(token, 'approve', 'YEARLY')
      expect(await membershipCoupons(userId)).toHaveLength(3)
      clock = addMonths(start, 1)
      const listed = await call('/coupon/list', token)
      expect(listed.status).toBe(200)
      expect(listed.body.coupons.filter((c: { title: string }) => c.title.startsWith('멤버십'))).toHaveLength(3)
      expect(await membershipCoupons(userId)).toHaveLength(6)
      // Without a session the list still answers its own 401.
      expect((await call('/coupon/list', null)).status).toBe(401)
    } finally {
      clock = start
    }
  })
})
