import { describe, expect, test } from 'vitest'
import { Ledger } from './ledger'
import { percentile, Stats } from './stats'
import { type Rows, verify } from './verify'

const A = 'load-x-0@petshop.test'
const B = 'load-x-1@petshop.test'

/** A run where everything went right: two paid orders (one double-clicked), one abandoned, one declined, one refused; two posts. */
function cleanRun() {
  const ledger = new Ledger()
  ledger.members.set(A, 0).set(B, 1)
  ledger.orderKeys.set('k1', { email: A, attempt: 'a1' })
  ledger.orderKeys.set('k2', { email: A, attempt: 'a2' }).set('k3', { email: A, attempt: 'a2' })
  ledger.orderKeys.set('k4', { email: B, attempt: 'b1' }).set('k5', { email: B, attempt: 'b2' })
  ledger.orderConfirmations.push(
    { email: A, orderKey: 'k1', orderId: 1, via: 'approve' },
    { email: A, orderKey: 'k1', orderId: 1, via: 'replay' },
    { email: A, orderKey: 'k2', orderId: 2, via: 'approve' },
  )
  ledger.postTokens.set('[t1]', { email: A, double: false }).set('[t2]', { email: B, double: true })
  ledger.postConfirmations.push({ email: A, token: '[t1]', postId: 10 }, { email: B, token: '[t2]', postId: 11 })
  ledger.scarce.set(501, 3).set(502, 3)
  const rows: Rows = {
    members: [
      { user_id: 100, email: A },
      { user_id: 101, email: B },
    ],
    orders: [
      { order_id: 1, user_id: 100, order_key: 'k1', status: 'PAID', failure_reason: null, total_price: 5000 },
      { order_id: 2, user_id: 100, order_key: 'k2', status: 'PAID', failure_reason: null, total_price: 7000 },
      { order_id: 3, user_id: 100, order_key: 'k3', status: 'FAILED', failure_reason: 'ORDER_ALREADY_PLACED', total_price: 7000 },
      { order_id: 4, user_id: 101, order_key: 'k4', status: 'PENDING', failure_reason: null, total_price: 3000 },
      { order_id: 5, user_id: 101, order_key: 'k5', status: 'FAILED', failure_reason: 'PAYMENT_DECLINED', total_price: 3000 },
    ],
    payments: [
      { order_id: 1, status: 'CAPTURED', amount: 5000 },
      { order_id: 2, status: 'CAPTURED', amount: 7000 },
      { order_id: 3, status: 'VOIDED', amount: 7000 },
      { order_id: 5, status: 'DECLINED', amount: 3000 },
    ],
    posts: [
      { post_id: 10, user_id: 100, text: '산책 [t1]', deleted: false },
      { post_id: 11, user_id: 101, text: '간식 [t2]', deleted: false },
    ],
    stock: [
      { option_id: 501, stock: 0, sold: 3 },
      { option_id: 502, stock: 2, sold: 1 },
    ],
    money: { orders: [], payments: [], movements: [], draws: [] },
  }
  // The money check's rows (load/money.test.ts has its own cases): these orders with no coupon, 적립금 or shipping.
  rows.money.orders = rows.orders.map(({ failure_reason: _, ...o }) => ({
    ...o,
    product_total: o.total_price,
    coupon_discount_price: 0,
    points_used: 0,
    shipping_fee: 0,
  }))
  rows.money.payments = rows.payments
  return { ledger, rows }
}

