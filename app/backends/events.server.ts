import { z } from 'zod'
import { EventDetailSchema, EventListSchema } from '~/domain/events.schema'
import { bffGet, v2Post } from './calls.server'
import type { RequestContext } from './context'

// BFF reads of the event pages: the shopper's session (when any) decides coupon states.
/** docs/backend-api.md "Events" (BFF). */
export const events = {
  list: (ctx: RequestContext, status: 'ONGOING' | 'ENDED', productGroup1Id: number) =>
    bffGet(ctx, '/event/list', EventListSchema, { query: { status, productGroup1Id } }),
  detail: (ctx: RequestContext, eventKey: string) => bffGet(ctx, '/event/detail', EventDetailSchema, { query: { eventId: eventKey } }),
  /** The event's coupon through V2 `/coupon/download` ("V2: coupons"): once per member. */
  downloadCoupon: (ctx: RequestContext, couponTemplateId: number) =>
    v2Post(ctx, '/coupon/download', z.object({ couponId: z.number().int() }), { couponTemplateId }),
}
