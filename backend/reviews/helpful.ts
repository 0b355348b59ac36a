import type { Db } from '../db/types'
import { HttpError } from '../http/errors'

/**
 * Contract "POST /reviews/{reviewId}/helpful" (decision 047): 도움돼요 once per member and
 * review, a second press takes it back. A member's own review cannot be marked (400
 * OWN_REVIEW); an unknown review answers 404. Answers the new state and count.
 */
export async function toggleHelpful(
  db: Db,
  userId: number,
  reviewId: number,
  now: Date,
): Promise<{ helped: boolean; helpfulCount: number }> {
  return db.transaction(async (tx) => {
    // The review's row lock queues two presses of one member, so each toggles what the other left.
    const [review] = await tx.query<{ userId: number | null }>('select user_id as "userId" from reviews where review_id = $1 for update', [
      reviewId,
    ])
    if (!review) throw new HttpError(404, 'NOT_FOUND')
    if (review.userId === userId) throw new HttpError(400, 'OWN_REVIEW')
    const removed = await tx.query('delete from review_helpful where review_id = $1 and user_id = $2 returning review_id', [
      reviewId,
      userId,
    ])
    if (removed.length === 0)
      await tx.query('insert into review_helpful (review_id, user_id, created_at) values ($1, $2, $3)', [
        reviewId,
        userId,
        now.toISOString(),
      ])
    const [count] = await tx.query<{ n: number }>('select count(*)::int as n from review_helpful where review_id = $1', [reviewId])
    return { helped: removed.length === 0, helpfulCount: count?.n ?? 0 }
  })
}
