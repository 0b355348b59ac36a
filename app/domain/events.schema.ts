import { z } from 'zod'
import { ProductSummarySchema } from './product.schema'

/** BFF events (docs/backend-api.md "Events"). */
export const EVENT_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const

export const EventSummarySchema = z.object({
  eventId: z.number().int(),
  path: z.string().startsWith('/event/'),
  productGroup1Id: z.number().int().nullable(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(EVENT_STATUSES),
  hasCoupon: z.boolean(),
})
export type EventSummary = z.infer<typeof EventSummarySchema>

export const EventListSchema = z.object({ status: z.enum(['ONGOING', 'ENDED']), events: z.array(EventSummarySchema) })

export const EventCouponSchema = z.object({
  couponTemplateId: z.number().int(),
  title: z.string(),
  type: z.enum(['AMOUNT', 'RATE', 'FREE_SHIPPING']),
  discountValue: z.number(),
  maxDiscountPrice: z.number().nullable(),
  minOrderPrice: z.number(),
  productGroup1Id: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  remaining: z.number().int().nullable(),
  available: z.boolean(),
  downloaded: z.boolean().nullable(),
})
export type EventCoupon = z.infer<typeof EventCouponSchema>

export const EventDetailSchema = EventSummarySchema.extend({
  description: z.string(),
  notices: z.array(z.string()),
  link: z.object({ url: z.string(), label: z.string() }).nullable(),
  coupon: EventCouponSchema.nullable(),
  products: z.array(ProductSummarySchema),
})
export type EventDetail = z.infer<typeof EventDetailSchema>

/** `/event/{eventId}`: a number or an event's name (`app`); anything else is unknown (404). */
export function parseEventKey(value: string | undefined): string | null {
  if (!value) return null
  return /^[1-9]\d{0,8}$/.test(value) || /^[a-z][a-z0-9-]{1,30}$/.test(value) ? value : null
}
