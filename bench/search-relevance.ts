/**
 * The search relevance set (bench/search-relevance.json) run against a search service:
 * precision@3 per query and over all of them. Used by backend/test/search-relevance.test.ts and
 * by `npm run bench`; both print it.
 */
import set from './search-relevance.json'

type Relevant = { category2?: number[]; category3?: number[]; brand?: string[]; nameHas?: string[] }
export type RelevanceQuery = { query: string; group: number; relevant: Relevant }
type Product = { productName: string; brandName: string; productGroup2Id: number; productGroup3Id: number | null }

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = set.queries as RelevanceQuery[]
/** The bar forgiving search must clear (decision 025, docs/search.md). */
export const PRECISION_TARGET = 0.9
const TOP = 3

/** A product is right for a query when every condition given holds. */
export function isRelevant(product: Product, relevant: Relevant): boolean {
  const spaced = (text: string) => text.replace(/\s+/g, ' ')
  return (
    (!relevant.category2 || relevant.category2.includes(product.productGroup2Id)) &&
    (!relevant.category3 || relevant.category3.includes(product.productGroup3Id ?? -1)) &&
    (!relevant.brand || relevant.brand.includes(product.brandName)) &&
    (!relevant.nameHas || relevant.nameHas.every((words) => spaced(product.productName).includes(words)))
  )
}

export type RelevanceReport = {
  precision: number
  queries: { query: string; group: number; precision: number; top: string[] }[]
}

/** Asks the service (`searchUrl` = the search service's base, e.g. http://127.0.0.1:4000/search) for the first three of every query. */
export async function measureRelevance(searchUrl: string): Promise<RelevanceReport> {
  const queries: RelevanceReport['queries'] = []
  for (const { query, group, relevant } of RELEVANCE_QUERIES) {
    const params = new URLSearchParams({ word: query, productGroup1Id: String(group), size: String(TOP) })
    const response = await fetch(`${searchUrl}/products?${params}`)
    if (!response.ok) throw new Error(`${query}: ${response.status}`)
    const { products } = (await response.json()) as { products: Product[] }
    const right = products.filter((p) => isRelevant(p, relevant)).length
    queries.push({ query, group, precision: right / TOP, top: products.map((p) => p.productName) })
  }
  const precision = queries.reduce((sum, q) => sum + q.precision, 0) / queries.length
  return { precision, queries }
}

/** The report as a few lines: the figure, then every query that missed. */
export function relevanceLines(report: RelevanceReport): string[] {
  const missed = report.queries.filter((q) => q.precision < 1)
  return [
    `search relevance: precision@3 ${report.precision.toFixed(3)} over ${report.queries.length} queries (target ${PRECISION_TARGET})`,
    ...missed.map((q) => `  ${q.group}:${q.query} ${q.precision.toFixed(2)} ← ${q.top.join(' / ') || '(nothing)'}`),
  ]
}
