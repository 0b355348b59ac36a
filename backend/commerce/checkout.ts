import { POINT_RULES, pointsRefusal, usablePoints } from '../../app/domain/points'
import { deliveryFor, productDelivery } from '../catalog/delivery'
import type { Queryable } from '../db/types'
import { spendableBalance } from '../points/ledger'
import { type Address, findAddress, listAddresses } from './addresses'
import { type CartLine, cartItem, findCart, loadLines, pricedLines } from './cart'
import { type Coupon, findCoupon, listCoupons } from './coupons'
import { isFirstPurchase } from './deals'
import { commerceError, notFound } from './errors'
import { type CouponBasis, couponDiscount, couponRefusal, orderTotal, summarize } from './pricing'
import { memberDeliveryOf } from './zip'

export const DELIVERY_TYPES = ['LOGISTIC', 'MORNING', 'EXPRESS'] as const
export type DeliveryType = (typeof DELIVERY_TYPES)[number]
export const PAYMENT_METHODS = ['CARD', 'BANK_TRANSFER', 'EASY_PAY'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export type CheckoutInput = {
  cartItemIds: readonly number[]
  addressId?: number | null | undefined
  couponId?: number | null | undefined
  deliveryType?: DeliveryType | null | undefined
  /** 적립금 to use (decision 044); nothing when absent. */
  points?: number | null | undefined
}

/**
 * Strict (`/order/prepare`): the address, delivery type and coupon must all apply, or it
 * answers why. Lenient (`/order/sheet`): what does not apply is dropped and shown as such.
 */
type Mode = { strict: boolean }

const CARRIED_BY: Record<DeliveryType, 'logistic' | 'morning' | 'express'> = {
  LOGISTIC: 'logistic',
  MORNING: 'morning',
  EXPRESS: 'express',
}

/**
 * Each way of delivery, available when every product supports it and the address can get it.
 * An unavailable one says why, so the sheet does not blame the address for what the products
 * lack: `PRODUCT` (some product is never sent that way), `NO_ADDRESS`, or `ADDRESS`.
 */
function deliveryOptions(lines: readonly CartLine[], address: Address | null, fee: number) {
  const supported = lines.map((line) => {
    const p = line.product as {
      product_group2_id: number
      product_group3_id: number | null
      discount_apply_price: number
      is_pb: boolean
      review_count: number
    }
    return productDelivery({
      productGroup2Id: p.product_group2_id,
      productGroup3Id: p.product_group3_id,
      discountApplyPrice: p.discount_apply_price,
      isPb: p.is_pb,
      reviewCount: p.review_count,
    })
  })
  const member = address === null ? null : memberDeliveryOf(address.zip_code)
  return DELIVERY_TYPES.map((type) => {
    const carrier = CARRIED_BY[type]
    const byProducts = supported.every((delivery) => delivery[carrier])
    const available = byProducts && member !== null && supported.every((delivery) => deliveryFor(delivery, member)[carrier])
    const unavailable_reason = available ? null : !byProducts ? 'PRODUCT' : member === null ? 'NO_ADDRESS' : 'ADDRESS'
    return { type, fee, available, unavailable_reason }
  })
}

/** Each depth-2 category's product total on the order: what a category coupon counts. */
export function categoryTotals(lines: readonly CartLine[]): Map<number, number> {
  const totals = new Map<number, number>()
  for (const line of lines) {
    const category = (line.product as { product_group2_id: number }).product_group2_id
    totals.set(category, (totals.get(category) ?? 0) + line.line_discount_apply_price)
  }
  return totals
}

/** The lines being ordered: all in the member's cart, none sold out, none over its maximum. */
export async function orderLines(db: Queryable, userId: number, ids: readonly number[]): Promise<CartLine[]> {
  const lines = await loadLines(db, await findCart(db, { userId }), ids)
  if (lines.length !== new Set(ids).size) throw commerceError(400, 'CART_ITEM_INVALID')
  const soldOut = lines.filter((line) => line.sold_out)
  if (soldOut.length > 0) throw commerceError(400, 'SOLD_OUT', { cart_item_ids: soldOut.map((line) => line.cart_item_id) })
  const over = lines.find((line) => line.quantity > line.max_quantity)
  if (over) throw commerceError(400, 'STOCK_EXCEEDED', { cart_item_id: over.cart_item_id, max_quantity: over.max_quantity })
  // In the order the shop listed them: that is the order lines' numbering.
  return lines.sort((a, b) => ids.indexOf(a.cart_item_id) - ids.indexOf(b.cart_item_id))
}

export type Checkout = Awaited<ReturnType<typeof buildCheckout>>

/** The order sheet: lines, addresses, delivery options, coupons and the money, as `/order/sheet` answers. */
export async function buildCheckout(db: Queryable, userId: number, input: CheckoutInput, now: Date, { strict }: Mode) {
  const lines = await orderLines(db, userId, input.cartItemIds)
  const hasDeal = lines.some((line) => line.deal_id !== null)
  if (hasDeal && !(await isFirstPurchase(db, userId))) throw commerceError(400, 'DEAL_NOT_ELIGIBLE')

  const addresses = await listAddresses(db, userId)
  let address: Address | null = addresses[0] ?? null
  if (input.addressId) {
    address = await findAddress(db, userId, input.addressId)
    if (!address) throw notFound()
  }

  const summary = summarize(pricedLines(lines, { allSelected: true }))
  const options = deliveryOptions(lines, address, summary.shipping_fee)
  const wanted = options.find((option) => option.type === input.deliveryType)
  if (strict && !wanted?.available) throw commerceError(400, 'DELIVERY_UNAVAILABLE', { field: 'delivery_type' })
  const deliveryType = wanted?.available ? wanted.type : (options.find((option) => option.available)?.type ?? null)

  const basis: CouponBasis = {
    productTotal: summary.product_total,
    shippingFee: summary.shipping_fee,
    groups: [...new Set(lines.map((line) => line.product_group1_id))],
    categoryTotals: categoryTotals(lines),
    // The welcome rule (decision 042): a member who re-joined within 30 days has no first purchase either.
    firstPurchase: await isFirstPurchase(db, userId),
  }
  // unavailable_reason tells the sheet why ("이미 무료배송이에요" rather than -0원, decision 027).
  const coupons = (await listCoupons(db, userId, 'AVAILABLE', now)).map((coupon) => ({
    ...coupon,
    ...couponDiscount(coupon, basis),
    unavailable_reason: couponRefusal(coupon, basis),
  }))
  let chosen: (Coupon & { applicable: boolean; discount_price: number; unavailable_reason: string | null }) | undefined
  if (input.couponId) {
    chosen = coupons.find((coupon) => coupon.coupon_id === input.couponId)
    // Someone else's or an unknown coupon is a 404; one of the member's that is used or expired does not apply.
    if (!chosen && !(await findCoupon(db, userId, input.couponId, now))) throw notFound()
    if (strict && !chosen?.applicable) throw commerceError(400, 'COUPON_UNAVAILABLE', { field: 'coupon_id' })
  }
  const coupon = chosen?.applicable ? chosen : null
  const couponDiscountPrice = coupon?.discount_price ?? 0
  const payable = orderTotal(summary.product_total, summary.shipping_fee, couponDiscountPrice)

  // 적립금 after the coupon and shipping: the sheet shows what was refused and uses nothing of it.
  const balance = await spendableBalance(db, userId, now)
  const requested = input.points ?? 0
  const refusal = pointsRefusal(requested, balance, payable)
  if (strict && refusal) throw commerceError(400, `POINTS_${refusal}`, { field: 'points' })
  const pointsUsed = refusal ? 0 : requested

  return {
    lines,
    address,
    hasDeal,
    coupon,
    sheet: {
      items: lines.map(cartItem),
      addresses,
      address_id: address?.address_id ?? null,
      delivery_options: options,
      delivery_type: deliveryType,
      coupons,
      coupon_id: coupon?.coupon_id ?? null,
      payment_methods: [...PAYMENT_METHODS],
      points: {
        balance,
        usable: usablePoints(balance, payable),
        min_balance: POINT_RULES.minBalance,
        unit: POINT_RULES.unit,
        requested,
        used: pointsUsed,
        refusal,
      },
      summary: {
        ...summary,
        coupon_discount_price: couponDiscountPrice,
        points_discount_price: pointsUsed,
        total: payable - pointsUsed,
      },
    },
  }
}
