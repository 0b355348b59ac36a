/** Rules of the subscription pages (no date library here: the product page's entry imports this module). */

/** Every 2, 3, 4, 6 or 8 weeks (docs/backend-api.md "Subscriptions"). */
export const SUBSCRIPTION_CYCLES = [2, 3, 4, 6, 8] as const
export const SUBSCRIPTION_PAYMENT_METHODS = ['CARD', 'EASY_PAY'] as const
export const SUBSCRIPTION_CANCEL_REASONS = ['ENOUGH_LEFT', 'PET_DISLIKES', 'PRICE', 'CHANGE_PRODUCT', 'OTHER'] as const
export const SUBSCRIPTION_MAX_QUANTITY = 10

export const subscriptionsHref = '/subscription'
export const newSubscriptionHref = (productId: number) => `/subscription/new?productId=${productId}`
export const subscriptionHref = (subscriptionId: number) => `/subscription/${subscriptionId}`
/** Spec §2's billing cancel route cancels a subscription's regular payment too. */
export const subscriptionCancelHref = (subscriptionId: number) => `/order/billing/cancel?subscriptionId=${subscriptionId}`
