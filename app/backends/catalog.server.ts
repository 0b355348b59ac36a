import type { z } from 'zod'
import type { CategorySort } from '~/domain/catalog.schema'
import {
  CategoryProductsSchema,
  type CategoryTree,
  CategoryTreeSchema,
  type ProductDetail,
  ProductDetailSchema,
  type Reviews,
  ReviewsSchema,
} from '~/domain/catalog.schema'
import { MINUTE, SECOND } from '~/domain/constants'
import { type ReviewQuery, type ReviewSort, reviewCalls } from '~/domain/reviews'
import { TtlCache } from './cache.server'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'
import { callAsShopper } from './renew.server'

/** The review service's reads: the shopper's session and device, one renewal (BFF reads go through bffGet). */
function reviewGet<T>(
  ctx: RequestContext,
  path: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  query: Record<string, string | number>,
) {
  return callAsShopper(ctx, {
    service: 'review',
    method: 'GET',
    path,
    schema,
    query,
    headers: { 'x-mobile-device-id': ctx.deviceId || undefined },
  })
}

// The tree changes only with the catalogue. A product's page changes with its stock and price, so
// guests share it briefly; a member's carries their delivery data and is never shared.
type ReviewPageQuery = { page?: number; size?: number; sort?: ReviewSort; photoOnly?: boolean }

const treeCache = new TtlCache<CategoryTree>({ ttlMs: 5 * MINUTE, staleMs: 30 * MINUTE, maxEntries: 4 })
const guestDetailCache = new TtlCache<ProductDetail>({ ttlMs: 15 * SECOND, staleMs: MINUTE, maxEntries: 2_000 })

/** The catalogue of docs/backend-api.md: categories and products (BFF), reviews (review service). */
export const catalog = {
  tree: (ctx: RequestContext) =>
    treeCache.getOrLoad(String(ctx.productGroup1Id), () =>
      bffGet(ctx, '/category/tree', CategoryTreeSchema, { query: { productGroup1Id: ctx.productGroup1Id } }),
    ),

  products: (ctx: RequestContext, query: { categoryId: number; sort: CategorySort; page: number; size: number }) =>
    bffGet(ctx, '/category/products', CategoryProductsSchema, { query }),

  productDetail: (ctx: RequestContext, productId: number) => {
    const load = () => bffGet(ctx, '/product/detail', ProductDetailSchema, { query: { productId } })
    return guestDetailCache.forGuests(ctx.session, String(productId), load)
  },

  reviews: (ctx: RequestContext, productId: number, { page = 1, size = 5, sort = 'LATEST', photoOnly = false }: ReviewPageQuery = {}) =>
    reviewGet(ctx, '/reviews', ReviewsSchema, { productId, page, size, sort, photoOnly: String(photoOnly) }),

  /** The first `pages` pages of the product page's list in as few calls as the service allows. */
  async reviewPages(ctx: RequestContext, productId: number, { sort, photoOnly, pages }: ReviewQuery): Promise<Reviews> {
    const { calls, wanted } = reviewCalls(pages)
    const answers = await Promise.all(calls.map(({ page, size }) => catalog.reviews(ctx, productId, { page, size, sort, photoOnly })))
    const [first] = answers
    if (!first) throw new Error('reviewCalls made no call')
    return { ...first, reviews: answers.flatMap((answer) => answer.reviews).slice(0, wanted) }
  },
}
