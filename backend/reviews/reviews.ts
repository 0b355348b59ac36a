import type { Queryable } from '../db/types'
import { photoUrl } from './photos'
import type { ScoreCounts } from './scores'

/**
 * Contract "GET /reviews" sorts. Every order ends in `created_at desc, review_id desc`: two reviews
 * of one score (or one second: a burst of writes, a seed) still have one fixed order, so page 2
 * never repeats or skips a review of page 1. `review_id` is unique, so the order is total.
 */
export const REVIEW_SORTS = {
  LATEST: 'created_at desc, review_id desc',
  SCORE_DESC: 'score desc, created_at desc, review_id desc',
  SCORE_ASC: 'score asc, created_at desc, review_id desc',
} as const

export type ReviewSort = keyof typeof REVIEW_SORTS
export const REVIEW_SORT_KEYS = Object.keys(REVIEW_SORTS) as [ReviewSort, ...ReviewSort[]]

export type Review = {
  reviewId: number
  nickname: string
  score: number
  text: string
  createdAt: Date
  petName: string | null
  petAgeLabel: string | null
  photos: string[]
  /** When the member last edited it (decision 047), or null. */
  editedAt: Date | null
  /** How many members marked it 도움돼요. */
  helpfulCount: number
}

/** The columns of a `Review` (from `reviews r`); `toReview` turns the photo keys into URLs. */
export const REVIEW_COLUMNS = /* sql */ `
  r.review_id as "reviewId", r.nickname, r.score, r.text, r.created_at as "createdAt",
  r.pet_name as "petName", r.pet_age_label as "petAgeLabel", r.photo_keys as "photoKeys",
  r.edited_at as "editedAt",
  (select count(*) from review_helpful h where h.review_id = r.review_id)::int as "helpfulCount"
`

export type ReviewRow = Omit<Review, 'photos'> & { photoKeys: string[] }

export function toReview<R extends ReviewRow>({ photoKeys, ...review }: R): Omit<R, 'photoKeys'> & { photos: string[] } {
  return { ...review, photos: photoKeys.map(photoUrl) }
}

export type ReviewPage = {
  productId: number
  averageScore: number
  totalCount: number
  scoreCounts: ScoreCounts
  /** Stored reviews with at least one photo (what 포토 리뷰만 lists in all). */
  photoCount: number
  /** Stored reviews the query lists in all, over every page: the shop offers 더 보기 while more are left. */
  listedCount: number
  reviews: ListedReview[]
}

export type ReviewQuery = { sort: ReviewSort; page: number; size: number; photoOnly: boolean }

/** A listed review also says whether the asking member marked it 도움돼요, and whether it is theirs. */
export type ListedReview = Review & { helped: boolean; mine: boolean }

/** Photo keys are an array column: a review with photos has a non-empty one. */
const HAS_PHOTOS = 'cardinality(r.photo_keys) > 0'

/**
 * A product's totals, read from its stored reviews (decision 047): the count, the mean with one
 * decimal (as `products.review_score` keeps it) and the count of every score, which add up to the
 * count. `products.review_count` and `review_score` are the same numbers, kept by `refreshTotals`.
 */
export async function reviewTotals(
  db: Queryable,
  productId: number,
): Promise<{ totalCount: number; averageScore: number; scoreCounts: ScoreCounts; photoCount: number }> {
  const rows = await db.query<{ score: number; n: number; photos: number }>(
    `select r.score, count(*)::int as n, (count(*) filter (where ${HAS_PHOTOS}))::int as photos
       from reviews r where r.product_id = $1 group by r.score`,
    [productId],
  )
  const scoreCounts: ScoreCounts = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 }
  let total = 0
  let sum = 0
  let photoCount = 0
  for (const row of rows) {
    scoreCounts[String(row.score) as keyof ScoreCounts] = row.n
    total += row.n
    sum += row.score * row.n
    photoCount += row.photos
  }
  return { totalCount: total, averageScore: meanScore(sum, total), scoreCounts, photoCount }
}

/** The mean of `total` scores adding up to `sum`, to one decimal, half up as PostgreSQL's `round(avg, 1)`: whole numbers only, so exact. */
export const meanScore = (sum: number, total: number): number => (total === 0 ? 0 : Math.floor((20 * sum + total) / (2 * total)) / 10)

/** Brings a product's `review_count` and `review_score` to what its stored reviews say (inside the writer's transaction). */
export async function refreshTotals(tx: Queryable, productId: number): Promise<void> {
  await tx.query(
    `update products p
        set review_count = s.n, review_score = coalesce(s.score, 0)
       from (select count(*)::int as n, round(avg(score), 1) as score from reviews where product_id = $1) s
      where p.product_id = $1`,
    [productId],
  )
}

/**
 * A page of a product's reviews, or null for an unknown product. Every number is read from the
 * stored reviews (decision 047), so the count, the bars and 더 보기's end are the same reviews.
 * `viewer` is the asking member (null for a guest): their 도움돼요 and their own reviews are marked.
 */
export async function loadReviews(
  db: Queryable,
  productId: number,
  { sort, page, size, photoOnly }: ReviewQuery,
  viewer: number | null = null,
): Promise<ReviewPage | null> {
  const [product] = await db.query('select 1 from products where product_id = $1', [productId])
  if (!product) return null
  const [rows, totals] = await Promise.all([
    db.query<ReviewRow & { helped: boolean; mine: boolean }>(
      `select ${REVIEW_COLUMNS},
              exists (select 1 from review_helpful h where h.review_id = r.review_id and h.user_id = $4) as helped,
              coalesce(r.user_id = $4, false) as mine
         from reviews r where r.product_id = $1 ${photoOnly ? `and ${HAS_PHOTOS}` : ''}
        order by ${REVIEW_SORTS[sort]}
        limit $2 offset ($3::bigint - 1) * $2`,
      [productId, size, page, viewer],
    ),
    reviewTotals(db, productId),
  ])
  return {
    productId,
    ...totals,
    listedCount: photoOnly ? totals.photoCount : totals.totalCount,
    reviews: rows.map(toReview),
  }
}
