import { z } from 'zod'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import type { Viewer } from './cards'
import {
  AUTHOR_COLUMNS,
  AUTHOR_JOIN,
  type Author,
  type AuthorRow,
  characters,
  commentNotFound,
  hasControl,
  iso,
  livePost,
  normaliseBreaks,
  notAuthor,
  refreshPopularity,
  toAuthor,
} from './common'

/** Contract `Comment` (a reply has no `replies`). */
export type Comment = {
  commentId: number
  text: string
  author: Author
  createdAt: string
  likeCount: number
  likedByMe: boolean
  isMine: boolean
  deleted: boolean
  replies?: Comment[]
}

const TEXT_MESSAGE = '댓글을 1자 이상 500자 이하로 입력해 주세요.'

export const commentText = z
  .string({ required_error: TEXT_MESSAGE, invalid_type_error: TEXT_MESSAGE })
  .transform(normaliseBreaks)
  .refine((text) => !hasControl(text), '쓸 수 없는 문자가 들어 있어요.')
  .transform((text) => text.trim())
  .refine((text) => characters(text) >= 1 && characters(text) <= 500, TEXT_MESSAGE)

export const commentBody = z.object({
  text: commentText,
  parentCommentId: z.number({ invalid_type_error: '답글을 달 댓글이 올바르지 않아요.' }).int().positive().max(2_147_483_647).nullish(),
})

type CommentRow = AuthorRow & {
  commentId: number
  parentId: number | null
  text: string
  createdAt: Date
  likeCount: number
  likedByMe: boolean
  isMine: boolean
  deleted: boolean
}

const COMMENT_SELECT = /* sql */ `
  select c.comment_id as "commentId", c.parent_comment_id as "parentId", c.text, c.created_at as "createdAt",
         c.like_count as "likeCount", c.deleted_at is not null as deleted, ${AUTHOR_COLUMNS('c')},
         coalesce(c.user_id = $1::int, false) as "isMine",
         exists (select 1 from community_comment_likes l where l.comment_id = c.comment_id and l.user_id = $1::int) as "likedByMe"
    from community_comments c ${AUTHOR_JOIN('c')}`

function toComment(row: CommentRow, now: Date, replies?: Comment[]): Comment {
  return {
    commentId: row.commentId,
    // A deleted comment kept for its replies shows nothing of what it said.
    text: row.deleted ? '' : row.text,
    author: toAuthor(row, now),
    createdAt: iso(row.createdAt),
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    isMine: row.isMine,
    deleted: row.deleted,
    ...(replies ? { replies } : {}),
  }
}

/**
 * Contract `GET /posts/{postId}/comments`: top-level comments oldest first, each with its live
 * replies; a deleted top-level comment stays (empty, `deleted: true`) only while it has some.
 */
export async function listComments(db: Queryable, viewer: Viewer, postId: number | null, page: { page: number; size: number }) {
  await livePost(db, postId)
  const shown = `c.post_id = $2 and c.parent_comment_id is null and (c.deleted_at is null or exists (
      select 1 from community_comments r where r.parent_comment_id = c.comment_id and r.deleted_at is null))`
  const top = await db.query<CommentRow>(
    `${COMMENT_SELECT} where ${shown} order by c.created_at, c.comment_id limit $3 offset ($4::bigint - 1) * $3`,
    [viewer.userId, postId, page.size, page.page],
  )
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from community_comments c where ${shown.replaceAll('$2', '$1')}`,
    [postId],
  )
  const replies = top.length
    ? await db.query<CommentRow>(
        `${COMMENT_SELECT} where c.parent_comment_id = any($2::int[]) and c.deleted_at is null order by c.created_at, c.comment_id`,
        [viewer.userId, top.map((c) => c.commentId)],
      )
    : []
  const comments = top.map((c) =>
    toComment(
      c,
      viewer.now,
      replies.filter((r) => r.parentId === c.commentId).map((r) => toComment(r, viewer.now)),
    ),
  )
  return { comments, totalCount: count?.total ?? 0 }
}

async function loadComment(db: Queryable, viewer: Viewer, commentId: number): Promise<Comment> {
  const [row] = await db.query<CommentRow>(`${COMMENT_SELECT} where c.comment_id = $2`, [viewer.userId, commentId])
  if (!row) throw commentNotFound()
  return toComment(row, viewer.now, row.parentId === null ? [] : undefined)
}

/** A live comment of a live post, locked: 404 COMMENT_NOT_FOUND, or the post's 404/410. */
async function liveComment(tx: Queryable, commentId: number | null) {
  if (commentId === null) throw commentNotFound()
  const [row] = await tx.query<{ postId: number; userId: number; parentId: number | null; deleted: boolean }>(
    `select post_id as "postId", user_id as "userId", parent_comment_id as "parentId", deleted_at is not null as deleted
       from community_comments where comment_id = $1 for update`,
    [commentId],
  )
  if (!row || row.deleted) throw commentNotFound()
  await livePost(tx, row.postId)
  return row
}

export type CommentInput = z.output<typeof commentBody>

/** Contract `POST /posts/{postId}/comments`: a reply's parent is a live top-level comment of the post. */
export async function writeComment(
  db: Db,
  viewer: Viewer & { userId: number },
  postId: number | null,
  input: CommentInput,
): Promise<Comment> {
  const commentId = await db.transaction(async (tx) => {
    await livePost(tx, postId, { lock: true })
    if (input.parentCommentId) {
      const parent = await liveComment(tx, input.parentCommentId)
      if (parent.postId !== postId) throw commentNotFound()
      if (parent.parentId !== null) throw new HttpError(400, 'BAD_REQUEST', '답글에는 답글을 달 수 없어요.', { reason: 'REPLY_DEPTH' })
    }
    const now = viewer.now.toISOString()
    const [row] = await tx.query<{ id: number }>(
      `insert into community_comments (post_id, parent_comment_id, user_id, text, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5) returning comment_id as id`,
      [postId, input.parentCommentId ?? null, viewer.userId, input.text, now],
    )
    await tx.query('update community_posts set comment_count = comment_count + 1 where post_id = $1', [postId])
    await refreshPopularity(tx, postId as number)
    return row?.id as number
  })
  return loadComment(db, viewer, commentId)
}

/** Contract `PATCH /comments/{commentId}`: the author only (403). */
export async function editComment(db: Db, viewer: Viewer & { userId: number }, commentId: number | null, text: string): Promise<Comment> {
  await db.transaction(async (tx) => {
    const comment = await liveComment(tx, commentId)
    if (comment.userId !== viewer.userId) throw notAuthor()
    await tx.query('update community_comments set text = $2, updated_at = $3 where comment_id = $1', [
      commentId,
      text,
      viewer.now.toISOString(),
    ])
  })
  return loadComment(db, viewer, commentId as number)
}

/** Contract `DELETE /comments/{commentId}`: soft delete by the author; the post counts one comment less. */
export async function deleteComment(db: Db, viewer: Viewer & { userId: number }, commentId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await liveComment(tx, commentId)
    if (comment.userId !== viewer.userId) throw notAuthor()
    await tx.query('update community_comments set deleted_at = $2 where comment_id = $1', [commentId, viewer.now.toISOString()])
    await tx.query('update community_posts set comment_count = greatest(comment_count - 1, 0) where post_id = $1', [comment.postId])
    await refreshPopularity(tx, comment.postId)
  })
}
