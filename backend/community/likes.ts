import { z } from 'zod'
import type { Db } from '../db/types'
import { commentNotFound, livePost, refreshPopularity } from './common'

export type LikeAnswer = { liked: boolean; likeCount: number }

/**
 * Contract `POST|DELETE /posts/{postId}/like`: idempotent; the count moves only when the row
 * does (the primary key allows one like per member and post).
 */
export async function likePost(db: Db, userId: number, postId: number | null, liked: boolean, now: Date): Promise<LikeAnswer> {
  return db.transaction(async (tx) => {
    await livePost(tx, postId, { lock: true })
    const changed = liked
      ? await tx.query(
          'insert into community_post_likes (post_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
          [postId, userId, now.toISOString()],
        )
      : await tx.query('delete from community_post_likes where post_id = $1 and user_id = $2 returning 1', [postId, userId])
    if (changed.length > 0) {
      await tx.query('update community_posts set like_count = like_count + $2 where post_id = $1', [postId, liked ? 1 : -1])
      await refreshPopularity(tx, postId as number)
    }
    const [row] = await tx.query<{ likeCount: number }>('select like_count as "likeCount" from community_posts where post_id = $1', [
      postId,
    ])
    return { liked, likeCount: row?.likeCount ?? 0 }
  })
}

/** Contract `POST|DELETE /comments/{commentId}/like`: the same for a live comment of a live post. */
export async function likeComment(db: Db, userId: number, commentId: number | null, liked: boolean, now: Date): Promise<LikeAnswer> {
  return db.transaction(async (tx) => {
    if (commentId === null) throw commentNotFound()
    const [comment] = await tx.query<{ postId: number; deleted: boolean }>(
      'select post_id as "postId", deleted_at is not null as deleted from community_comments where comment_id = $1 for update',
      [commentId],
    )
    if (!comment || comment.deleted) throw commentNotFound()
    await livePost(tx, comment.postId)
    const changed = liked
      ? await tx.query(
          'insert into community_comment_likes (comment_id, user_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
          [commentId, userId, now.toISOString()],
        )
      : await tx.query('delete from community_comment_likes where comment_id = $1 and user_id = $2 returning 1', [commentId, userId])
    const [row] = await tx.query<{ likeCount: number }>(
      'update community_comments set like_count = like_count + $2 where comment_id = $1 returning like_count as "likeCount"',
      [commentId, changed.length > 0 ? (liked ? 1 : -1) : 0],
    )
    return { liked, likeCount: row?.likeCount ?? 0 }
  })
}

export const REPORT_REASONS = ['SPAM', 'ABUSE', 'ADULT', 'OTHER'] as const

export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: '신고 사유를 골라 주세요.' }) }),
  text: z
    .string({ invalid_type_error: '신고 내용이 올바르지 않아요.' })
    .trim()
    .max(500, '신고 내용은 500자 이하로 입력해 주세요.')
    .nullish(),
})

/**
 * Contract `POST /posts/{postId}/report`: one report per member and post (primary key); a
 * second one answers the same `{ ok: true }` and changes nothing.
 */
export async function reportPost(
  db: Db,
  userId: number,
  postId: number | null,
  input: z.output<typeof reportBody>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await livePost(tx, postId)
    await tx.query(
      `insert into community_reports (post_id, user_id, reason, text, created_at) values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [postId, userId, input.reason, input.text || null, now.toISOString()],
    )
  })
}
