import { z } from 'zod'
import { ProductSummarySchema } from './product.schema'

/** Answers of the search service and the BFF's summaries (docs/backend-api.md "Search service"). */
export const SearchResultSchema = z.object({
  word: z.string(),
  products: z.array(ProductSummarySchema),
  totalCount: z.number().int().nonnegative(),
  facets: z.object({
    brands: z.array(z.object({ brandId: z.number().int(), brandName: z.string(), count: z.number().int() })),
    categories: z.array(z.object({ categoryId: z.number().int(), name: z.string(), count: z.number().int() })),
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  }),
  /** The word as searched when the service read it as another (qoqusvoem → 배변패드). */
  resolvedWord: z.string().optional(),
  /** The same word's matches on the other animal's side. */
  otherGroup: z.object({ productGroup1Id: z.number().int(), totalCount: z.number().int().nonnegative() }).optional(),
  /** For an empty result: a nearby word that finds products. */
  correction: z.object({ word: z.string(), totalCount: z.number().int().nonnegative() }).optional(),
  /** Decision 057: words of the query the listing leaves out, as typed (‘추천’은 빼고 찾았어요). */
  setAside: z.array(z.string()).optional(),
  /** Decision 057: a correction clearly meant, applied at once (‘사로’ 대신 ‘사료’로 찾은 결과예요). */
  appliedCorrection: z.object({ from: z.string(), to: z.string() }).optional(),
})
export type SearchResult = z.infer<typeof SearchResultSchema>

export const SuggestionsSchema = z.object({
  suggestions: z.array(z.object({ text: z.string(), type: z.string() })),
})
export type Suggestions = z.infer<typeof SuggestionsSchema>

export const BestKeywordsSchema = z.object({
  keywords: z.array(z.object({ rank: z.number().int(), keyword: z.string(), products: z.array(ProductSummarySchema) })),
})
export type BestKeywords = z.infer<typeof BestKeywordsSchema>

export const ProductSummariesSchema = z.object({ products: z.array(ProductSummarySchema) })
