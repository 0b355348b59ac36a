import { z } from 'zod'
import { otherNeedsText, reasonText } from './after-sales.schema'
import { AddressSchema } from './commerce.schema'
import * as SUBSCRIPTION_MSG from './messages.subscription'
import { ProductSummarySchema } from './product.schema'
import { SUBSCRIPTION_CANCEL_REASONS, SUBSCRIPTION_CYCLES, SUBSCRIPTION_MAX_QUANTITY, SUBSCRIPTION_PAYMENT_METHODS } from './subscription'

const E = SUBSCRIPTION_MSG.errors

/** V2 answers (docs/backend-api.md "Subscriptions"), camelCase as the HTTP core hands them over. */
export const SubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
  product: ProductSummarySchema,
  optionId: z.number().int(),
  optionName: z.string(),
  optionSoldOut: z.boolean(),
  quantity: z.number().int(),
  cycleWeeks: z.number().int(),
  nextDeliveryDate: z.string().nullable(),
  followingDeliveryDate: z.string().nullable(),
  canSkip: z.boolean(),
  earliestDate: z.string(),
  latestDate: z.string(),
  address: z.object({
    addressId: z.number().int().nullable(),
    name: z.string(),
    mobileNo: z.string(),
    zipCode: z.string(),
    address1: z.string(),
    address2: z.string(),
  }),
  paymentMethod: z.string(),
  discountRate: z.number(),
  unitPrice: z.number(),
  subscriptionUnitPrice: z.number(),
  productTotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  startedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionListSchema = z.object({ subscriptions: z.array(SubscriptionSchema) })

export const SubscriptionOptionSchema = z.object({
  optionId: z.number().int(),
  name: z.string(),
  price: z.number(),
  discountApplyPrice: z.number(),
  subscriptionPrice: z.number(),
  stock: z.number().int(),
  soldOut: z.boolean(),
})
export type SubscriptionOption = z.infer<typeof SubscriptionOptionSchema>

/** `/subscription/detail`: the subscription and what its change form offers. */
export const SubscriptionDetailSchema = SubscriptionSchema.extend({
  options: z.array(SubscriptionOptionSchema),
  addresses: z.array(AddressSchema),
  maxQuantity: z.number().int(),
  cycles: z.array(z.number().int()),
})
export type SubscriptionDetail = z.infer<typeof SubscriptionDetailSchema>

export const SubscriptionSheetSchema = z.object({
  product: ProductSummarySchema,
  options: z.array(SubscriptionOptionSchema),
  subscribedOptionIds: z.array(z.number().int()),
  maxQuantity: z.number().int(),
  cycles: z.array(z.number().int()),
  defaultCycleWeeks: z.number().int(),
  addresses: z.array(AddressSchema),
  addressId: z.number().int().nullable(),
  paymentMethods: z.array(z.string()),
  discountRate: z.number(),
  earliestDate: z.string(),
  latestDate: z.string(),
})
export type SubscriptionSheet = z.infer<typeof SubscriptionSheetSchema>

const id = (message: string) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(1, message).max(2_147_483_647, message)
const quantity = z.coerce
  .number({ invalid_type_error: E.quantity, required_error: E.quantity })
  .int(E.quantity)
  .min(1, E.quantity)
  .max(SUBSCRIPTION_MAX_QUANTITY, E.quantity)
const cycleWeeks = z.coerce
  .number({ invalid_type_error: E.cycle, required_error: E.cycle })
  .refine((weeks) => (SUBSCRIPTION_CYCLES as readonly number[]).includes(weeks), E.cycle)
// The window (from the day after tomorrow to 8 weeks) is V2's rule: it answers DATE_OUT_OF_RANGE.
// A day that exists (zod's date knows month lengths and leap years): 2026-02-31 is refused here.
const day = z.string({ required_error: E.date }).date(E.date)

/** `/subscription/new`: everything a regular delivery needs (conform + zod, server and browser). */
export const NewSubscriptionSchema = z.object({
  optionId: id(E.option),
  quantity,
  cycleWeeks,
  firstDeliveryDate: day,
  addressId: id(E.address),
  paymentMethod: z.enum(SUBSCRIPTION_PAYMENT_METHODS, { errorMap: () => ({ message: E.payment }) }),
})
export type NewSubscription = z.infer<typeof NewSubscriptionSchema>

/** `/subscription/{id}`: a change; no address chosen keeps the one the deliveries go to. */
export const ChangeSubscriptionSchema = z.object({
  optionId: id(E.option),
  quantity,
  cycleWeeks,
  nextDeliveryDate: day,
  addressId: id(E.address).optional(),
})
export type SubscriptionChange = z.infer<typeof ChangeSubscriptionSchema>

/** The billing cancel of a subscription: which one and why. */
export const SubscriptionCancelSchema = z
  .object({
    subscriptionId: id(E.notFound),
    reasonCode: z.enum(SUBSCRIPTION_CANCEL_REASONS, { errorMap: () => ({ message: SUBSCRIPTION_MSG.cancelForm.reasonRequired }) }),
    reasonText,
  })
  .superRefine(otherNeedsText)
