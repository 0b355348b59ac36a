import { z } from 'zod'
import { NAV_TYPES, type NavItem } from './navigation'

export const NavItemSchema = z.object({
  type: z.enum(NAV_TYPES),
  title: z.string().min(1),
  linkUrl: z.string().startsWith('/'),
  imageUrl: z.string().min(1),
  activeImageUrl: z.string().min(1),
}) satisfies z.ZodType<NavItem>

/**
 * Items of a type this shop does not know are dropped one by one rather than failing the bar:
 * a newer backend may add a type before the shop learns it.
 */
export const NavItemsSchema = z.array(z.unknown()).transform((raw) =>
  raw.flatMap((item) => {
    const parsed = NavItemSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  }),
)
