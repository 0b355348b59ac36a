import { z } from 'zod'
import { ProductSummarySchema } from './product.schema'

/** V2 `/wishlist/add`, `/remove` and `/count` (decision 059): a product's 찜 count and the member's own. */
export const WishStateSchema = z.object({ productId: z.number().int(), wished: z.boolean(), wishCount: z.number().int() })
export type WishState = z.infer<typeof WishStateSchema>
/** `/wishlist/add` also answers the product as cards show it (for the add_to_wishlist event). */
export const WishAddedSchema = WishStateSchema.extend({ product: ProductSummarySchema.nullable() })

/** V2 `/wishlist/list`: the member's products newest first, as the cards show them. */
export const WishlistPageSchema = z.object({
  products: z.array(ProductSummarySchema.extend({ wishedAt: z.string() })),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type WishlistPage = z.infer<typeof WishlistPageSchema>

export const WishedIdsSchema = z.object({ productIds: z.array(z.number().int()) })
