import { isSubscribable } from '../catalog/subscribable'
import { type Address, findAddress } from '../commerce/addresses'
import { notFound } from '../commerce/errors'
import { SOLD_OUT_SQL } from '../commerce/options'
import { kstToday } from '../context'
import type { Db, Queryable } from '../db/types'
import { subscriptionError } from './errors'
import { offeredDiscountRate } from './pricing'
import { effectiveNext, inPickWindow, skipTarget } from './schedule'
import type { SubscriptionPaymentMethod } from './sheet'
import { type AddressSnapshot, findSubscription, type SubscriptionRow, subscriptionView } from './store'

/** How many subscriptions a member may run at once. */
export const SUBSCRIPTION_LIMIT = 20

export const CANCEL_REASONS = {
  ENOUGH_LEFT: '아직 남은 상품이 많아요',
  PET_DISLIKES: '아이가 잘 먹지(쓰지) 않아요',
  PRICE: '가격이 부담돼요',
  CHANGE_PRODUCT: '다른 상품으로 바꿀래요',
  OTHER: '기타',
} as const
export type SubscriptionCancelReason = keyof typeof CANCEL_REASONS

export type NewSubscription = {
  option_id: number
  quantity: number
  cycle_weeks: number
  first_delivery_date: string
  address_id: number
  payment_method: SubscriptionPaymentMethod
}

export type SubscriptionChange = {
  option_id?: number
  quantity?: number
  cycle_weeks?: number
  next_delivery_date?: string
  address_id?: number
}

const snapshot = (a: Address): AddressSnapshot => ({
  name: a.name,
  mobile_no: a.mobile_no,
  zip_code: a.zip_code,
  address1: a.address1,
  address2: a.address2,
})

async function option(tx: Queryable, optionId: number) {
  const [row] = await tx.query<{ product_id: number; product_group3_id: number | null; sold_out: boolean }>(
    `select po.product_id, p.product_group3_id, ${SOLD_OUT_SQL} as sold_out from product_options po join products p using (product_id) where po.option_id = $1`,
    [optionId],
  )
  return row ?? null
}

async function memberAddress(tx: Queryable, userId: number, addressId: number): Promise<AddressSnapshot> {
  const address = await findAddress(tx, userId, addressId)
  if (!address) throw notFound()
  return snapshot(address)
}

/** A running subscription of the member's other than `except` holds this option already. */
async function assertNotSubscribed(tx: Queryable, userId: number, optionId: number, except: number | null): Promise<void> {
  const [taken] = await tx.query(
    `select 1 from subscriptions where user_id = $1 and option_id = $2 and status = 'ACTIVE' and subscription_id <> coalesce($3, 0)`,
    [userId, optionId, except],
  )
  if (taken) throw subscriptionError('ALREADY_SUBSCRIBED', { field: 'option_id' }, 409)
}

/** The member's writes run one after another (the member's row is locked), so the limit and one-per-option hold. */
function asMember<T>(db: Db, userId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select user_id from users where user_id = $1 for update', [userId])
    return work(tx)
  })
}

async function runningSubscription(tx: Queryable, userId: number, subscriptionId: number): Promise<SubscriptionRow> {
  const row = await findSubscription(tx, userId, subscriptionId, { lock: true })
  if (!row) throw notFound()
  if (row.status !== 'ACTIVE') throw subscriptionError('SUBSCRIPTION_CANCELLED')
  return row
}

async function viewOf(db: Queryable, userId: number, subscriptionId: number, now: Date) {
  const row = await findSubscription(db, userId, subscriptionId)
  if (!row) throw notFound()
  return subscriptionView(row, kstToday(now))
}

