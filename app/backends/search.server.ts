import type { z } from 'zod'
import { MINUTE, SECOND } from '~/domain/constants'
import { resultChunk, type SearchGroup, type SearchQuery } from '~/domain/search'
import { BestKeywordsSchema, ProductSummariesSchema, SearchResultSchema, SuggestionsSchema } from '~/domain/search.schema'
import { TtlCache } from './cache.server'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'
import { callAsShopper } from './renew.server'

/** The search service's reads, made as the shopper like every other call (a refused token is renewed once). */
function get<T>(ctx: RequestContext, path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, query: Record<string, string | number>) {
  return callAsShopper(ctx, {
    service: 'search',
    method: 'GET',
    path,
    schema,
    query,
    headers: { 'x-mobile-device-id': ctx.deviceId || undefined },
  })
}

// Search answers are the same for every shopper, so one cache serves all: a word's results and
// suggestions briefly (new stock and prices show within seconds), the best keywords longer.
type SearchResult = z.infer<typeof SearchResultSchema>
const resultCache = new TtlCache<SearchResult>({ ttlMs: 30 * SECOND, staleMs: 2 * MINUTE, maxEntries: 500 })
const suggestCache = new TtlCache<z.infer<typeof SuggestionsSchema>>({ ttlMs: MINUTE, staleMs: 5 * MINUTE, maxEntries: 1_000 })
const bestKeywordCache = new TtlCache<z.infer<typeof BestKeywordsSchema>>({ ttlMs: 5 * MINUTE, staleMs: 30 * MINUTE, maxEntries: 4 })

/** The search service of docs/backend-api.md, and the BFF's product summaries for the search home. */
export const search = {
  products(ctx: RequestContext, group: SearchGroup, query: SearchQuery) {
    const { offset, size } = resultChunk(query.page)
    const params: Record<string, string | number> = {
      word: query.word,
      productGroup1Id: group,
      sort: query.sort,
      deliveryType: query.deliveryType,
      offset,
      size,
    }
    if (query.minPrice !== null) params.minPrice = query.minPrice
    if (query.maxPrice !== null) params.maxPrice = query.maxPrice
    if (query.brandIds.length > 0) params.brandId = query.brandIds.join(',')
    if (query.categoryId !== null) params.categoryId = query.categoryId
    if (query.asTyped) params.asTyped = 'true'
    return resultCache.getOrLoad(JSON.stringify(params), () => get(ctx, '/products', SearchResultSchema, params))
  },

  suggest: (ctx: RequestContext, group: SearchGroup, word: string) =>
    suggestCache.getOrLoad(`${group}:${word}`, () => get(ctx, '/suggest', SuggestionsSchema, { word, productGroup1Id: group, size: 8 })),

  bestKeywords: (ctx: RequestContext, group: SearchGroup) =>
    bestKeywordCache.getOrLoad(String(group), () => get(ctx, '/best-keywords', BestKeywordsSchema, { productGroup1Id: group })),

  summaries: (ctx: RequestContext, productIds: readonly number[]) =>
    bffGet(ctx, '/product/summaries', ProductSummariesSchema, { query: { productIds: productIds.join(',') } }),
}
