import { editableUntil, isEditable, rewardTakenBack } from '../../app/domain/review-rules'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { debit, lockMember, spendableBalance } from '../points/ledger'
import { photoUrl } from './photos'
import { refreshTotals } from './reviews'
import { photosUnavailable, type ReviewEdit } from './writing'

/**
 * Editing and deleting one's own review (decision 047): within 30 days of writing it. Another
 * member's review and an unknown one answer the same 404, revealing nothing; a review past its
 * 30 days answers 400 EDIT_PERIOD_OVER. Nothing changes when a call fails.
 */

type OwnReview = { reviewId: number; productId: number; orderId: number | null; reward: number; photoKeys: string[]; createdAt: Date }

/** The member's review, locked for the rest of the transaction; 404 unless it is theirs, 400 when its 30 days are over. */
async function ownEditable(tx: Queryable, userId: number, reviewId: number, now: Date): Promise<OwnReview> {
  const [review] = await tx.query<OwnReview>(
    `select review_id as "reviewId", product_id as "productId", order_id as "orderId", reward,
            photo_keys as "photoKeys", created_at as "createdAt"
       from reviews where review_id = $1 and user_id = $2 for update`,
    [reviewId, userId],
  )
  if (!review) throw new HttpError(404, 'NOT_FOUND')
  if (!isEditable(new Date(review.createdAt), now)) throw new HttpError(400, 'EDIT_PERIOD_OVER')
  return review
}

/**
 * A new score, text and photos for the member's review. Photos it keeps stay, new ones must be
 * the member's unattached uploads, dropped ones are deleted. A photo review keeps at least one
 * photo: its reward was paid for one. An edit never pays (the reward was the writing's), so
 * adding a photo later pays nothing and nothing is paid twice.
 */
export async function editReview(db: Db, userId: number, reviewId: number, input: ReviewEdit, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await ownEditable(tx, userId, reviewId, now)
    if (review.photoKeys.length > 0 && input.photoKeys.length === 0)
      throw new HttpError(400, 'BAD_REQUEST', '사진 리뷰는 사진을 한 장 이상 남겨 주세요.', {
        reason: 'INVALID_FORMAT',
        field: 'photoKeys',
      })
    await tx.query('delete from review_photos where review_id = $1 and not (photo_key = any($2::text[]))', [reviewId, input.photoKeys])
    if (input.photoKeys.length > 0) {
      const taken = await tx.query(
        `update review_photos set review_id = $1
          where photo_key = any($2::text[]) and user_id = $3 and (review_id is null or review_id = $1)
          returning photo_key`,
        [reviewId, input.photoKeys, userId],
      )
      if (taken.length !== input.photoKeys.length) throw photosUnavailable()
    }
    await tx.query('update reviews set score = $2, text = $3, photo_keys = $4::text[], edited_at = $5 where review_id = $1', [
      reviewId,
      input.score,
      input.text,
      input.photoKeys,
      now.toISOString(),
    ])
    await refreshTotals(tx, review.productId)
  })
}

/**
 * Deletes the member's review, its photos and its 도움돼요, recounts the product, and takes its
 * reward back: a `CANCEL` of what writing it paid (`reviews.reward`), capped at what the member
 * can still spend so the balance never goes below zero. Answers what was taken back. The order
 * line becomes writable again, but its reward was paid once (the ledger's unique index): a new
 * review of it pays nothing, and deleting that one takes nothing.
 */
export async function deleteReview(db: Db, userId: number, reviewId: number, now: Date): Promise<{ pointsTakenBack: number }> {
  return db.transaction(async (tx) => {
    const review = await ownEditable(tx, userId, reviewId, now)
    await tx.query('delete from review_photos where review_id = $1', [reviewId])
    await tx.query('delete from review_helpful where review_id = $1', [reviewId])
    await tx.query('delete from reviews where review_id = $1', [reviewId])
    await refreshTotals(tx, review.productId)
    if (review.reward === 0) return { pointsTakenBack: 0 }
    await lockMember(tx, userId)
    const amount = rewardTakenBack(review.reward, await spendableBalance(tx, userId, now))
    if (amount === 0) return { pointsTakenBack: 0 }
    const taken = await debit(tx, { userId, kind: 'CANCEL', reason: 'REVIEW_DELETED', amount, at: now, orderId: review.orderId })
    if (taken === null) throw new Error('the spendable balance was read under the member lock')
    return { pointsTakenBack: amount }
  })
}

export type MyReviewForEdit = {
  reviewId: number
  productId: number
  productName: string
  imageUrl: string
  score: number
  text: string
  photos: Array<{ photoKey: string; url: string }>
  createdAt: Date
  editableUntil: Date
  /** What writing it paid: what deleting it takes back at most. */
  reward: number
}

/** Contract "GET /reviews/mine/{reviewId}": the member's review as its edit form starts; 404 unless theirs. */
export async function loadMyReview(db: Queryable, userId: number, reviewId: number): Promise<MyReviewForEdit> {
  const [row] = await db.query<Omit<MyReviewForEdit, 'photos' | 'editableUntil'> & { photoKeys: string[] }>(
    `select r.review_id as "reviewId", r.product_id as "productId", p.product_name as "productName",
            '/cdn/products/' || r.product_id || '.svg' as "imageUrl", r.score, r.text, r.photo_keys as "photoKeys",
            r.created_at as "createdAt", r.reward
       from reviews r join products p on p.product_id = r.product_id
      where r.review_id = $1 and r.user_id = $2`,
    [reviewId, userId],
  )
  if (!row) throw new HttpError(404, 'NOT_FOUND')
  const { photoKeys, ...review } = row
  return {
    ...review,
    photos: photoKeys.map((photoKey) => ({ photoKey, url: photoUrl(photoKey) })),
    editableUntil: editableUntil(new Date(review.createdAt)),
  }
}
