import { z } from 'zod'

/** Spec §3: the product summary the shop shows on cards and sends to tracking. */
export const ProductSummarySchema = z.object({
  productId: z.number().int().positive(),
  productName: z.string().min(1),
  productGroup1Id: z.number().int(),
  productGroup2Id: z.number().int().nullable(),
  productGroup3Id: z.number().int().nullable(),
  productGroup4Id: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  price: z.number().nonnegative(),
  discountApplyPrice: z.number().nonnegative(),
  discountRate: z.number().min(0).max(100),
  isPb: z.boolean(),
  reviewCount: z.number().int().nonnegative(),
  reviewScore: z.number().min(0).max(5),
  productSellLimitStatusCode: z.literal('SOLDOUT').nullable(),
  isEntirelySoldout: z.boolean(),
  imageUrl: z.string().min(1),
  /**
   * The price lists show (decision 046, domain/list-price.ts): the lowest option that can be bought,
   * its list price, selling price and rate, and whether the options cost differently ("~"). Absent
   * from a service that does not say: the product's own price stands in.
   */
  lowestOptionId: z.number().int().nullable().optional(),
  lowestOptionPrice: z.number().nonnegative().optional(),
  lowestOptionDiscountApplyPrice: z.number().nonnegative().optional(),
  lowestOptionDiscountRate: z.number().min(0).max(100).optional(),
  optionPricesDiffer: z.boolean().optional(),
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>
