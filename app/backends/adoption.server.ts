import { z } from 'zod'
import { AdoptionAnimalDetailSchema, AdoptionAnimalSchema, AdoptionInquirySchema } from '~/domain/adoption.schema'
import { bffGet, v2Post } from './calls.server'
import type { RequestContext } from './context'

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
