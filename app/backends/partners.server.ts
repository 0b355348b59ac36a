import { PartnerBrandSchema } from '~/domain/partners.schema'
import type { RequestContext } from './context'
import { deviceFields, v2Post } from './v2.server'

/** Decision 031: what a member with a partners authority sees of their partnership. */
export const partners = {
  brand: (ctx: RequestContext) => v2Post(ctx, '/user/partners/brand', PartnerBrandSchema, deviceFields(ctx)),
}
