import { experimentInfos } from '../bff/experiments'
import { shippingFee } from '../commerce/pricing'

/** The rate a subscription gets while the `subscriptionDiscount` experiment is on for the device. */
export const SUBSCRIPTION_DISCOUNT_RATE = 5

/**
 * The discount a new subscription is offered: the experiment service's variant for the device
 * the member starts it from (the same assignment `/experiment/function/infos` answers), so the
 * page the shop shows and the price V2 keeps agree. The rate then stays with the subscription.
 */
export function offeredDiscountRate(mobileDeviceId: string | null | undefined): number {
  const flag = experimentInfos(mobileDeviceId ?? undefined).functionInfos.find((f) => f.key === 'subscriptionDiscount')
  return flag?.variant === 'on' ? SUBSCRIPTION_DISCOUNT_RATE : 0
}

/** The option's selling price less the rate, floored to 10 won like a rate coupon. */
export function subscriptionUnitPrice(unitPrice: number, rate: number): number {
  if (rate <= 0) return unitPrice
  return Math.floor((unitPrice * (100 - rate)) / 100 / 10) * 10
}

/** One delivery's amounts: products at the subscription price, and the shop's shipping rule. */
export function deliveryAmounts(unitPrice: number, rate: number, quantity: number) {
  const subscriptionPrice = subscriptionUnitPrice(unitPrice, rate)
  const productTotal = subscriptionPrice * quantity
  const fee = shippingFee(productTotal, 1)
  return { subscription_unit_price: subscriptionPrice, product_total: productTotal, shipping_fee: fee, total: productTotal + fee }
}
