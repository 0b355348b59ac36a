import { orderTotal, shippingFee } from '../commerce/pricing'
import { insertRows } from '../db/bulk'
import type { Queryable } from '../db/types'
import type { Random } from '../shared/random'
import type { CommerceSeed } from './commerce'
import type { OptionRow } from './options'
import { DEMO_USERS } from './users'

const DAY = 86_400_000
/** The demo member's order delivered "two days ago", so exchange and return (7 days, decision 044) can be tried. */
export const RECENT_ORDER_ID = 6

/**
 * Decision 048: the seed is deterministic, its days fixed in 2026; a delivered order inside the
 * return window can only be relative to the day the database is seeded. This one order is: the
 * demo member's order 6, ordered four days and delivered two days before the seed ran (the
 * backend's clock), paid by card; its lines come from a stream of their own, so they are the
 * same every time and no other row changed.
 */
export function recentDelivery(
  random: Random,
  commerce: CommerceSeed,
  options: readonly OptionRow[],
  sellable: ReadonlySet<number>,
  now: Date,
) {
  const template = commerce.orders.find((o) => o.order_id === 1)
  if (!template) throw new Error('seed: the demo member has no order 1')
  const picked = random.shuffle(options.filter((o) => sellable.has(o.product_id) && o.stock >= 5 && o.discount_apply_price >= 5000))
  const seen = new Set<number>()
  const lines = picked
    .filter((o) => !seen.has(o.product_id) && seen.add(o.product_id))
    .slice(0, 2)
    .map((o, i) => ({
      order_id: RECENT_ORDER_ID,
      line_no: i + 1,
      product_id: o.product_id,
      price: o.discount_apply_price,
      quantity: i === 0 ? 2 : 1,
      option_id: o.option_id,
      option_name: o.name,
      list_price: o.price,
      deal_id: null,
      cart_item_id: null,
    }))
  const productTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
  const fee = shippingFee(productTotal, lines.length)
  const orderedAt = new Date(now.getTime() - 4 * DAY).toISOString()
  const order = {
    ...template,
    order_id: RECENT_ORDER_ID,
    user_id: DEMO_USERS.demo,
    order_key: `ord_seed_${RECENT_ORDER_ID}`,
    status: 'DELIVERED',
    ordered_at: orderedAt,
    shipping_time: new Date(now.getTime() - 2 * DAY).toISOString(),
    delivery_type: 'LOGISTIC',
    payment_method: 'CARD',
    product_total: productTotal,
    shipping_fee: fee,
    total_price: orderTotal(productTotal, fee, 0),
  }
  const payment = {
    payment_key: `pay_seed_${RECENT_ORDER_ID}`,
    order_id: RECENT_ORDER_ID,
    amount: order.total_price,
    method: 'CARD',
    status: 'CAPTURED',
    created_at: orderedAt,
    updated_at: orderedAt,
  }
  return { order, lines, payment }
}

export async function insertRecentDelivery(tx: Queryable, rows: ReturnType<typeof recentDelivery>): Promise<void> {
  await insertRows(tx, 'orders', [rows.order])
  await insertRows(tx, 'order_items', rows.lines)
  await insertRows(tx, 'payments', [rows.payment])
}
