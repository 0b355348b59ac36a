import { z } from 'zod'
import { ProductSummarySchema } from './product.schema'

export const BannerSchema = z.object({
  bannerId: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  imageUrl: z.string().min(1),
  linkUrl: z.string().startsWith('/'),
})
export type Banner = z.infer<typeof BannerSchema>

export const SectionSchema = z.object({
  sectionId: z.string(),
  type: z.enum(['PRODUCT_GRID', 'PRODUCT_SCROLL']).catch('PRODUCT_GRID'),
  title: z.string(),
  moreUrl: z.string().startsWith('/').nullable().optional(),
  products: z.array(ProductSummarySchema),
})
export type Section = z.infer<typeof SectionSchema>

export const TabSchema = z.object({ tabId: z.number().int(), title: z.string() })
export type Tab = z.infer<typeof TabSchema>

export const TabFrameSchema = z.object({
  productGroup1Id: z.number().int(),
  tabs: z.array(TabSchema),
  tab: TabSchema.extend({ banners: z.array(BannerSchema), sections: z.array(SectionSchema) }),
})
export type TabFrame = z.infer<typeof TabFrameSchema>
