/**
 * The money check of the load run (decision 044: 적립금 is one ledger), over the whole database,
 * seeded rows included: it is cheap and a seed that does not add up is as wrong as a run.
 *
 * Orders. Every order in a paid state or CANCELLED adds up: product_total − coupon_discount_price −
 * points_used + shipping_fee = total_price, and total_price ≥ 0. Its payment is one row of
 * total_price, CAPTURED while paid and REFUNDED once cancelled: a refund never exceeds what was
 * paid. No PENDING or FAILED order holds a CAPTURED or REFUNDED payment. A paid order's payment
 * may be given back in part by its completed returns (decision 048): its `refunded_amount` is
 * exactly what they refunded, never more than was paid; a cancelled one's is all of it.
 *
 * 적립금. An order paid with points_used > 0 (paid or later cancelled) has exactly one SPEND row of
 * −points_used, the order's member's; an order without points, and every PENDING or FAILED one,
 * has none. A REFUND row belongs to a cancelled order or to a completed return (decision 048);
 * an order's REFUND rows together never exceed its SPEND, and its CANCEL rows (a return taking
 * back what the order earned) never exceed its earning. Every
 * debit (SPEND, EXPIRE, CANCEL: amount < 0) draws exactly its amount from lots of the same member,
 * no lot is drawn beyond its amount, and each member's balance (the sum of the movements) equals
 * what is left of the lots and is never below zero.
 *
 * What the shopper was shown. For each order key the shop handed out, the order sheet the 결제하기
 * came from said 적립금 사용 and 결제 예정 금액: the order holds exactly those.
 */
import { formatWon as won } from '../app/domain/format'
import type { Ledger } from './ledger'

/** The states of an order the shop was paid for and has not given back (backend/commerce/paid-states.ts). */
export const PAID_STATES: ReadonlySet<string> = new Set(['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'])

export type MoneyRows = {
  orders: Array<{
    order_id: number
    user_id: number
    order_key: string | null
    status: string
    product_total: number | null
    coupon_discount_price: number
    points_used: number
    shipping_fee: number
    total_price: number
  }>
  /** Payments of shop orders (a membership's payment has no order); `refunded_amount` of it given back (decision 048). */
  payments: Array<{ order_id: number; status: string; amount: number; refunded_amount?: number }>
  movements: Array<{
    movement_id: number
    user_id: number
    kind: string
    amount: number
    order_id: number | null
    return_id?: number | null
  }>
  /** Exchange and return requests (decision 048): what each refunds, and whether it completed. */
  returns?: Array<{ request_id: number; order_id: number; type: string; refund_amount: number; completed: boolean }>
  draws: Array<{ debit_id: number; lot_id: number; amount: number }>
}

export type MoneyVerdict = {
  violations: string[]
  /** Orders paid or cancelled whose sums were checked, and those of them paid partly with 적립금. */
  orders: number
  withPoints: number
  /** Members with at least one movement, and the movements. */
  members: number
  movements: number
  /** Order keys whose sheet's 적립금 사용 and total were held against the order. */
  sheets: number
}

type Queryable = { query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> }

export async function readMoneyRows(db: Queryable): Promise<MoneyRows> {
  const orders = await db.query<MoneyRows['orders'][number]>(
    `select order_id, user_id, order_key, status, product_total, coupon_discount_price, points_used, shipping_fee, total_price
       from orders order by order_id`,
  )
  const payments = await db.query<MoneyRows['payments'][number]>(
    'select order_id, status, amount, refunded_amount from payments where order_id is not null order by order_id',
  )
  const movements = await db.query<MoneyRows['movements'][number]>(
    'select movement_id, user_id, kind, amount, order_id, return_id from point_movements order by movement_id',
  )
  const draws = await db.query<MoneyRows['draws'][number]>('select debit_id, lot_id, amount from point_draws order by debit_id, lot_id')
  const returns = await db.query<NonNullable<MoneyRows['returns']>[number]>(
    'select request_id, order_id, type, refund_amount, completed_at is not null as completed from exchange_returns order by request_id',
  )
  return { orders, payments, movements, draws, returns }
}

