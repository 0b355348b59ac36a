import { z } from 'zod'
import { CANCEL_REASONS, RETURN_REASONS } from './after-sales'
import * as MSG from './messages'
import * as SHOP_MSG from './messages.shop'

export { CANCEL_REASONS, RETURN_REASONS }

const orderId = z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(2_147_483_647)
export const reasonText = z.string().trim().max(500, MSG.validation.tooLong(500)).optional()

/** "기타" needs words; the other reasons speak for themselves. */
export const otherNeedsText = (value: { reasonCode: string; reasonText?: string }, ctx: z.RefinementCtx) => {
  if (value.reasonCode === 'OTHER' && !value.reasonText)
    ctx.addIssue({ code: 'custom', path: ['reasonText'], message: SHOP_MSG.cancel.reasonTextRequired })
}

/** `/order/billing/cancel`: which order and why (conform + zod, server and browser). */
export const CancelSchema = z
  .object({ orderId, reasonCode: z.enum(CANCEL_REASONS, { errorMap: () => ({ message: SHOP_MSG.cancel.reasonRequired }) }), reasonText })
  .superRefine(otherNeedsText)

/** "기타" on the exchange and return form: its own words, no cancel wording (decision 048). */
const returnOtherNeedsText = (value: { reasonCode: string; reasonText?: string }, ctx: z.RefinementCtx) => {
  if (value.reasonCode === 'OTHER' && !value.reasonText)
    ctx.addIssue({ code: 'custom', path: ['reasonText'], message: SHOP_MSG.exchangeReturn.reasonTextRequired })
}

/** At most this many photos a request (decision 048). */
export const RETURN_PHOTO_LIMIT = 5

/**
 * `/exchange-return/request`: the order, exchange or return, why, which lines, where to pick
 * them up, and photos already uploaded (kept across a refused post). Each line's quantity and
 * replacement option are fields of their own (`quantity-{lineNo}`, `option-{lineNo}`), read by
 * `chosenLines` against the order.
 */
export const ExchangeReturnSchema = z
  .object({
    orderId,
    type: z.enum(['EXCHANGE', 'RETURN'], { errorMap: () => ({ message: SHOP_MSG.exchangeReturn.typeRequired }) }),
    reasonCode: z.enum(RETURN_REASONS, { errorMap: () => ({ message: SHOP_MSG.exchangeReturn.reasonRequired }) }),
    reasonText,
    lineNos: z
      .array(z.coerce.number().int().min(1).max(1000), { required_error: SHOP_MSG.exchangeReturn.itemsRequired })
      .min(1, SHOP_MSG.exchangeReturn.itemsRequired)
      .max(100),
    pickupAddressId: z.coerce
      .number({
        required_error: SHOP_MSG.exchangeReturn.pickupAddressRequired,
        invalid_type_error: SHOP_MSG.exchangeReturn.pickupAddressRequired,
      })
      .int()
      .min(1, SHOP_MSG.exchangeReturn.pickupAddressRequired)
      .max(2_147_483_647),
    photoKeys: z
      .array(z.string().regex(/^[a-z2-7]{26}$/))
      .max(RETURN_PHOTO_LIMIT, SHOP_MSG.exchangeReturn.photoLimit)
      .default([]),
  })
  .superRefine(returnOtherNeedsText)
