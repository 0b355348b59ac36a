import { z } from 'zod'
import { CATEGORY_SORTS, REVIEW_SORTS } from './catalog'
import { ProductSummarySchema } from './product.schema'

export { CATEGORY_SORTS, type CategorySort } from './catalog'

/** docs/backend-api.md "Catalogue": categories, listings, product detail, reviews. */
const CategoryRef = z.object({ categoryId: z.number().int(), name: z.string() })

export const CategoryTreeSchema = z.object({
  productGroup1Id: z.number().int(),
  categories: z.array(
    CategoryRef.extend({
      depth: z.number().int(),
      productCount: z.number().int().nonnegative(),
      children: z.array(CategoryRef.extend({ depth: z.number().int(), productCount: z.number().int().nonnegative() })),
    }),
  ),
})
export type CategoryTree = z.infer<typeof CategoryTreeSchema>

export const CategoryProductsSchema = z.object({
  category: CategoryRef.extend({
    depth: z.number().int(),
    productGroup1Id: z.number().int(),
    path: z.array(CategoryRef),
    children: z.array(CategoryRef.extend({ productCount: z.number().int().nonnegative() })),
    siblings: z.array(CategoryRef),
  }),
  products: z.array(ProductSummarySchema),
  totalCount: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  sort: z.enum(CATEGORY_SORTS),
})
export type CategoryProducts = z.infer<typeof CategoryProductsSchema>

export const ProductDetailSchema = ProductSummarySchema.extend({
  images: z.array(z.string().min(1)).min(1),
  description: z.string(),
  options: z.array(
    z.object({
      optionId: z.number().int(),
      name: z.string(),
      price: z.number().nonnegative(),
      discountApplyPrice: z.number().nonnegative(),
      stock: z.number().int().nonnegative(),
      soldOut: z.boolean(),
    }),
  ),
  maxQuantity: z.number().int().positive(),
  delivery: z.object({
    morning: z.boolean(),
    express: z.boolean(),
    logistic: z.boolean(),
    seoulOnly: z.boolean(),
    fee: z.number().nonnegative(),
    freeOver: z.number().nonnegative(),
  }),
  category: z.object({ path: z.array(CategoryRef) }),
  relatedProducts: z.array(ProductSummarySchema),
  /** Consumables can be delivered regularly (docs/backend-api.md "Subscriptions"); absent means no. */
  subscribable: z.boolean().default(false),
})
export type ProductDetail = z.infer<typeof ProductDetailSchema>

export { REVIEW_SORTS }

export const ReviewsSchema = z.object({
  productId: z.number().int(),
  averageScore: z.number().min(0).max(5),
  totalCount: z.number().int().nonnegative(),
  scoreCounts: z.record(z.number().int().nonnegative()),
  photoCount: z.number().int().nonnegative().default(0),
  /** Reviews the query lists over all pages; a service that does not say shows no 더 보기. */
  listedCount: z.number().int().nonnegative().optional(),
  reviews: z.array(
    z.object({
      reviewId: z.number().int(),
      nickname: z.string(),
      score: z.number().int().min(1).max(5),
      text: z.string(),
      createdAt: z.string(),
      petName: z.string().nullable().optional(),
      petAgeLabel: z.string().nullable().optional(),
      photos: z.array(z.string()).default([]),
      /** Decision 047: when it was last edited, its 도움돼요, the viewer's own press, the viewer's own review. */
      editedAt: z.string().nullable().default(null),
      helpfulCount: z.number().int().nonnegative().default(0),
      helped: z.boolean().default(false),
      mine: z.boolean().default(false),
    }),
  ),
})
export type Reviews = z.infer<typeof ReviewsSchema>
