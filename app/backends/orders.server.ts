import { z } from 'zod'
import {
  ConfirmedOrderSchema,
  OrderDetailSchema,
  OrderListSchema,
  OrderSheetSchema,
  PreparedOrderSchema,
  TrackingSchema,
} from '~/domain/commerce.schema'
import { TIMEOUTS } from '~/domain/constants'
import { type DraftChoices, OrderDraftSchema } from '~/domain/order-draft'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'
import { users } from './user.server'

export type SheetChoice = {
  cartItemIds: number[]
  addressId?: number | null
  couponId?: number | null
  deliveryType?: string | null
  /** 적립금 to use (decision 044). */
  points?: number | null
}

const PurchaseConfirmedSchema = z.object({ orderId: z.number().int(), purchaseConfirmedAt: z.string(), earnedPoints: z.number().int() })

export const orders = {
  sheet: (ctx: RequestContext, choice: SheetChoice) => v2Post(ctx, '/order/sheet', OrderSheetSchema, choice),
  /** The sheet's choices V2 keeps until an order is paid (decision 045). */
  draft: (ctx: RequestContext) => v2Post(ctx, '/order/draft', OrderDraftSchema, {}),
  saveDraft: (ctx: RequestContext, choices: DraftChoices) => v2Post(ctx, '/order/draft/save', OrderDraftSchema, { choices }),
  prepare: (
    ctx: RequestContext,
    order: SheetChoice & {
      paymentMethod: string
      returnUrl: string
      deliveryRequestCode?: string
      deliveryRequestText?: string
      /** The total the sheet showed (decision 053). */
      expectedTotal: number | null
    },
  ) => v2Post(ctx, '/order/prepare', PreparedOrderSchema, order),
  /**
   * A paid order changes the member's detail (orderCount): the cached one is dropped, or the cart
   * would go on offering first-purchase deals for 3 minutes after the first order (decision 027).
   */
  confirm: async (ctx: RequestContext, orderKey: string, paymentKey: string) => {
    const order = await v2Post(ctx, '/order/confirm', ConfirmedOrderSchema, { orderKey, paymentKey })
    users.forget(ctx)
    return order
  },
  list: (ctx: RequestContext, page: number, size = 10) => v2Post(ctx, '/order/list', OrderListSchema, { page, size }),
  detail: (ctx: RequestContext, orderId: number) => v2Post(ctx, '/order/detail', OrderDetailSchema, { orderId }),
  /** 배송 조회 (decision 048): carrier, number and steps of a shipping or delivered order. */
  tracking: (ctx: RequestContext, orderId: number) => v2Post(ctx, '/order/tracking', TrackingSchema, { orderId }),
  /** 구매확정 (decision 044): the order's 적립금 is earned now, so the member's cached detail (its balance) is dropped. */
  confirmPurchase: async (ctx: RequestContext, orderId: number) => {
    const answer = await v2Post(ctx, '/order/purchase-confirm', PurchaseConfirmedSchema, { orderId })
    users.forget(ctx)
    return answer
  },
  /** Spec §9: billing cancel waits up to 60 s (the payment company refunds while we wait). */
  cancel: async (ctx: RequestContext, cancel: { orderId: number; reasonCode: string; reasonText?: string }) => {
    const order = await v2Post(ctx, '/order/billing/cancel', OrderDetailSchema, cancel, { timeoutMs: TIMEOUTS.billingCancel })
    users.forget(ctx)
    return order
  },
}
