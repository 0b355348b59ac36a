import { z } from 'zod'
import {
  AddressListSchema,
  CartSchema,
  ConfirmedOrderSchema,
  ExchangeReturnRequestSchema,
  OrderDetailSchema,
  OrderListSchema,
  OrderSheetSchema,
  PreparedOrderSchema,
  TrackingSchema,
  WelcomeDealSchema,
} from '~/domain/commerce.schema'
import { TIMEOUTS } from '~/domain/constants'
import { CouponTemplateSchema, MyCouponSchema } from '~/domain/coupon.schema'
import { type DraftChoices, OrderDraftSchema } from '~/domain/order-draft'
import { POSTCODE_PAGE_SIZE } from '~/domain/postcode'
import { PostcodeSchema, PostcodeSearchSchema } from '~/domain/postcode.schema'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'
import { users } from './user.server'
import { v2Post } from './v2.server'

const Ok = z.unknown()
const Id = (key: string) => z.object({ [key]: z.number().int() }).transform((v) => v[key] as number)

/** Cart calls carry the guest's cart id when there is no session (docs/backend-api.md "V2: cart"). */
const cartBody = (ctx: RequestContext, body: Record<string, unknown> = {}) =>
  ctx.session ? body : { ...body, guestCartId: ctx.guestCartId }

/** The cart of V2, for members and guests alike. */
export const cart = {
  get: (ctx: RequestContext) => v2Post(ctx, '/cart', CartSchema, cartBody(ctx)),
  add: (ctx: RequestContext, item: { optionId: number; quantity: number; dealId?: number | null }) =>
    v2Post(ctx, '/cart/item/add', CartSchema, cartBody(ctx, { ...item, dealId: item.dealId ?? undefined })),
  update: (ctx: RequestContext, change: { cartItemId: number; quantity?: number; selected?: boolean }) =>
    v2Post(ctx, '/cart/item/update', CartSchema, cartBody(ctx, change)),
  remove: (ctx: RequestContext, cartItemIds: number[]) => v2Post(ctx, '/cart/item/remove', CartSchema, cartBody(ctx, { cartItemIds })),
  selectAll: (ctx: RequestContext, selected: boolean) => v2Post(ctx, '/cart/select-all', CartSchema, cartBody(ctx, { selected })),
  merge: (ctx: RequestContext, guestCartId: string) => v2Post(ctx, '/cart/merge', CartSchema, { guestCartId }),
}

export const addresses = {
  list: (ctx: RequestContext) => v2Post(ctx, '/address/list', AddressListSchema, {}),
  save: (ctx: RequestContext, address: Record<string, unknown>) => v2Post(ctx, '/address/save', Id('addressId'), address),
  remove: (ctx: RequestContext, addressId: number) => v2Post(ctx, '/address/delete', Ok, { addressId }),
  makeDefault: (ctx: RequestContext, addressId: number) => v2Post(ctx, '/address/default', Ok, { addressId }),
  /** 우편번호 찾기 (decision 026): road, building, 지번 or zip code. */
  search: (ctx: RequestContext, keyword: string, page = 1) =>
    v2Post(ctx, '/address/search', PostcodeSearchSchema, { keyword, page, size: POSTCODE_PAGE_SIZE }),
  postcode: (ctx: RequestContext, postcodeId: number) => v2Post(ctx, '/address/search/detail', PostcodeSchema, { postcodeId }),
}

export const coupons = {
  list: (ctx: RequestContext, status: 'AVAILABLE' | 'USED' | 'EXPIRED' | 'ALL' = 'AVAILABLE') =>
    v2Post(ctx, '/coupon/list', z.object({ coupons: z.array(MyCouponSchema) }), { status }),
  /** Guest allowed; `includeExpired` adds the templates that ended in the last 30 days. */
  downloadable: (ctx: RequestContext, { includeExpired = false } = {}) =>
    v2Post(ctx, '/coupon/download/list', z.object({ coupons: z.array(CouponTemplateSchema) }), { includeExpired }),
  download: (ctx: RequestContext, couponTemplateId: number) => v2Post(ctx, '/coupon/download', Id('couponId'), { couponTemplateId }),
}

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
    order: SheetChoice & { paymentMethod: string; returnUrl: string; deliveryRequestCode?: string; deliveryRequestText?: string },
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

const ExchangeReturnSchema = ExchangeReturnRequestSchema.extend({
  orderId: z.number().int(),
  type: z.enum(['EXCHANGE', 'RETURN']),
  requestedAt: z.string(),
  products: z.array(z.object({ productName: z.string(), quantity: z.number().int().optional() }).passthrough()).optional(),
})

export type ExchangeReturnBody = {
  orderId: number
  type: string
  reasonCode: string
  reasonText?: string
  lines: Array<{ lineNo: number; quantity: number; exchangeOptionId: number | null }>
  pickupAddressId: number
  photoKeys: string[]
}

export const exchangeReturns = {
  list: (ctx: RequestContext) => v2Post(ctx, '/exchange-return/list', z.object({ requests: z.array(ExchangeReturnSchema) }), {}),
  /** Decision 048: lines with quantities and the option wanted, the pickup address and the photos' keys. */
  request: async (ctx: RequestContext, body: ExchangeReturnBody) => {
    const answer = await v2Post(ctx, '/exchange-return/request', Ok, body)
    users.forget(ctx)
    return answer
  },
}

/** First-purchase deals (BFF); a member's session decides eligibility. */
export function welcomeDeal(ctx: RequestContext, productGroup1Id: number) {
  return bffGet(ctx, '/welcome-deal', WelcomeDealSchema, { query: { productGroup1Id } })
}
