import { z } from 'zod'
import { CouponSchema } from './commerce.schema'
import { CouponTermsSchema } from './membership.schema'

/** `/coupon/download/list`: a template with the member's state (docs/backend-api.md "V2: coupons"). */
export const CouponTemplateSchema = CouponTermsSchema.extend({
  couponTemplateId: z.number().int(),
  title: z.string(),
  expiresAt: z.string().nullable(),
  remaining: z.number().int().nullable(),
  downloaded: z.boolean(),
  expired: z.boolean().default(false),
  /** False for a first-purchase coupon once the member has a paid order. */
  eligible: z.boolean().default(true),
})
export type CouponTemplate = z.infer<typeof CouponTemplateSchema>

/** The member's own coupon with its group, as `/coupon/list` answers it. */
export const MyCouponSchema = CouponSchema.extend({ productGroup1Id: z.number().int().nullable().optional() })

/** The download button's form: one template id, nothing else. */
export const CouponDownloadSchema = z.object({ couponTemplateId: z.coerce.number().int().min(1).max(2_147_483_647) })
