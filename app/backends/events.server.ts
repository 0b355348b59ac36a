import { EventDetailSchema, EventListSchema } from '~/domain/events.schema'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'

/**
 * docs/backend-api.md "Events" (BFF): the shopper's session (when any) decides coupon states. An
 * event's coupon is downloaded through `coupons.download`, as every coupon is.
 */
export const events = {
  list: (ctx: RequestContext, status: 'ONGOING' | 'ENDED', productGroup1Id: number) =>
    bffGet(ctx, '/event/list', EventListSchema, { query: { status, productGroup1Id } }),
  detail: (ctx: RequestContext, eventKey: string) => bffGet(ctx, '/event/detail', EventDetailSchema, { query: { eventId: eventKey } }),
}
