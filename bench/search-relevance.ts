/**
 * The search relevance set (bench/search-relevance.json) run against a search service:
 * precision@3 and the zero-result rate, over all the queries and per kind of query. Used by
 * backend/test/search-relevance.test.ts and by `npm run bench`; both print it.
 */
import set from './search-relevance.json'

/** What makes a product right for a query; every condition given must hold. */
export type Relevant = { category2?: number[]; category3?: number[]; brand?: string[]; nameHas?: string[]; nameHasAny?: string[] }
/** How a shopper phrased the query: figures are reported per kind (docs/search.md, Relevance). */
export const QUERY_KINDS = [
  'category',
  'synonym',
  'english',
  'keyboard',
  'typo',
  'spacing',
  'initials',
  'filler',
  'particle',
  'unit',
  'need',
  'breed',
  'season',
  'brand',
] as const
export type QueryKind = (typeof QUERY_KINDS)[number]
/** `group` is the side searched: 1 dog, 2 cat, 0 both. */
export type RelevanceQuery = { query: string; group: number; kind: QueryKind; relevant: Relevant }
type Product = { productName: string; brandName: string; productGroup2Id: number; productGroup3Id: number | null }

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = set.queries as RelevanceQuery[]
/** The bars search must clear (decision 025, docs/search.md). */
export const PRECISION_TARGET = 0.9
export const ZERO_RESULT_TARGET = 0.02
const TOP = 3

/** A product is right for a query when every condition given holds. */
export function isRelevant(product: Product, relevant: Relevant): boolean {
  const name = product.productName.replace(/\s+/g, ' ')
  return (
    (!relevant.category2 || relevant.category2.includes(product.productGroup2Id)) &&
    (!relevant.category3 || relevant.category3.includes(product.productGroup3Id ?? -1)) &&
    (!relevant.brand || relevant.brand.includes(product.brandName)) &&
    (!relevant.nameHas || relevant.nameHas.every((words) => name.includes(words))) &&
    (!relevant.nameHasAny || relevant.nameHasAny.some((words) => name.includes(words)))
  )
}

/** One query's answer: the share of the first three that are right, and what they were. */
export type QueryOutcome = { query: string; group: number; kind: QueryKind; precision: number; top: string[] }
/** precision@3 and the zero-result rate over some queries. */
export type Figures = { queries: number; precision: number; zeroResultRate: number }
export type RelevanceReport = Figures & { byKind: (Figures & { kind: QueryKind })[]; outcomes: QueryOutcome[] }

function figures(outcomes: readonly QueryOutcome[]): Figures {
  const count = outcomes.length
  if (count === 0) return { queries: 0, precision: 0, zeroResultRate: 0 }
  return {
    queries: count,
    precision: outcomes.reduce((sum, q) => sum + q.precision, 0) / count,
    zeroResultRate: outcomes.filter((q) => q.top.length === 0).length / count,
  }
}

/** The figures over every query and for each kind that has queries, in the order of QUERY_KINDS. */
export function summarise(outcomes: readonly QueryOutcome[]): RelevanceReport {
  const byKind = QUERY_KINDS.map((kind) => ({ kind, ...figures(outcomes.filter((q) => q.kind === kind)) })).filter((k) => k.queries > 0)
  return { ...figures(outcomes), byKind, outcomes: [...outcomes] }
}

/** Asks the service (`searchUrl` = the search service's base, e.g. http://127.0.0.1:4000/search) for the first three of every query. */
export async function measureRelevance(
  searchUrl: string,
  queries: readonly RelevanceQuery[] = RELEVANCE_QUERIES,
): Promise<RelevanceReport> {
  const outcomes: QueryOutcome[] = []
  for (const { query, group, kind, relevant } of queries) {
    const params = new URLSearchParams({ word: query, productGroup1Id: String(group), size: String(TOP) })
    const response = await fetch(`${searchUrl}/products?${params}`)
    if (!response.ok) throw new Error(`${query}: ${response.status}`)
    const { products } = (await response.json()) as { products: Product[] }
    const right = products.filter((p) => isRelevant(p, relevant)).length
    outcomes.push({ query, group, kind, precision: right / TOP, top: products.map((p) => p.productName) })
  }
  return summarise(outcomes)
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`

/** The report as lines: both figures, then per kind, then the queries that show nothing, then every other miss. */
export function relevanceLines(report: RelevanceReport): string[] {
  const empty = report.outcomes.filter((q) => q.top.length === 0)
  const missed = report.outcomes.filter((q) => q.precision < 1 && q.top.length > 0)
  return [
    `search relevance: precision@3 ${report.precision.toFixed(3)} (target ≥ ${PRECISION_TARGET}), zero results ${percent(report.zeroResultRate)} (target ≤ ${percent(ZERO_RESULT_TARGET)}) over ${report.queries} queries`,
    ...report.byKind.map(
      (k) => `  ${k.kind}: precision@3 ${k.precision.toFixed(3)}, zero results ${percent(k.zeroResultRate)} over ${k.queries}`,
    ),
    `  nothing shown (${empty.length}): ${empty.map((q) => `${q.group}:${q.query}`).join(', ') || '(none)'}`,
    ...missed.map((q) => `  ${q.group}:${q.query} ${q.precision.toFixed(2)} ← ${q.top.join(' / ')}`),
  ]
}

/** A seed product with its side, for checking the set itself. */
export type SeedProduct = Product & { productGroup1Id: number }

/**
 * What is wrong with a set of queries against a catalogue: a query asked twice on one side, a kind
 * not in QUERY_KINDS, nothing to be right about, or fewer than three right products on its side
 * (a query the catalogue cannot answer is a bad query, not a miss of the search).
 */
export function setProblems(queries: readonly RelevanceQuery[], products: readonly SeedProduct[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const { query, group, kind, relevant } of queries) {
    const key = `${group}:${query}`
    if (seen.has(key)) problems.push(`${key}: asked twice`)
    seen.add(key)
    if (!QUERY_KINDS.includes(kind)) problems.push(`${key}: kind ${String(kind)} is not one of ${QUERY_KINDS.join(', ')}`)
    if (Object.keys(relevant).length === 0) problems.push(`${key}: nothing to be right about`)
    const right = products.filter((p) => (group === 0 || p.productGroup1Id === group) && isRelevant(p, relevant)).length
    if (right < TOP) problems.push(`${key}: ${right} right products on its side, fewer than ${TOP}`)
  }
  return problems
}
