import type { z } from 'zod'
import { resultChunk, type SearchGroup, type SearchQuery } from '~/domain/search'
import { BestKeywordsSchema, ProductSummariesSchema, SearchResultSchema, SuggestionsSchema } from '~/domain/search.schema'
import type { RequestContext } from '~/session/context.server'
import { callBackend } from './http.server'

function get<T>(ctx: RequestContext, service: 'search' | 'bff', path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, query: Record<string, string | number>) {
  // Search answers are the same for everyone: no session goes with them, so none is renewed.
  return callBackend({ service, method: 'GET', path, schema, query, headers: { 'x-mobile-device-id': ctx.deviceId || undefined }, signal: ctx.signal })
}

/** The search service of docs/backend-api.md, and the BFF's product summaries for the search home. */
export const search = {
  products(ctx: RequestContext, group: SearchGroup, query: SearchQuery) {
    const { offset, size } = resultChunk(query.page)
    const params: Record<string, string | number> = { word: query.word, productGroup1Id: group, sort: query.sort, deliveryType: query.deliveryType, offset, size }
    if (query.minPrice !== null) params.minPrice = query.minPrice
    if (query.maxPrice !== null) params.maxPrice = query.maxPrice
    if (query.brandIds.length > 0) params.brandId = query.brandIds.join(',')
    if (query.categoryId !== null) params.categoryId = query.categoryId
    return get(ctx, 'search', '/products', SearchResultSchema, params)
  },

  suggest: (ctx: RequestContext, group: SearchGroup, word: string) => get(ctx, 'search', '/suggest', SuggestionsSchema, { word, productGroup1Id: group, size: 8 }),

  bestKeywords: (ctx: RequestContext, group: SearchGroup) => get(ctx, 'search', '/best-keywords', BestKeywordsSchema, { productGroup1Id: group }),

  summaries: (ctx: RequestContext, productIds: readonly number[]) =>
    get(ctx, 'bff', '/product/summaries', ProductSummariesSchema, { productIds: productIds.join(',') }),
}
