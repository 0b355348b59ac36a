import { REVIEW_SORTS } from './catalog'

/** The product page's review list (decision 024): what its address asks for, and the score bars. */

export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** Reviews a 더 보기 adds. */
export const REVIEW_PAGE_SIZE = 5
/** 40 pages of 5: past that the address is clamped rather than asking for thousands at once. */
export const MAX_REVIEW_PAGES = 40
/** The review service's largest page (docs/backend-api.md "GET /reviews"). */
const SERVICE_MAX_SIZE = 30

export type ReviewQuery = { sort: ReviewSort; photoOnly: boolean; pages: number }

export const DEFAULT_REVIEW_QUERY: ReviewQuery = { sort: 'LATEST', photoOnly: false, pages: 1 }

/** The query parameters of the product page that belong to the reviews. */
const PARAM = { sort: 'reviewSort', photoOnly: 'photoReview', pages: 'reviewPage' } as const

const isSort = (value: string | null): value is ReviewSort => (REVIEW_SORTS as readonly (string | null)[]).includes(value)

/** Reads `?reviewSort=&photoReview=1&reviewPage=`; anything unknown is the default, never an error. */
export function parseReviewQuery(params: URLSearchParams): ReviewQuery {
  const sort = params.get(PARAM.sort)
  const pages = Number(params.get(PARAM.pages))
  return {
    sort: isSort(sort) ? sort : DEFAULT_REVIEW_QUERY.sort,
    photoOnly: params.get(PARAM.photoOnly) === '1',
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_REVIEW_PAGES) : 1,
  }
}

/**
 * The search string of the page with `change` applied to its review query; the page's other
 * parameters stay. A new sort or filter starts again at the first page; defaults are left out,
 * so the plain product address stays the plain one.
 */
export function reviewSearch(params: URLSearchParams, change: Partial<ReviewQuery>): string {
  const current = parseReviewQuery(params)
  const restart = change.sort !== undefined || change.photoOnly !== undefined
  const next: ReviewQuery = { ...current, ...change, pages: change.pages ?? (restart ? 1 : current.pages) }
  const out = new URLSearchParams(params)
  for (const name of Object.values(PARAM)) out.delete(name)
  if (next.sort !== DEFAULT_REVIEW_QUERY.sort) out.set(PARAM.sort, next.sort)
  if (next.photoOnly) out.set(PARAM.photoOnly, '1')
  if (next.pages > 1) out.set(PARAM.pages, String(next.pages))
  const text = out.toString()
  return text ? `?${text}` : ''
}

/**
 * The review service calls that bring the first `pages` pages: one call while they fit in the
 * service's largest page, else pages of 30 (the caller keeps the first `wanted`).
 */
export function reviewCalls(pages: number): { calls: Array<{ page: number; size: number }>; wanted: number } {
  const wanted = pages * REVIEW_PAGE_SIZE
  if (wanted <= SERVICE_MAX_SIZE) return { calls: [{ page: 1, size: wanted }], wanted }
  const count = Math.ceil(wanted / SERVICE_MAX_SIZE)
  return { calls: Array.from({ length: count }, (_, i) => ({ page: i + 1, size: SERVICE_MAX_SIZE })), wanted }
}

/** A list cut into the pages of 5 it was loaded in. */
export function inPages<T>(items: readonly T[]): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += REVIEW_PAGE_SIZE) pages.push(items.slice(i, i + REVIEW_PAGE_SIZE))
  return pages
}

export type HistogramBar = { score: 5 | 4 | 3 | 2 | 1; count: number; percent: number }

/**
 * The 5★..1★ bars: each score's count and its whole percent of `total`. The percents are rounded
 * by largest remainder, so they add up to exactly 100 (or 0 without reviews) and a bar a shopper
 * reads as 0% really has no reviews.
 */
export function scoreHistogram(counts: Readonly<Record<string, number>>, total: number): HistogramBar[] {
  const scores = [5, 4, 3, 2, 1] as const
  const raw = scores.map((score) => ({ score, count: counts[String(score)] ?? 0 }))
  if (total <= 0) return raw.map((bar) => ({ ...bar, percent: 0 }))
  const exact = raw.map((bar) => (bar.count * 100) / total)
  const floors = exact.map(Math.floor)
  let left = 100 - floors.reduce((a, b) => a + b, 0)
  // Largest remainders first; among equal ones the higher score (listed first) wins.
  const order = exact.map((value, i) => ({ i, rest: value - (floors[i] ?? 0) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  const percents = [...floors]
  for (const { i, rest } of order) {
    if (left <= 0) break
    // A score nobody gave stays at 0%.
    if (rest <= 0) continue
    percents[i] = (percents[i] ?? 0) + 1
    left--
  }
  return raw.map((bar, i) => ({ ...bar, percent: percents[i] ?? 0 }))
}
