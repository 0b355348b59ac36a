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
})
export type ProductSummary = z.infer<typeof ProductSummarySchema>
