import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { CartSummary } from '~/ui/cart/CartSummary'
import { sheetMoney } from './checkout'
import { Ledger } from './ledger'
import { checkMoney, type MoneyRows } from './money'

type Order = MoneyRows['orders'][number]
type Movement = MoneyRows['movements'][number]

/**
 * Money that adds up (decision 044). Member 100 got a 20,000원 event lot and paid order 1 partly
 * and order 6 wholly with 적립금; order 2 used a coupon and 적립금 and was cancelled (the refund and
 * the 적립금 back); order 3 paid shipping in money only; order 4 failed and order 5 is pending,
 * neither holding money or points. Member 101's 500원 lot expired.
 */
function clean() {
  const ledger = new Ledger()
  ledger.sheets
    .set('k1', { points: 2000, total: 31000 })
    .set('k2', { points: 1000, total: 14000 })
    .set('k4', { points: 1000, total: 12000 })
  const order = (o: Partial<Order> & Pick<Order, 'order_id' | 'status' | 'product_total' | 'total_price'>): Order => ({
    user_id: 100,
    order_key: `k${o.order_id}`,
    coupon_discount_price: 0,
    points_used: 0,
    shipping_fee: 0,
    ...o,
  })
  const move = (movement_id: number, kind: string, amount: number, order_id: number | null = null, user_id = 100): Movement => ({
    movement_id,
    user_id,
    kind,
    amount,
    order_id,
  })
  const rows: MoneyRows = {
    orders: [
      order({ order_id: 1, status: 'PAID', product_total: 30000, points_used: 2000, shipping_fee: 3000, total_price: 31000 }),
      order({ order_id: 2, status: 'CANCELLED', product_total: 20000, coupon_discount_price: 5000, points_used: 1000, total_price: 14000 }),
      order({ order_id: 3, status: 'DELIVERED', product_total: 10000, shipping_fee: 3000, total_price: 13000 }),
      order({ order_id: 4, status: 'FAILED', product_total: 10000, points_used: 1000, shipping_fee: 3000, total_price: 12000 }),
      order({ order_id: 5, status: 'PENDING', product_total: 10000, total_price: 10000 }),
      order({ order_id: 6, status: 'PAID', product_total: 9000, points_used: 12000, shipping_fee: 3000, total_price: 0 }),
    ],
    payments: [
      { order_id: 1, status: 'CAPTURED', amount: 31000 },
      { order_id: 2, status: 'REFUNDED', amount: 14000 },
      { order_id: 3, status: 'CAPTURED', amount: 13000 },
      { order_id: 4, status: 'VOIDED', amount: 12000 },
      { order_id: 6, status: 'CAPTURED', amount: 0 },
    ],
    movements: [
      move(10, 'EARN', 20000),
      move(11, 'SPEND', -2000, 1),
      move(12, 'SPEND', -1000, 2),
      move(13, 'REFUND', 1000, 2),
      move(14, 'SPEND', -12000, 6),
      move(20, 'EARN', 500, null, 101),
      move(21, 'EXPIRE', -500, null, 101),
    ],
    draws: [
      { debit_id: 11, lot_id: 10, amount: 2000 },
      { debit_id: 12, lot_id: 10, amount: 1000 },
      { debit_id: 14, lot_id: 10, amount: 12000 },
      { debit_id: 21, lot_id: 20, amount: 500 },
    ],
  }
  const at = <T>(list: T[], index: number) => list[index] as T
  return { ledger, rows, at }
}

