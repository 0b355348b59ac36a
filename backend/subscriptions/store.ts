import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import { snakeKeys } from '../commerce/errors'
import { SOLD_OUT_SQL } from '../commerce/options'
import type { Queryable } from '../db/types'
import { deliveryAmounts } from './pricing'
import { addDays, effectiveNext, pickWindow, skipTarget } from './schedule'

export type SubscriptionStatus = 'ACTIVE' | 'CANCELLED'
export type AddressSnapshot = { name: string; mobile_no: string; zip_code: string; address1: string; address2: string }

type Row = {
  subscription_id: number
  status: SubscriptionStatus
  product_id: number
  option_id: number
  option_name: string
  option_sold_out: boolean
  unit_price: number
  quantity: number
  cycle_weeks: number
  next_delivery_date: string
  address_id: number | null
  address: AddressSnapshot
  payment_method: 'CARD' | 'EASY_PAY'
  discount_rate: number
  created_at: Date
  cancelled_at: Date | null
  cancel_reason: string | null
  product: ProductSummary
}

/** The subscription with its product and option as they are now (prices follow the catalogue). */
const SELECT = /* sql */ `
  select s.subscription_id, s.status, s.product_id, s.option_id, po.name as option_name, ${SOLD_OUT_SQL} as option_sold_out,
         po.discount_apply_price as unit_price, s.quantity, s.cycle_weeks, to_char(s.next_delivery_date, 'YYYY-MM-DD') as next_delivery_date,
         s.address_id, s.address, s.payment_method, s.discount_rate, s.created_at, s.cancelled_at, s.cancel_reason,
         (select row_to_json(x) from (select ${PRODUCT_SUMMARY_COLUMNS} from products p join brands b using (brand_id) where p.product_id = s.product_id) x) as product
    from subscriptions s
    join product_options po on po.option_id = s.option_id
    join products p on p.product_id = s.product_id`

/**
 * Contract `Subscription`. An active one's next delivery is never before today; a cancelled one
 * has none. `earliest_date`/`latest_date` bound the date a member may move it to.
 */
export function subscriptionView(row: Row, today: string) {
  const active = row.status === 'ACTIVE'
  const next = active ? effectiveNext(row.next_delivery_date, row.cycle_weeks, today) : null
  const window = pickWindow(today)
  return {
    subscription_id: row.subscription_id,
    status: row.status,
    product: snakeKeys(row.product),
    option_id: row.option_id,
    option_name: row.option_name,
    option_sold_out: row.option_sold_out,
    quantity: row.quantity,
    cycle_weeks: row.cycle_weeks,
    next_delivery_date: next,
    following_delivery_date: next ? addDays(next, row.cycle_weeks * 7) : null,
    can_skip: next !== null && skipTarget(next, row.cycle_weeks, today) !== null,
    earliest_date: window.earliest,
    latest_date: window.latest,
    address: { address_id: row.address_id, ...row.address },
    payment_method: row.payment_method,
    discount_rate: row.discount_rate,
    unit_price: row.unit_price,
    ...deliveryAmounts(row.unit_price, row.discount_rate, row.quantity),
    started_at: row.created_at,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
  }
}
export type SubscriptionView = ReturnType<typeof subscriptionView>

/** Running ones first, the soonest delivery first; then the cancelled ones, the latest first. */
export async function listSubscriptions(db: Queryable, userId: number, today: string): Promise<SubscriptionView[]> {
  const rows = await db.query<Row>(`${SELECT} where s.user_id = $1 order by s.cancelled_at desc nulls first, s.subscription_id`, [userId])
  const views = rows.map((row) => subscriptionView(row, today))
  const active = views
    .filter((v) => v.next_delivery_date !== null)
    .sort((a, b) => (a.next_delivery_date ?? '').localeCompare(b.next_delivery_date ?? '') || a.subscription_id - b.subscription_id)
  return [...active, ...views.filter((v) => v.next_delivery_date === null)]
}

/** One of the member's subscriptions; someone else's is unknown (null). `lock`: inside a transaction. */
export async function findSubscription(db: Queryable, userId: number, subscriptionId: number, { lock = false } = {}): Promise<Row | null> {
  const [row] = await db.query<Row>(`${SELECT} where s.subscription_id = $1 and s.user_id = $2${lock ? ' for update of s' : ''}`, [
    subscriptionId,
    userId,
  ])
  return row ?? null
}
export type SubscriptionRow = Row
