import { z } from 'zod'
import { parsePartnersAuthority } from './features'

/** Decision 031: V2 POST /user/partners/brand, a brand partner's own brand. */
export const PartnerBrandSchema = z.object({
  partnersAuthority: z.unknown().transform(parsePartnersAuthority),
  brand: z.object({ brandId: z.number(), name: z.string(), productGroup1Id: z.number().nullable().optional() }),
  summary: z.object({
    productCount: z.number(),
    soldoutCount: z.number(),
    reviewCount: z.number(),
    reviewScore: z.number().nullable(),
    soldQuantity: z.number(),
  }),
  products: z.array(
    z.object({
      productId: z.number(),
      productName: z.string(),
      productGroup1Id: z.number(),
      price: z.number(),
      discountApplyPrice: z.number(),
      /** The price lists show (decision 046); absent from a service that does not say. */
      lowestOptionDiscountApplyPrice: z.number().optional(),
      optionPricesDiffer: z.boolean().optional(),
      isSoldout: z.boolean(),
      reviewCount: z.number(),
      reviewScore: z.number(),
      soldQuantity: z.number(),
    }),
  ),
})
