import type { z } from 'zod'
import type { CategorySort } from '~/domain/catalog.schema'
import { CategoryProductsSchema, CategoryTreeSchema, ProductDetailSchema, ReviewsSchema } from '~/domain/catalog.schema'
import type { RequestContext } from '~/session/context.server'
import { callAsShopper } from './renew.server'

function get<T>(ctx: RequestContext, service: 'bff' | 'review', path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, query: Record<string, string | number>) {
  return callAsShopper(ctx, { service, method: 'GET', path, schema, query, headers: { 'x-mobile-device-id': ctx.deviceId || undefined } })
}

/** The catalogue of docs/backend-api.md: categories and products (BFF), reviews (review service). */
export const catalog = {
  tree: (ctx: RequestContext) => get(ctx, 'bff', '/category/tree', CategoryTreeSchema, { productGroup1Id: ctx.productGroup1Id }),

  products: (ctx: RequestContext, query: { categoryId: number; sort: CategorySort; page: number; size: number }) =>
    get(ctx, 'bff', '/category/products', CategoryProductsSchema, query),

  productDetail: (ctx: RequestContext, productId: number) => get(ctx, 'bff', '/product/detail', ProductDetailSchema, { productId }),

  reviews: (ctx: RequestContext, productId: number, page = 1, size = 5) =>
    get(ctx, 'review', '/reviews', ReviewsSchema, { productId, page, size, sort: 'LATEST' }),
}