describe('the money check: every order and every 적립금 ledger adds up', () => {
  test('a clean set has no violation, and counts what it checked', () => {
    const { ledger, rows } = clean()
    expect(checkMoney(ledger, rows)).toEqual({ violations: [], orders: 4, withPoints: 3, members: 2, movements: 7, sheets: 3 })
  })

  test('products − coupon − 적립금 + shipping must be what the order charged, never below zero, with a product total', () => {
    const { ledger, rows, at } = clean()
    rows.orders[2] = { ...at(rows.orders, 2), total_price: 12000 }
    rows.payments[2] = { order_id: 3, status: 'CAPTURED', amount: 12000 }
    rows.orders.push({
      ...at(rows.orders, 2),
      order_id: 7,
      order_key: 'k7',
      product_total: 1000,
      coupon_discount_price: 5000,
      shipping_fee: 0,
      total_price: -4000,
    })
    rows.payments.push({ order_id: 7, status: 'CAPTURED', amount: -4000 })
    rows.orders.push({ ...at(rows.orders, 2), order_id: 8, order_key: 'k8', product_total: null })
    rows.payments.push({ order_id: 8, status: 'CAPTURED', amount: 12000 })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 3 (DELIVERED): products 10,000원 − coupon 0원 − 적립금 0원 + shipping 3,000원 = 13,000원, but it charged 12,000원',
      'order 7 (DELIVERED) charged -4,000원, below zero',
      'order 8 (DELIVERED) has no product total',
    ])
  })

  test('the payment of a paid order is one capture of its total', () => {
    const { ledger, rows } = clean()
    rows.payments[0] = { order_id: 1, status: 'CAPTURED', amount: 30000 }
    rows.payments.push({ order_id: 3, status: 'CAPTURED', amount: 13000 })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 1 (PAID): its CAPTURED payment is 30,000원, the order 31,000원',
      'order 3 (DELIVERED) has payments CAPTURED 13,000원, CAPTURED 13,000원, not one CAPTURED',
    ])
  })

  test('a refund never exceeds what was paid, and a cancelled order keeps no capture', () => {
    const { ledger, rows, at } = clean()
    rows.payments[1] = { order_id: 2, status: 'REFUNDED', amount: 15000 }
    expect(checkMoney(ledger, rows).violations).toEqual(['order 2 (CANCELLED) refunded 15,000원 of the 14,000원 it charged'])
    rows.payments[1] = { order_id: 2, status: 'CAPTURED', amount: 14000 }
    expect(checkMoney(ledger, rows).violations).toEqual(['order 2 (CANCELLED) has payments CAPTURED 14,000원, not one REFUNDED'])
    rows.payments[1] = { order_id: 2, status: 'REFUNDED', amount: 14000 }
    rows.orders[0] = { ...at(rows.orders, 0), status: 'SHIPPING' }
    rows.payments[0] = { order_id: 1, status: 'REFUNDED', amount: 31000 }
    expect(checkMoney(ledger, rows).violations).toEqual(['order 1 (SHIPPING) has payments REFUNDED 31,000원, not one CAPTURED'])
  })

  test('an order never paid holds no captured or refunded money and no spend', () => {
    const { ledger, rows } = clean()
    rows.payments.push({ order_id: 5, status: 'CAPTURED', amount: 10000 })
    rows.movements.push({ movement_id: 15, user_id: 100, kind: 'SPEND', amount: -1000, order_id: 4 })
    rows.draws.push({ debit_id: 15, lot_id: 10, amount: 1000 })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 4 (FAILED) was never paid but has 1 SPEND rows',
      'order 5 (PENDING) holds a CAPTURED payment of 10,000원',
    ])
  })

  test('an order paid with 적립금 has exactly one SPEND of it, its member’s; one without has none', () => {
    const { ledger, rows, at } = clean()
    rows.movements[1] = { ...at(rows.movements, 1), amount: -1500 }
    rows.draws[0] = { debit_id: 11, lot_id: 10, amount: 1500 }
    rows.movements.push({ movement_id: 16, user_id: 100, kind: 'SPEND', amount: -100, order_id: 3 })
    rows.draws.push({ debit_id: 16, lot_id: 10, amount: 100 })
    rows.movements.splice(4, 1)
    rows.draws.splice(2, 1)
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 1 (PAID) used 2,000원 of 적립금 but its SPEND rows are -1,500원 of member 100',
      'order 3 (DELIVERED) used no 적립금 but has 1 SPEND rows',
      'order 6 (PAID) used 12,000원 of 적립금 but its SPEND rows are none',
    ])
  })

  test('적립금 given back never exceeds what the order spent, and only a cancel gives it back', () => {
    const { ledger, rows, at } = clean()
    rows.movements[3] = { ...at(rows.movements, 3), amount: 1500 }
    rows.movements.push({ movement_id: 17, user_id: 100, kind: 'REFUND', amount: 2000, order_id: 1 })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 1 (PAID) is not cancelled but gave back 2,000원 of 적립금',
      'order 2 (CANCELLED) gave back 1,500원 of 적립금, more than the 1,000원 it spent',
    ])
  })

  test('a return gives back part of a paid order: exactly what its completed returns refunded, never more than paid (decision 048)', () => {
    const { ledger, rows, at } = clean()
    // Order 1 (31,000원, 2,000원 of 적립금): a completed return refunded 9,000원 and 500원 of its 적립금.
    rows.payments[0] = { ...at(rows.payments, 0), refunded_amount: 9000 }
    rows.returns = [
      { request_id: 1, order_id: 1, type: 'RETURN', refund_amount: 9000, completed: true },
      { request_id: 2, order_id: 3, type: 'RETURN', refund_amount: 4000, completed: false },
      { request_id: 3, order_id: 3, type: 'EXCHANGE', refund_amount: 0, completed: true },
    ]
    rows.movements.push({ movement_id: 40, user_id: 100, kind: 'REFUND', amount: 500, order_id: 1, return_id: 1 })
    expect(checkMoney(ledger, rows).violations).toEqual([])

    rows.payments[0] = { ...at(rows.payments, 0), refunded_amount: 12000 }
    rows.payments[2] = { ...at(rows.payments, 2), refunded_amount: 4000 }
    rows.payments[4] = { ...at(rows.payments, 4), refunded_amount: 100 }
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 1 (PAID) gave back 12,000원 of its payment, its completed returns 9,000원',
      'order 3 (DELIVERED) gave back 4,000원 of its payment, its completed returns 0원',
      'order 6 (PAID) refunded 100원 of the 0원 it was paid',
    ])
  })

  test('a return’s 적립금 back never exceeds the spend, and what it takes back never exceeds the earning', () => {
    const { ledger, rows } = clean()
    rows.movements.push({ movement_id: 41, user_id: 100, kind: 'REFUND', amount: 2500, order_id: 1, return_id: 1 })
    rows.movements.push({ movement_id: 42, user_id: 100, kind: 'EARN', amount: 130, order_id: 3 })
    rows.movements.push({ movement_id: 43, user_id: 100, kind: 'CANCEL', amount: -200, order_id: 3, return_id: 2 })
    rows.draws.push({ debit_id: 43, lot_id: 10, amount: 200 })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'order 1 (PAID) gave back 2,500원 of 적립금, more than the 2,000원 it spent',
      'order 3 (DELIVERED) took back 200원 of 적립금, more than the 130원 it earned',
    ])
  })

  test('each debit draws exactly its amount from its own member’s lots', () => {
    const { ledger, rows } = clean()
    rows.draws[0] = { debit_id: 11, lot_id: 10, amount: 1500 }
    rows.draws[3] = { debit_id: 21, lot_id: 10, amount: 500 }
    expect(checkMoney(ledger, rows).violations).toEqual([
      "draw of 500원 by movement 21 from 10 is not a debit drawing on its own member's lot",
      'member 100: SPEND 11 of -2,000원 draws 1,500원 from lots',
      'member 101: the movements sum to 0원 but the lots hold 500원',
    ])
  })

  test('no lot is drawn beyond its amount, and no balance goes below zero', () => {
    const { ledger, rows, at } = clean()
    rows.movements[6] = { ...at(rows.movements, 6), amount: -600 }
    rows.draws[3] = { debit_id: 21, lot_id: 20, amount: 600 }
    expect(checkMoney(ledger, rows).violations).toEqual([
      'member 101: lot 20 of 500원 was drawn 600원',
      'member 101 has a 적립금 balance of -100원',
    ])
  })

  test('a member’s balance is what their lots hold: a debit written without draws shows', () => {
    const { ledger, rows } = clean()
    rows.movements.push({ movement_id: 30, user_id: 102, kind: 'EARN', amount: 300, order_id: null })
    rows.movements.push({ movement_id: 31, user_id: 102, kind: 'CANCEL', amount: -300, order_id: null })
    expect(checkMoney(ledger, rows).violations).toEqual([
      'member 102: CANCEL 31 of -300원 draws 0원 from lots',
      'member 102: the movements sum to 0원 but the lots hold 300원',
    ])
  })

  test('each order holds the 적립금 and the total its order sheet showed', () => {
    const { ledger, rows } = clean()
    ledger.sheets.set('k1', { points: 3000, total: 30000 }).set('k3', { points: 100, total: 13000 }).set('lost', { points: 0, total: 1 })
    const verdict = checkMoney(ledger, rows)
    expect(verdict.violations).toEqual([
      'order 1: the sheet showed 적립금 사용 3,000원 and 30,000원 to pay, the order holds 2,000원 and 31,000원',
      'order 3: the sheet showed 적립금 사용 100원 and 13,000원 to pay, the order holds 0원 and 13,000원',
    ])
    expect(verdict.sheets).toBe(4)
  })
})

describe('the order sheet’s summary, read as the shopper reads it', () => {
  const summary = {
    priceTotal: 33000,
    discountTotal: 3000,
    couponDiscountPrice: 5000,
    pointsDiscountPrice: 2000,
    shippingFee: 3000,
    total: 26000,
  }
  const html = (s: Record<string, number>) => renderToString(createElement(CartSummary, { summary: s as never }))

  test('적립금 사용 and 결제 예정 금액 from the rendered summary; no 적립금 line is 0', () => {
    expect(sheetMoney(`<main>${html(summary)}</main>`)).toEqual({ points: 2000, total: 26000 })
    expect(sheetMoney(html({ ...summary, pointsDiscountPrice: 0, total: 1234567 }))).toEqual({ points: 0, total: 1234567 })
    expect(sheetMoney('<main>장바구니가 비었어요</main>')).toBeNull()
  })
})
