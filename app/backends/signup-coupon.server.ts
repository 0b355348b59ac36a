import { z } from 'zod'
import { MINUTE } from '~/domain/constants'
import { CouponTermsSchema } from '~/domain/membership.schema'
import { TtlCache } from './cache.server'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'

/** `/coupon/signup` (decision 027): the coupon sign-up issues, and whether this member holds it. */
export const SignupCouponAnswerSchema = z.object({
  coupon: CouponTermsSchema.extend({
    couponTemplateId: z.number().int(),
    title: z.string(),
    validDays: z.number().int().nullable().optional(),
  }).nullable(),
  issued: z.boolean(),
  expiresAt: z.string().nullable().optional(),
})
export type SignupCouponAnswer = z.infer<typeof SignupCouponAnswerSchema>

// The banner is on every guest page: one answer shared by guests, refreshed in the background.
const guestCache = new TtlCache<SignupCouponAnswer>({ ttlMs: 5 * MINUTE, staleMs: 30 * MINUTE, maxEntries: 1 })

export const signupCoupon = {
  /** For the home banner: shared between guests; a member's call is never cached. */
  forBanner: (ctx: RequestContext) =>
    guestCache.forGuests(ctx.session, 'signup', () => v2Post(ctx, '/coupon/signup', SignupCouponAnswerSchema, {})),
  /** For the sign-up completion page: whether this member got it. */
  mine: (ctx: RequestContext) => v2Post(ctx, '/coupon/signup', SignupCouponAnswerSchema, {}),
}
