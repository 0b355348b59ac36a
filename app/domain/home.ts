import { z } from 'zod'
import { HOME_TAB, type ProductGroup1Id } from './constants'
import { type OsCode, isNativeApp } from './platform'
import { ProductSummarySchema } from './product'

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

/** Tab ids in the URL are positive whole numbers; anything else is a not-found path. */
export function parseTabId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

/**
 * Spec §8's "platform value": the native apps land on their own home tab (6), the web on 2.
 * docs/decisions/004-home-tabs.md records why.
 */
export function homeTabId(osCode: OsCode): number {
  return isNativeApp(osCode) ? HOME_TAB.app : HOME_TAB.web
}

export function homePath(osCode: OsCode): string {
  return `/main/tab/${homeTabId(osCode)}`
}

export function isProductGroupContent(frame: TabFrame, group: ProductGroup1Id): boolean {
  return frame.productGroup1Id === group
}
