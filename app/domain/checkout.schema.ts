import { z } from 'zod'
import { DELIVERY_OPTION_TYPES, PAYMENT_METHODS } from './commerce.schema'
import { DELIVERY_REQUEST_CHOICES, DELIVERY_REQUEST_MAX_LENGTH, visibleLength } from './delivery-request'
import * as SHOP_MSG from './messages.shop'

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional()

const notWhole = SHOP_MSG.points.refusals.NOT_WHOLE as string

/**
 * 적립금 typed on the sheet (decision 044): empty is none; anything but a whole number of won is
 * refused under the field. Whether the member holds it and the order can take it is V2's to say.
 */
const pointsField = z
  .number({ invalid_type_error: notWhole })
  .int(notWhole)
  .min(0, notWhole)
  .max(2_147_483_647, SHOP_MSG.points.refusals.OVER_BALANCE as string)
  .optional()

/** A recalculation checks the points field alone: the rest of the sheet is not being sent yet. */
export const PointsChoiceSchema = z.object({ points: pointsField })

/** `couponId=none`: the shopper chose no coupon (so none is picked for them, `couponAutoApply`; decision 045 keeps it). */
export const NO_COUPON = 'none'

/** Paying: everything the sheet chose, plus the shopper's consent (conform + zod, server and browser). */
export const CheckoutSchema = z
  .object({
    intent: z.literal('pay'),
    addressId: z.coerce
      .number({ required_error: SHOP_MSG.order.addressRequired, invalid_type_error: SHOP_MSG.order.addressRequired })
      .int()
      .min(1, SHOP_MSG.order.addressRequired),
    deliveryType: z.enum(DELIVERY_OPTION_TYPES, { errorMap: () => ({ message: SHOP_MSG.order.deliveryRequired }) }),
    couponId: optionalId,
    points: pointsField,
    paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: SHOP_MSG.order.paymentRequired }) }),
    agree: z.literal('on', { errorMap: () => ({ message: SHOP_MSG.order.agreeRequired }) }),
    // 배송 요청사항 (decision 026): none unless picked; the words count only for 직접 입력.
    deliveryRequest: z.enum(DELIVERY_REQUEST_CHOICES).default('NONE'),
    deliveryRequestText: z
      .string()
      .trim()
      // The input's maxLength; the exact count (emoji as one) is the refinement's.
      .max(DELIVERY_REQUEST_MAX_LENGTH * 2, SHOP_MSG.order.deliveryRequestTextTooLong(DELIVERY_REQUEST_MAX_LENGTH))
      .optional(),
    // Decision 053: the lines and total the sheet showed, so what is paid is what was seen. A value
    // no sheet writes counts as absent: V2 then prices the cart's selection itself.
    cartItemId: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).min(1).max(100).optional().catch(undefined),
    expectedTotal: z.coerce.number().int().min(0).max(1_000_000_000).optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (value.deliveryRequest !== 'CUSTOM') return
    const text = value.deliveryRequestText ?? ''
    const path = ['deliveryRequestText']
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(text))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: SHOP_MSG.order.deliveryRequestOneLine })
    else if (text === '') ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: SHOP_MSG.order.deliveryRequestTextRequired })
    else if (visibleLength(text) > DELIVERY_REQUEST_MAX_LENGTH)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: SHOP_MSG.order.deliveryRequestTextTooLong(DELIVERY_REQUEST_MAX_LENGTH) })
  })
export type Checkout = z.infer<typeof CheckoutSchema>
