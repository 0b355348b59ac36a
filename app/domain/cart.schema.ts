import { z } from 'zod'
import * as MSG from './messages'
import * as SHOP_MSG from './messages.shop'

const id = z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(2_147_483_647)
/** 1–99 whole pieces: anything else (0, -1, 1.5, 1e9, 'abc') is refused before V2 is asked. */
export const quantity = z.coerce
  .number({ invalid_type_error: SHOP_MSG.cart.errors.QUANTITY_INVALID })
  .int(SHOP_MSG.cart.errors.QUANTITY_INVALID)
  .min(1, SHOP_MSG.cart.errors.QUANTITY_INVALID)
  .max(99, SHOP_MSG.cart.errors.QUANTITY_INVALID)

/** The cart page's and the product page's posts to `/v2/cart`, one shape per intent. */
export const CartIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.enum(['add', 'buy']),
    optionId: id.optional(),
    productId: id.optional(),
    quantity: quantity.default(1),
    dealId: id.optional(),
    redirectTo: z.string().max(2000).optional(),
  }),
  z.object({ intent: z.literal('quantity'), cartItemId: id, quantity }),
  z.object({ intent: z.literal('toggle'), cartItemId: id, selected: z.enum(['true', 'false']).transform((v) => v === 'true') }),
  z.object({ intent: z.literal('select-all'), selected: z.enum(['true', 'false']).transform((v) => v === 'true') }),
  z.object({ intent: z.literal('remove'), cartItemId: id }),
  z.object({ intent: z.literal('remove-selected') }),
])
export type CartIntent = z.infer<typeof CartIntentSchema>

/** The first message of a failed parse, for a toast. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message && /[가-힣]/.test(error.issues[0].message) ? error.issues[0].message : MSG.error.badRequest
}
