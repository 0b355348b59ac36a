import type { Queryable } from '../db/types'
import { photoUrl } from './photos'
import { type ScoreCounts, scoreCounts } from './scores'

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
}

/** The columns of a `Review` (from `reviews r`); `toReview` turns the photo keys into URLs. */
export const REVIEW_COLUMNS = /* sql */ `
  r.review_id as "reviewId", r.nickname, r.score, r.text, r.created_at as "createdAt",
  r.pet_name as "petName", r.pet_age_label as "petAgeLabel", r.photo_keys as "photoKeys"
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
  reviews: Review[]
}

export type ReviewQuery = { sort: ReviewSort; page: number; size: number; photoOnly: boolean }

/** Photo keys are an array column: a review with photos has a non-empty one. */
const HAS_PHOTOS = 'cardinality(r.photo_keys) > 0'

/**
 * A page of a product's reviews, or null for an unknown product. The totals are the product's
 * (`review_count`, `review_score`): only the most recent reviews are stored, so the score counts
 * are spread over the whole count with the product's average; with ≤ 20 reviews they are exactly
 * the stored scores (the seed draws them from the same counts).
 */
export async function loadReviews(
  db: Queryable,
  productId: number,
  { sort, page, size, photoOnly }: ReviewQuery,
): Promise<ReviewPage | null> {
  const [product] = await db.query<{ reviewCount: number; reviewScore: number }>(
    'select review_count as "reviewCount", review_score::float8 as "reviewScore" from products where product_id = $1',
    [productId],
  )
  if (!product) return null
  const [reviews, [counts]] = await Promise.all([
    db.query<ReviewRow>(
      `select ${REVIEW_COLUMNS}
         from reviews r where r.product_id = $1 ${photoOnly ? `and ${HAS_PHOTOS}` : ''}
        order by ${REVIEW_SORTS[sort]}
        limit $2 offset ($3::bigint - 1) * $2`,
      [productId, size, page],
    ),
    db.query<{ stored: number; photos: number }>(
      `select count(*)::int as stored, (count(*) filter (where ${HAS_PHOTOS}))::int as photos from reviews r where r.product_id = $1`,
      [productId],
    ),
  ])
  const photoCount = counts?.photos ?? 0
  return {
    productId,
    averageScore: product.reviewScore,
    totalCount: product.reviewCount,
    scoreCounts: scoreCounts(product.reviewCount, product.reviewScore),
    photoCount,
    listedCount: photoOnly ? photoCount : (counts?.stored ?? 0),
    reviews: reviews.map(toReview),
  }
}
