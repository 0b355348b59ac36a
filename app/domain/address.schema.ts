import { z } from 'zod'
import * as SHOP_MSG from './messages.shop'
import { normalizeMobile } from './phone'

const E = SHOP_MSG.address.errors

/** An address form (docs/backend-api.md "V2: addresses"): Korean fields zip code, address1, address2. */
export const AddressSchema = z.object({
  addressId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  name: z.string({ required_error: E.nameRequired }).trim().min(1, E.nameRequired).max(20, E.nameLength),
  mobileNo: z
    .string({ required_error: E.mobileInvalid })
    .transform(normalizeMobile)
    .pipe(z.string().regex(/^01[016789]\d{7,8}$/, E.mobileInvalid)),
  zipCode: z
    .string({ required_error: E.zipCodeInvalid })
    .trim()
    .regex(/^\d{5}$/, E.zipCodeInvalid),
  address1: z.string({ required_error: E.address1Required }).trim().min(1, E.address1Required).max(100, E.addressLength),
  address2: z.string().trim().max(100, E.addressLength).default(''),
  isDefault: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
  next: z.string().max(2000).optional(),
})
