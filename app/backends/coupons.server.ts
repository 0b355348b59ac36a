import { z } from 'zod'
import { CouponTemplateSchema, MyCouponSchema } from '~/domain/coupon.schema'
import { IdAnswer, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** The member's coupons and the coupons anyone may download (V2). */
export const coupons = {
  list: (ctx: RequestContext, status: 'AVAILABLE' | 'USED' | 'EXPIRED' | 'ALL' = 'AVAILABLE') =>
    v2Post(ctx, '/coupon/list', z.object({ coupons: z.array(MyCouponSchema) }), { status }),
  /** Guest allowed; `includeExpired` adds the templates that ended in the last 30 days. */
  downloadable: (ctx: RequestContext, { includeExpired = false } = {}) =>
    v2Post(ctx, '/coupon/download/list', z.object({ coupons: z.array(CouponTemplateSchema) }), { includeExpired }),
  download: (ctx: RequestContext, couponTemplateId: number) => v2Post(ctx, '/coupon/download', IdAnswer('couponId'), { couponTemplateId }),
}
