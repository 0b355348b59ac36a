import { z } from 'zod'
import { COUPON_TYPES, PAYMENT_METHODS } from './commerce.schema'
import * as MEMBERSHIP_MSG from './messages.membership'

/** V2 membership answers (docs/backend-api.md "V2: membership"), camelCase as the HTTP core hands them over. */
export const PlanSchema = z.object({
  planCode: z.string(),
  name: z.string(),
  price: z.number().int(),
  periodMonths: z.number().int().min(1),
  welcomePoint: z.number().int(),
})
export type Plan = z.infer<typeof PlanSchema>

export const CouponTermsSchema = z.object({
  title: z.string().optional(),
  type: z.enum(COUPON_TYPES),
  discountValue: z.number(),
  maxDiscountPrice: z.number().nullable().optional(),
  minOrderPrice: z.number().nullable().optional(),
  productGroup1Id: z.number().int().nullable().optional(),
  /** Only for a member's first paid order (decision 027). */
  firstPurchase: z.boolean().optional(),
  /** The categories it is limited to, by name ('사료'); none: every product of its group. */
  categoryName: z.string().nullable().optional(),
})
export type CouponTerms = z.infer<typeof CouponTermsSchema>

export const PlansSchema = z.object({
  plans: z.array(PlanSchema),
  benefits: z.array(
    z.object({
      benefitId: z.number().int(),
      title: z.string(),
      description: z.string(),
      monthlyQuantity: z.number().int(),
      coupon: CouponTermsSchema,
    }),
  ),
})
export type Benefit = z.infer<typeof PlansSchema>['benefits'][number]

export const MembershipSchema = z.object({
  planCode: z.string(),
  planName: z.string(),
  price: z.number().int(),
  periodMonths: z.number().int(),
  status: z.enum(['ACTIVE', 'EXPIRED']),
  startedAt: z.string(),
  periodStartedAt: z.string(),
  endsAt: z.string(),
  autoRenew: z.boolean(),
  nextRenewalAt: z.string().nullable(),
  paymentMethod: z.string(),
})
export type Membership = z.infer<typeof MembershipSchema>

export const MembershipStatusSchema = z.object({
  membership: MembershipSchema.nullable(),
  payments: z.array(
    z.object({
      membershipOrderId: z.number().int(),
      kind: z.string(),
      planName: z.string(),
      amount: z.number(),
      paymentMethod: z.string(),
      paidAt: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
    }),
  ),
})
export type MembershipStatus = z.infer<typeof MembershipStatusSchema>

export const GradesSchema = z.object({
  grades: z.array(z.object({ gradeCode: z.string(), gradeName: z.string(), minPurchaseAmount: z.number(), description: z.string() })),
  mine: z
    .object({
      gradeCode: z.string(),
      gradeName: z.string(),
      purchaseAmount: z.number(),
      nextGradeCode: z.string().nullable(),
      nextGradeName: z.string().nullable(),
      amountToNext: z.number().nullable(),
    })
    .nullable(),
})
export type Grades = z.infer<typeof GradesSchema>

export const PreparedJoinSchema = z.object({ orderKey: z.string(), amount: z.number(), paymentUrl: z.string() })
export const ConfirmedJoinSchema = z.object({
  membershipOrderId: z.number().int(),
  status: z.literal('PAID'),
  membership: MembershipSchema.nullable(),
})

const M = MEMBERSHIP_MSG.order

/**
 * Joining: the plan, how to pay, and consent to the recurring payment (conform + zod, server and
 * browser). Plan codes are the backend's (`MONTHLY`, `YEARLY`): the form checks their shape, V2
 * whether the plan exists.
 */
export const JoinSchema = z.object({
  planCode: z.string({ required_error: M.planRequired }).regex(/^[A-Z_]{1,20}$/, M.planRequired),
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: M.paymentRequired }) }),
  agree: z.literal('on', { errorMap: () => ({ message: M.agreeRequired }) }),
})

/** 자동 갱신 해지 / 다시 켜기: a plain form with one button. */
export const AutoRenewSchema = z.object({ autoRenew: z.enum(['on', 'off']).transform((value) => value === 'on') })
