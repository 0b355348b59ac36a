import { PartnerBrandSchema } from '~/domain/partners.schema'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** Decision 031: what a member with a partners authority sees of their partnership. */
export const partners = {
  brand: (ctx: RequestContext) => v2Post(ctx, '/user/partners/brand', PartnerBrandSchema, deviceFields(ctx)),
}