describe('the database is held against what the shop confirmed', () => {
  test('a clean run has no violation and counts every kind of order', () => {
    const { ledger, rows } = cleanRun()
    const verdict = verify(ledger, rows)
    expect(verdict.violations).toEqual([])
    expect(verdict.orders).toEqual({
      confirmed: 2,
      paidFound: 2,
      pending: 1,
      failed: { ORDER_ALREADY_PLACED: 1, PAYMENT_DECLINED: 1 },
      keysHanded: 5,
      doubleAttemptsPaidTwice: 0,
    })
    expect(verdict.posts).toEqual({ confirmed: 2, found: 2, tokens: 2, duplicates: 0 })
    expect(verdict.stock).toEqual({ options: 2, started: 6, sold: 4, left: 2 })
    expect(verdict.members).toEqual({ confirmed: 2, found: 2 })
    expect(verdict.money).toEqual({ orders: 2, withPoints: 0, members: 0, movements: 0, sheets: 0 })
  })

  test('money that does not add up (load/money.ts) is a violation of the run', () => {
    const { ledger, rows } = cleanRun()
    rows.money.orders[1] = { ...(rows.money.orders[1] as Rows['money']['orders'][number]), product_total: 6000 }
    expect(verify(ledger, rows).violations).toEqual([
      'order 2 (PAID): products 6,000원 − coupon 0원 − 적립금 0원 + shipping 0원 = 6,000원, but it charged 7,000원',
    ])
  })

  test('a scarce option sold beyond its stock, or stock taken that no paid order holds, is a violation', () => {
    const { ledger, rows } = cleanRun()
    rows.stock = [
      { option_id: 501, stock: 0, sold: 4 },
      { option_id: 502, stock: 1, sold: 1 },
    ]
    expect(verify(ledger, rows).violations).toEqual([
      'option 501 sold 4 of a stock of 3',
      'option 502 started at 3, sold 1, but 1 are left',
    ])
  })

  test('a paid order the shop never confirmed, and a double-clicked attempt paid twice, are violations', () => {
    const { ledger, rows } = cleanRun()
    rows.orders[2] = { ...(rows.orders[2] as Rows['orders'][number]), status: 'PAID', failure_reason: null }
    rows.payments[2] = { order_id: 3, status: 'CAPTURED', amount: 7000 }
    const verdict = verify(ledger, rows)
    expect(verdict.violations).toContain('order 3 (PAID, load-x-0@petshop.test) is paid but the shop never confirmed it')
    expect(verdict.violations).toContain('attempt a2 was paid 2 times')
    expect(verdict.orders.doubleAttemptsPaidTwice).toBe(1)
  })

  test('a confirmed order that is missing, or not paid, is a violation', () => {
    const { ledger, rows } = cleanRun()
    rows.orders = rows.orders.filter((o) => o.order_id !== 2)
    rows.orders[0] = { ...(rows.orders[0] as Rows['orders'][number]), status: 'PENDING' }
    const violations = verify(ledger, rows).violations
    expect(violations).toContain('confirmed order 2 (load-x-0@petshop.test) is not in the database')
    expect(violations).toContain('confirmed order 1 is PENDING')
    expect(violations).toContain('order key k2 handed to load-x-0@petshop.test is not in the database')
  })

  test('one key confirmed as two orders is a violation', () => {
    const { ledger, rows } = cleanRun()
    ledger.orderConfirmations.push({ email: A, orderKey: 'k1', orderId: 2, via: 'replay' })
    expect(verify(ledger, rows).violations).toContain('order key k1 was confirmed as order 1 and as 2')
  })

  test('money left on an order that is not paid is a violation', () => {
    const { ledger, rows } = cleanRun()
    rows.payments.push({ order_id: 4, status: 'APPROVED', amount: 3000 })
    rows.payments[2] = { order_id: 3, status: 'CAPTURED', amount: 7000 }
    const violations = verify(ledger, rows).violations
    expect(violations.some((v) => v.startsWith('order 4 (PENDING') && v.includes('is pending with payments'))).toBe(true)
    expect(violations.some((v) => v.startsWith('order 3 (FAILED') && v.includes('failed but kept payments'))).toBe(true)
  })

  test('an order with a key the shop never handed out is allowed only while pending and unpaid', () => {
    const { ledger, rows } = cleanRun()
    rows.orders.push({ order_id: 6, user_id: 101, order_key: 'lost', status: 'PENDING', failure_reason: null, total_price: 1000 })
    expect(verify(ledger, rows).violations).toEqual([])
    rows.orders.push({ order_id: 7, user_id: 101, order_key: 'other', status: 'FAILED', failure_reason: 'INTERNAL', total_price: 1000 })
    expect(verify(ledger, rows).violations).toEqual(['order 7 (FAILED, load-x-1@petshop.test) has a key the shop never handed out'])
  })

  test('a paid order needs exactly one capture of its total', () => {
    const { ledger, rows } = cleanRun()
    rows.payments[0] = { order_id: 1, status: 'CAPTURED', amount: 4000 }
    expect(verify(ledger, rows).violations[0]).toMatch(/^order 1 \(PAID.*not one capture of 5000$/)
  })

  test('posts: a double-clicked form in two posts, a post never confirmed and a lost post are violations', () => {
    const { ledger, rows } = cleanRun()
    rows.posts.push({ post_id: 12, user_id: 101, text: '간식 [t2]', deleted: false })
    rows.posts = rows.posts.filter((p) => p.post_id !== 10)
    const verdict = verify(ledger, rows)
    expect(verdict.violations).toEqual([
      'confirmed post 10 (load-x-0@petshop.test) is not in the database',
      'token [t2] is in 2 posts (11, 12)',
      'post 12 (load-x-1@petshop.test) exists but the shop never confirmed it',
    ])
    expect(verdict.posts.duplicates).toBe(1)
  })

  test('a confirmed post of someone else or without its token is a violation', () => {
    const { ledger, rows } = cleanRun()
    rows.posts[0] = { post_id: 10, user_id: 101, text: '산책 [t1]', deleted: false }
    rows.posts[1] = { post_id: 11, user_id: 101, text: '간식', deleted: false }
    expect(verify(ledger, rows).violations).toEqual([
      'confirmed post 10 belongs to load-x-1@petshop.test, not load-x-0@petshop.test',
      'confirmed post 11 does not carry its token [t2]',
    ])
  })

  test('a member who signed up but is not in the database, or one whose sign-up was never confirmed, is a violation', () => {
    const { ledger, rows } = cleanRun()
    ledger.members.set('load-x-2@petshop.test', 2)
    rows.members.push({ user_id: 103, email: 'load-x-3@petshop.test' })
    expect(verify(ledger, rows).violations).toEqual([
      'member load-x-2@petshop.test signed up but is not in the database',
      'member load-x-3@petshop.test exists but the shop never confirmed the sign-up',
    ])
  })
})

describe('latency percentiles are nearest-rank', () => {
  test('of 1..100, p50 is 50, p95 is 95, p99 is 99; of nothing, 0', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 99), percentile(values, 100)]).toEqual([50, 95, 99, 100])
    expect(percentile([7], 99)).toBe(7)
    expect(percentile([], 50)).toBe(0)
  })
})

describe('the figures count a double-click’s given-up request apart', () => {
  test('it is neither a missing answer nor a latency', () => {
    const stats = new Stats()
    stats.record({ step: 'publish', method: 'POST', path: '/community/write', status: 0, ms: 40, error: 'given up', abandoned: true })
    stats.record({ step: 'publish', method: 'POST', path: '/community/write', status: 302, ms: 300 })
    stats.record({ step: 'home', method: 'GET', path: '/', status: 0, ms: 30_000, error: 'timeout' })
    expect(stats.histogram()).toEqual({ 'given-up': 1, '302': 1, '0': 1 })
    expect(stats.noAnswer()).toHaveLength(1)
    const publish = stats.bySteps().find((row) => row.step === 'publish')
    expect(publish).toMatchObject({ requests: 2, p50: 300, max: 300 })
  })
})
