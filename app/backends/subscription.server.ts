import { TIMEOUTS } from '~/domain/constants'
import type { NewSubscription, SubscriptionChange } from '~/domain/subscription.schema'
import { SubscriptionDetailSchema, SubscriptionListSchema, SubscriptionSchema, SubscriptionSheetSchema } from '~/domain/subscription.schema'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'

/**
 * V2 regular deliveries (docs/backend-api.md "Subscriptions"). The sheet and a new subscription
 * carry the device id: the discount offered follows the device's `subscriptionDiscount` variant.
 */
export const subscriptions = {
  list: (ctx: RequestContext) => v2Post(ctx, '/subscription/list', SubscriptionListSchema, {}).then((answer) => answer.subscriptions),
  detail: (ctx: RequestContext, subscriptionId: number) =>
    v2Post(ctx, '/subscription/detail', SubscriptionDetailSchema, { subscriptionId }),
  sheet: (ctx: RequestContext, productId: number) =>
    v2Post(ctx, '/subscription/sheet', SubscriptionSheetSchema, { productId, mobileDeviceId: ctx.deviceId }),
  create: (ctx: RequestContext, subscription: NewSubscription) =>
    v2Post(ctx, '/subscription/create', SubscriptionSchema, { ...subscription, mobileDeviceId: ctx.deviceId }),
  update: (ctx: RequestContext, subscriptionId: number, change: SubscriptionChange) =>
    v2Post(ctx, '/subscription/update', SubscriptionSchema, { subscriptionId, ...change }),
  skip: (ctx: RequestContext, subscriptionId: number) => v2Post(ctx, '/subscription/skip', SubscriptionSchema, { subscriptionId }),
  /** Spec §9: a billing cancel waits up to 60 s, as an order's does. */
  cancel: (ctx: RequestContext, cancel: { subscriptionId: number; reasonCode: string; reasonText?: string }) =>
    v2Post(ctx, '/subscription/billing/cancel', SubscriptionSchema, cancel, { timeoutMs: TIMEOUTS.billingCancel }),
}
