import { z } from 'zod'
import { AdoptionAnimalDetailSchema, AdoptionAnimalSchema, AdoptionInquirySchema } from '~/domain/adoption.schema'
import { EventDetailSchema, EventListSchema } from '~/domain/events.schema'
import { InsuranceApplicationSchema, InsurancePlanSchema } from '~/domain/insurance.schema'
import { bffGet, v2Post } from './calls.server'
import type { RequestContext } from './context'

// BFF reads of the information pages: the shopper's session (when any) decides coupon states.
/** docs/backend-api.md "Events" (BFF). */
export const events = {
  list: (ctx: RequestContext, status: 'ONGOING' | 'ENDED', productGroup1Id: number) =>
    bffGet(ctx, '/event/list', EventListSchema, { query: { status, productGroup1Id } }),
  detail: (ctx: RequestContext, eventKey: string) => bffGet(ctx, '/event/detail', EventDetailSchema, { query: { eventId: eventKey } }),
  /** The event's coupon through V2 `/coupon/download` ("V2: coupons"): once per member. */
  downloadCoupon: (ctx: RequestContext, couponTemplateId: number) =>
    v2Post(ctx, '/coupon/download', z.object({ couponId: z.number().int() }), { couponTemplateId }),
}

/** docs/backend-api.md "V2: pet insurance". */
export const insurance = {
  plans: (ctx: RequestContext) =>
    v2Post(ctx, '/insurance/plans', z.object({ plans: z.array(InsurancePlanSchema) }), {}).then((a) => a.plans),
  apply: (ctx: RequestContext, application: { planId: number; petId: number; agree: boolean }) =>
    v2Post(ctx, '/insurance/apply', z.object({ applicationId: z.number().int(), monthlyPremium: z.number().int() }), application),
  applications: (ctx: RequestContext) =>
    v2Post(ctx, '/insurance/applications', z.object({ applications: z.array(InsuranceApplicationSchema) }), {}).then((a) => a.applications),
}

/** docs/backend-api.md "Adoption": animals (BFF), a member's inquiries (V2). */
export const adoption = {
  animals: (ctx: RequestContext, productGroup1Id: number | undefined) =>
    bffGet(ctx, '/adoption/animals', z.object({ animals: z.array(AdoptionAnimalSchema) }), { query: { productGroup1Id } }).then(
      (a) => a.animals,
    ),
  animal: (ctx: RequestContext, animalId: number) => bffGet(ctx, '/adoption/animal', AdoptionAnimalDetailSchema, { query: { animalId } }),
  inquire: (
    ctx: RequestContext,
    inquiry: { animalId: number; type: string; housing: string; mobileNo: string; message: string; agree: boolean },
  ) => v2Post(ctx, '/adoption/inquiry', z.object({ inquiryId: z.number().int() }), inquiry),
  inquiries: (ctx: RequestContext) =>
    v2Post(ctx, '/adoption/inquiry/list', z.object({ inquiries: z.array(AdoptionInquirySchema) }), {}).then((a) => a.inquiries),
}
