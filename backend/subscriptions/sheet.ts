import { MAX_QUANTITY, productNotFound } from '../catalog/detail'
import { PRODUCT_SUMMARY_COLUMNS, type ProductSummary } from '../catalog/products'
import { isSubscribable } from '../catalog/subscribable'
import { listAddresses } from '../commerce/addresses'
import { notFound, snakeKeys } from '../commerce/errors'
import { SOLD_OUT_SQL } from '../commerce/options'
import type { Queryable } from '../db/types'
import { subscriptionError } from './errors'
import { offeredDiscountRate, subscriptionUnitPrice } from './pricing'
import { CYCLE_WEEKS, DEFAULT_CYCLE_WEEKS, pickWindow } from './schedule'
import { findSubscription, subscriptionView } from './store'

/** Regular payments go through a registered card or an easy-pay account; a bank transfer cannot repeat itself. */
export const SUBSCRIPTION_PAYMENT_METHODS = ['CARD', 'EASY_PAY'] as const
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number]

type OptionRow = { option_id: number; name: string; price: number; discount_apply_price: number; stock: number; sold_out: boolean }

/** The product's options with the price a subscription would pay for each. */
export async function subscriptionOptions(db: Queryable, productId: number, rate: number) {
  const options = await db.query<OptionRow>(
    `select po.option_id, po.name, po.price, po.discount_apply_price, po.stock, ${SOLD_OUT_SQL} as sold_out
       from product_options po join products p using (product_id) where po.product_id = $1 order by po.sort`,
    [productId],
  )
  return options.map((o) => ({ ...o, subscription_price: subscriptionUnitPrice(o.discount_apply_price, rate) }))
}

/**
 * `/subscription/sheet`: what the form for a new subscription offers (contract "Subscriptions"):
 * the product's options at the subscription price, the cycles, the member's addresses, the
 * payment methods, the discount this device is offered and the dates the first delivery may take.
 */
export async function subscriptionSheet(
  db: Queryable,
  userId: number,
  productId: number,
  today: string,
  deviceId: string | null | undefined,
) {
  const [product] = await db.query<ProductSummary>(
    `select ${PRODUCT_SUMMARY_COLUMNS} from products p join brands b using (brand_id) where p.product_id = $1`,
    [productId],
  )
  if (!product) throw productNotFound()
  if (!isSubscribable(product.productGroup3Id)) throw subscriptionError('NOT_SUBSCRIBABLE')
  const rate = offeredDiscountRate(deviceId)
  const [options, addresses, subscribed] = await Promise.all([
    subscriptionOptions(db, productId, rate),
    listAddresses(db, userId),
    db.query<{ option_id: number }>(`select option_id from subscriptions where user_id = $1 and product_id = $2 and status = 'ACTIVE'`, [
      userId,
      productId,
    ]),
  ])
  const window = pickWindow(today)
  return {
    product: snakeKeys(product),
    options,
    subscribed_option_ids: subscribed.map((s) => s.option_id),
    max_quantity: MAX_QUANTITY,
    cycles: CYCLE_WEEKS,
    default_cycle_weeks: DEFAULT_CYCLE_WEEKS,
    addresses,
    address_id: addresses.find((a) => a.is_default)?.address_id ?? null,
    payment_methods: SUBSCRIPTION_PAYMENT_METHODS,
    discount_rate: rate,
    earliest_date: window.earliest,
    latest_date: window.latest,
  }
}

/**
 * `/subscription/detail`: one of the member's subscriptions with what the change form offers:
 * the product's options at the subscription's own rate and the member's addresses.
 */
export async function subscriptionDetail(db: Queryable, userId: number, subscriptionId: number, today: string) {
  const row = await findSubscription(db, userId, subscriptionId)
  if (!row) throw notFound()
  const [options, addresses] = await Promise.all([subscriptionOptions(db, row.product_id, row.discount_rate), listAddresses(db, userId)])
  return { ...subscriptionView(row, today), options, addresses, max_quantity: MAX_QUANTITY, cycles: CYCLE_WEEKS }
}
