import { z } from 'zod'
import { DELIVERY_OPTION_TYPES, PAYMENT_METHODS } from './commerce.schema'
import { DELIVERY_REQUEST_CHOICES, DELIVERY_REQUEST_MAX_LENGTH, visibleLength } from './delivery-request'
import * as SHOP_MSG from './messages.shop'

const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional()

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
