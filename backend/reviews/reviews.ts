import type { Queryable } from '../db/types'
import { photoUrl } from './photos'
import { type ScoreCounts, scoreCounts } from './scores'

/** Contract "GET /reviews" sorts; newest first among equal scores. */
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
  reviews: Review[]
}

/**
 * A page of a product's reviews, or null for an unknown product. The totals are the product's
 * (`review_count`, `review_score`): only the most recent reviews are stored, so the score counts
 * are spread over the whole count with the product's average; with ≤ 20 reviews they are exactly
 * the stored scores (the seed draws them from the same counts).
 */
export async function loadReviews(
  db: Queryable,
  productId: number,
  { sort, page, size }: { sort: ReviewSort; page: number; size: number },
): Promise<ReviewPage | null> {
  const [product] = await db.query<{ reviewCount: number; reviewScore: number }>(
    'select review_count as "reviewCount", review_score::float8 as "reviewScore" from products where product_id = $1',
    [productId],
  )
  if (!product) return null
  const reviews = await db.query<ReviewRow>(
    `select ${REVIEW_COLUMNS}
       from reviews r where product_id = $1
      order by ${REVIEW_SORTS[sort]}
      limit $2 offset ($3::bigint - 1) * $2`,
    [productId, size, page],
  )
  return {
    productId,
    averageScore: product.reviewScore,
    totalCount: product.reviewCount,
    scoreCounts: scoreCounts(product.reviewCount, product.reviewScore),
    reviews: reviews.map(toReview),
  }
}