/** Items by a key, in their order (verify.ts groups with it too). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const item of items) {
    const list = map.get(key(item))
    if (list) list.push(item)
    else map.set(key(item), [item])
  }
  return map
}

const sum = <T>(items: readonly T[] | undefined, amount: (item: T) => number) =>
  (items ?? []).reduce((total, item) => total + amount(item), 0)

export function checkMoney(ledger: Ledger, rows: MoneyRows): MoneyVerdict {
  const violations: string[] = []
  const paymentsOf = groupBy(rows.payments, (p) => p.order_id)
  const movementsOf = groupBy(
    rows.movements.filter((m) => m.order_id !== null),
    (m) => m.order_id as number,
  )
  const returnedOf = groupBy(
    (rows.returns ?? []).filter((r) => r.type === 'RETURN' && r.completed),
    (r) => r.order_id,
  )
  let checked = 0
  let withPoints = 0
  for (const order of rows.orders) {
    const label = `order ${order.order_id} (${order.status})`
    const paid = PAID_STATES.has(order.status)
    const cancelled = order.status === 'CANCELLED'
    const payments = paymentsOf.get(order.order_id) ?? []
    const spends = (movementsOf.get(order.order_id) ?? []).filter((m) => m.kind === 'SPEND')
    const refunds = (movementsOf.get(order.order_id) ?? []).filter((m) => m.kind === 'REFUND')
    const takenBack = (movementsOf.get(order.order_id) ?? []).filter((m) => m.kind === 'CANCEL')
    const earned = (movementsOf.get(order.order_id) ?? []).filter((m) => m.kind === 'EARN')
    if (paid || cancelled) {
      checked++
      if (order.points_used > 0) withPoints++
      const { product_total, coupon_discount_price: coupon, points_used: points, shipping_fee: shipping, total_price: total } = order
      if (product_total === null) violations.push(`${label} has no product total`)
      else if (product_total - coupon - points + shipping !== total)
        violations.push(
          `${label}: products ${won(product_total)} − coupon ${won(coupon)} − 적립금 ${won(points)} + shipping ${won(shipping)} = ${won(product_total - coupon - points + shipping)}, but it charged ${won(total)}`,
        )
      if (total < 0) violations.push(`${label} charged ${won(total)}, below zero`)
      const kept = paid ? 'CAPTURED' : 'REFUNDED'
      for (const p of payments) {
        const refunded = p.refunded_amount ?? (p.status === 'REFUNDED' ? p.amount : 0)
        if (p.status === 'REFUNDED' && p.amount > total)
          violations.push(`${label} refunded ${won(p.amount)} of the ${won(total)} it charged`)
        else if ((p.status === 'CAPTURED' || p.status === 'REFUNDED') && p.amount !== total)
          violations.push(`${label}: its ${p.status} payment is ${won(p.amount)}, the order ${won(total)}`)
        else if (refunded > Math.max(0, p.amount)) violations.push(`${label} refunded ${won(refunded)} of the ${won(p.amount)} it was paid`)
        else if (p.status === 'CAPTURED') {
          const returned = sum(returnedOf.get(order.order_id), (r) => r.refund_amount)
          if (refunded !== returned)
            violations.push(`${label} gave back ${won(refunded)} of its payment, its completed returns ${won(returned)}`)
        }
      }
      if (payments.length !== 1 || payments[0]?.status !== kept)
        violations.push(
          `${label} has payments ${payments.map((p) => `${p.status} ${won(p.amount)}`).join(', ') || 'none'}, not one ${kept}`,
        )
      if (order.points_used > 0) {
        const spend = spends[0]
        if (spends.length !== 1 || spend?.amount !== -order.points_used || spend.user_id !== order.user_id)
          violations.push(
            `${label} used ${won(order.points_used)} of 적립금 but its SPEND rows are ${spends.map((m) => `${won(m.amount)} of member ${m.user_id}`).join(', ') || 'none'}`,
          )
      } else if (spends.length > 0) violations.push(`${label} used no 적립금 but has ${spends.length} SPEND rows`)
    } else {
      for (const p of payments)
        if (p.status === 'CAPTURED' || p.status === 'REFUNDED') violations.push(`${label} holds a ${p.status} payment of ${won(p.amount)}`)
      if (spends.length > 0) violations.push(`${label} was never paid but has ${spends.length} SPEND rows`)
    }
    if (refunds.length > 0) {
      const spent = -sum(spends, (m) => m.amount)
      const given = sum(refunds, (m) => m.amount)
      const unexplained = sum(
        refunds.filter((m) => (m.return_id ?? null) === null),
        (m) => m.amount,
      )
      if (!cancelled && unexplained > 0) violations.push(`${label} is not cancelled but gave back ${won(unexplained)} of 적립금`)
      if (given > spent) violations.push(`${label} gave back ${won(given)} of 적립금, more than the ${won(spent)} it spent`)
    }
    if (takenBack.length > 0) {
      const taken = -sum(takenBack, (m) => m.amount)
      const got = sum(earned, (m) => m.amount)
      if (taken > got) violations.push(`${label} took back ${won(taken)} of 적립금, more than the ${won(got)} it earned`)
    }
  }

  // Every member's ledger: debits fully drawn from their own lots, no lot overdrawn, balance ≥ 0.
  const byId = new Map(rows.movements.map((m) => [m.movement_id, m]))
  const drawsOfDebit = groupBy(rows.draws, (d) => d.debit_id)
  const drawsOfLot = groupBy(rows.draws, (d) => d.lot_id)
  for (const draw of rows.draws) {
    const debit = byId.get(draw.debit_id)
    const lot = byId.get(draw.lot_id)
    if (!debit || debit.amount >= 0 || !lot || lot.amount <= 0 || lot.user_id !== debit.user_id)
      violations.push(
        `draw of ${won(draw.amount)} by movement ${draw.debit_id} from ${draw.lot_id} is not a debit drawing on its own member's lot`,
      )
  }
  const byMember = groupBy(rows.movements, (m) => m.user_id)
  for (const [userId, movements] of byMember) {
    let left = 0
    for (const m of movements) {
      if (m.amount < 0) {
        const drawn = sum(drawsOfDebit.get(m.movement_id), (d) => d.amount)
        if (drawn !== -m.amount)
          violations.push(`member ${userId}: ${m.kind} ${m.movement_id} of ${won(m.amount)} draws ${won(drawn)} from lots`)
      } else {
        const drawn = sum(drawsOfLot.get(m.movement_id), (d) => d.amount)
        if (drawn > m.amount) violations.push(`member ${userId}: lot ${m.movement_id} of ${won(m.amount)} was drawn ${won(drawn)}`)
        left += m.amount - drawn
      }
    }
    const balance = sum(movements, (m) => m.amount)
    if (balance < 0) violations.push(`member ${userId} has a 적립금 balance of ${won(balance)}`)
    if (balance !== left) violations.push(`member ${userId}: the movements sum to ${won(balance)} but the lots hold ${won(left)}`)
  }

  // What the order sheet showed when 결제하기 was pressed is what the order holds.
  const byKey = new Map(rows.orders.map((o) => [o.order_key, o]))
  let sheets = 0
  for (const [key, shown] of ledger.sheets) {
    const order = byKey.get(key)
    if (!order) continue // verify.ts says a handed-out key without its order
    sheets++
    if (order.points_used !== shown.points || order.total_price !== shown.total)
      violations.push(
        `order ${order.order_id}: the sheet showed 적립금 사용 ${won(shown.points)} and ${won(shown.total)} to pay, the order holds ${won(order.points_used)} and ${won(order.total_price)}`,
      )
  }

  return { violations, orders: checked, withPoints, members: byMember.size, movements: rows.movements.length, sheets }
}
