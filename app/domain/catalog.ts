/** Listing sorts of the BFF (docs/backend-api.md); a plain list so pages need no schema code. */
export const CATEGORY_SORTS = ['POPULAR', 'NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'REVIEW_COUNT', 'DISCOUNT'] as const
export type CategorySort = (typeof CATEGORY_SORTS)[number]

/** Spec §2 `/category/{...category}`: the path's segments are category ids, the last one is shown. */
export function parseCategoryPath(splat: string | undefined): number[] | null {
  if (!splat) return null
  const segments = splat.split('/').filter(Boolean)
  if (segments.length === 0 || segments.length > 3) return null
  if (!segments.every((s) => /^[1-9]\d{0,6}$/.test(s))) return null
  return segments.map(Number)
}

export function categoryHref(path: ReadonlyArray<{ categoryId: number }>): string {
  return `/category/${path.map((c) => c.categoryId).join('/')}`
}

/**
 * Whether the ids of an address are the category's own path, or a part of it that keeps its order
 * and ends at the category (`/category/21` for 5 › 21): no id from another branch.
 */
export function isAlongPath(ids: readonly number[], path: ReadonlyArray<{ categoryId: number }>): boolean {
  const own = path.map((c) => c.categoryId)
  if (ids.at(-1) !== own.at(-1)) return false
  let from = 0
  for (const id of ids) {
    const at = own.indexOf(id, from)
    if (at < 0) return false
    from = at + 1
  }
  return true
}

export function parseCategorySort(value: string | null): CategorySort {
  return CATEGORY_SORTS.find((s) => s === value) ?? 'POPULAR'
}

/** A page number from the query: whole, from 1, and not absurd. */
export function parsePage(value: string | null, max = 500): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  return Math.min(Math.max(Number(value), 1), max)
}

export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size))
}

/** Recently viewed products for the search home: newest first, no repeats, at most `limit`. */
export function rememberViewed(previous: readonly number[], productId: number, limit = 20): number[] {
  return [productId, ...previous.filter((id) => id !== productId)].slice(0, limit)
}

/** The review list's orders (a plain list, not the schema's: the product page's buttons need no zod). */
export const REVIEW_SORTS = ['LATEST', 'SCORE_DESC', 'SCORE_ASC'] as const