/** `/subscription/create`: the discount offered to the device now stays with the subscription. */
export async function createSubscription(db: Db, userId: number, input: NewSubscription, now: Date, deviceId: string | null | undefined) {
  const today = kstToday(now)
  if (!inPickWindow(input.first_delivery_date, today)) throw subscriptionError('DATE_OUT_OF_RANGE', { field: 'first_delivery_date' })
  const subscriptionId = await asMember(db, userId, async (tx) => {
    const chosen = await option(tx, input.option_id)
    if (!chosen) throw notFound()
    if (!isSubscribable(chosen.product_group3_id)) throw subscriptionError('NOT_SUBSCRIBABLE')
    if (chosen.sold_out) throw subscriptionError('SOLD_OUT', { field: 'option_id' })
    const address = await memberAddress(tx, userId, input.address_id)
    const [running] = await tx.query<{ count: number }>(
      `select count(*)::int as count from subscriptions where user_id = $1 and status = 'ACTIVE'`,
      [userId],
    )
    if ((running?.count ?? 0) >= SUBSCRIPTION_LIMIT) throw subscriptionError('SUBSCRIPTION_LIMIT')
    await assertNotSubscribed(tx, userId, input.option_id, null)
    const [row] = await tx.query<{ subscription_id: number }>(
      `insert into subscriptions (user_id, product_id, option_id, quantity, cycle_weeks, next_delivery_date, address_id, address, payment_method, discount_rate, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning subscription_id`,
      [
        userId,
        chosen.product_id,
        input.option_id,
        input.quantity,
        input.cycle_weeks,
        input.first_delivery_date,
        input.address_id,
        JSON.stringify(address),
        input.payment_method,
        offeredDiscountRate(deviceId),
        now.toISOString(),
      ],
    )
    return row?.subscription_id as number
  })
  return viewOf(db, userId, subscriptionId, now)
}

/**
 * `/subscription/update`: what is given changes, the rest stays. A date that differs from the
 * current next delivery must lie in the pick window; the option must be the same product's.
 */
export async function updateSubscription(db: Db, userId: number, subscriptionId: number, change: SubscriptionChange, now: Date) {
  const today = kstToday(now)
  await asMember(db, userId, async (tx) => {
    const row = await runningSubscription(tx, userId, subscriptionId)
    let next = effectiveNext(row.next_delivery_date, row.cycle_weeks, today)
    if (change.next_delivery_date !== undefined && change.next_delivery_date !== next) {
      if (!inPickWindow(change.next_delivery_date, today)) throw subscriptionError('DATE_OUT_OF_RANGE', { field: 'next_delivery_date' })
      next = change.next_delivery_date
    }
    const optionId = change.option_id ?? row.option_id
    if (optionId !== row.option_id) {
      const chosen = await option(tx, optionId)
      if (!chosen || chosen.product_id !== row.product_id) throw subscriptionError('OPTION_INVALID', { field: 'option_id' })
      if (chosen.sold_out) throw subscriptionError('SOLD_OUT', { field: 'option_id' })
      await assertNotSubscribed(tx, userId, optionId, subscriptionId)
    }
    const addressId = change.address_id ?? row.address_id
    const address = change.address_id === undefined ? row.address : await memberAddress(tx, userId, change.address_id)
    await tx.query(
      `update subscriptions set option_id = $2, quantity = $3, cycle_weeks = $4, next_delivery_date = $5, address_id = $6, address = $7, updated_at = $8
        where subscription_id = $1`,
      [
        subscriptionId,
        optionId,
        change.quantity ?? row.quantity,
        change.cycle_weeks ?? row.cycle_weeks,
        next,
        addressId,
        JSON.stringify(address),
        now.toISOString(),
      ],
    )
  })
  return viewOf(db, userId, subscriptionId, now)
}

/** `/subscription/skip`: the next delivery moves one cycle on (at most 16 weeks from today). */
export async function skipDelivery(db: Db, userId: number, subscriptionId: number, now: Date) {
  const today = kstToday(now)
  await asMember(db, userId, async (tx) => {
    const row = await runningSubscription(tx, userId, subscriptionId)
    const target = skipTarget(effectiveNext(row.next_delivery_date, row.cycle_weeks, today), row.cycle_weeks, today)
    if (target === null) throw subscriptionError('SKIP_LIMIT')
    await tx.query('update subscriptions set next_delivery_date = $2, updated_at = $3 where subscription_id = $1', [
      subscriptionId,
      target,
      now.toISOString(),
    ])
  })
  return viewOf(db, userId, subscriptionId, now)
}

/** `/subscription/billing/cancel`: the regular payment ends; nothing further is delivered or charged. */
export async function cancelSubscription(
  db: Db,
  userId: number,
  subscriptionId: number,
  reason: { code: SubscriptionCancelReason; text: string | null },
  now: Date,
) {
  await asMember(db, userId, async (tx) => {
    await runningSubscription(tx, userId, subscriptionId)
    const label = CANCEL_REASONS[reason.code]
    const text = reason.code === 'OTHER' ? reason.text : reason.text ? `${label} (${reason.text})` : label
    await tx.query(
      `update subscriptions set status = 'CANCELLED', cancel_reason_code = $2, cancel_reason = $3, cancelled_at = $4, updated_at = $4 where subscription_id = $1`,
      [subscriptionId, reason.code, text, now.toISOString()],
    )
  })
  return viewOf(db, userId, subscriptionId, now)
}
