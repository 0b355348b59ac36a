import type { Queryable } from '../db/types'
import { kindOfCategory } from './category-tree'

/** Contract "GET /product/detail" `delivery`. */
export type Delivery = {
  /** 새벽배송 (dawn delivery, capital area) */
  morning: boolean
  /** 당일배송 (same-day, Seoul) */
  express: boolean
  /** 일반 택배 */
  logistic: boolean
  /** ships to Seoul addresses only */
  seoulOnly: boolean
  fee: number
  freeOver: number
}

/** A member's `user_delivery_data` flags (spec §3). */
export type MemberDelivery = {
  morningDeliveryPossible: boolean
  expressDeliveryPossible: boolean
  logisticDeliveryPossible: boolean
  isOnlySeoul: boolean
}

const FEE = 3000
const FREE_OVER = 30_000
/** Dawn and same-day delivery use small vans: big or pricey items go by parcel service only. */
export const BULKY = new Set(['house', 'tower'])
export const BULKY_PRICE = 100_000
/** Same-day delivery sends what the Seoul centre keeps in stock: our own brands and the popular products. */
export const STOCKED_REVIEWS = 100

export type DeliveryFacts = {
  productGroup2Id: number
  productGroup3Id: number | null
  discountApplyPrice: number
  isPb: boolean
  reviewCount: number
}

/**
 * What a product supports. Derived from facts every product row has, so products seeded before
 * migration 5 answer the same. Cat towers and wheels are assembled at home by the shop's crew,
 * which only works in Seoul.
 */
export function productDelivery(product: DeliveryFacts): Delivery {
  const kind = kindOfCategory(product.productGroup3Id ?? product.productGroup2Id)
  const bulky = (kind !== undefined && BULKY.has(kind)) || product.discountApplyPrice >= BULKY_PRICE
  const morning = !bulky
  return {
    morning,
    express: morning && (product.isPb || product.reviewCount >= STOCKED_REVIEWS),
    logistic: true,
    seoulOnly: kind === 'tower',
    fee: FEE,
    freeOver: FREE_OVER,
  }
}

/**
 * What a member can get: each way the product supports and their address allows. A Seoul-only
 * product cannot reach an address outside Seoul at all.
 */
export function deliveryFor(product: Delivery, member: MemberDelivery | null): Delivery {
  if (!member) return product
  const reachable = !product.seoulOnly || member.isOnlySeoul
  return {
    ...product,
    morning: product.morning && member.morningDeliveryPossible && reachable,
    express: product.express && member.expressDeliveryPossible && reachable,
    logistic: product.logistic && member.logisticDeliveryPossible && reachable,
  }
}

/** The member's delivery data, or null when they have not entered an address. */
export async function loadMemberDelivery(db: Queryable, userId: number): Promise<MemberDelivery | null> {
  const [row] = await db.query<MemberDelivery>(
    `select morning_delivery_possible as "morningDeliveryPossible", express_delivery_possible as "expressDeliveryPossible",
            logistic_delivery_possible as "logisticDeliveryPossible", is_only_seoul as "isOnlySeoul"
       from user_deliveries where user_id = $1`,
    [userId],
  )
  return row ?? null
}
