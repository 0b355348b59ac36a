import { z } from 'zod'
import { DELIVERY_OPTION_TYPES, PAYMENT_METHODS } from './commerce.schema'
import { SHOP_MSG } from './messages.shop'

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional()

/** `couponId=none`: the shopper chose no coupon (so none is picked for them, `couponAutoApply`). */
export const NO_COUPON = 'none'

/** Whether the shopper chose a coupon, or chose none, rather than made no choice yet. */
export function isCouponChosen(params: URLSearchParams): boolean {
  return params.has('couponId')
}

/** The order sheet's choices (address, delivery, coupon, payment) as the query string keeps them. */
export function parseSheetChoice(params: URLSearchParams) {
  const id = (key: string) => {
    const value = params.get(key)
    return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
  }
  const deliveryType = DELIVERY_OPTION_TYPES.find((t) => t === params.get('deliveryType')) ?? null
  const paymentMethod = PAYMENT_METHODS.find((m) => m === params.get('paymentMethod')) ?? 'CARD'
  return { addressId: id('addressId'), couponId: id('couponId'), deliveryType, paymentMethod }
}

/** Paying: everything the sheet chose, plus the shopper's consent (conform + zod, server and browser). */
export const CheckoutSchema = z.object({
  intent: z.literal('pay'),
  addressId: z.coerce.number({ required_error: SHOP_MSG.order.addressRequired, invalid_type_error: SHOP_MSG.order.addressRequired }).int().min(1, SHOP_MSG.order.addressRequired),
  deliveryType: z.enum(DELIVERY_OPTION_TYPES, { errorMap: () => ({ message: SHOP_MSG.order.deliveryRequired }) }),
  couponId: optionalId,
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: SHOP_MSG.order.paymentRequired }) }),
  agree: z.literal('on', { errorMap: () => ({ message: SHOP_MSG.order.agreeRequired }) }),
})
export type Checkout = z.infer<typeof CheckoutSchema>
