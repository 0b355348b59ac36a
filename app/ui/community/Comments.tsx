import { Form, Link, useActionData } from '@remix-run/react'
import type { Comment } from '~/domain/community.schema'
import { COMMUNITY } from '~/domain/constants'
import { formatDate } from '~/domain/date-formats'
import { formatCount } from '~/domain/format'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { AuthorLine } from './PostCard'

type Props = {
  postId: number
  comments: Comment[]
  /** The post's comment count, the same number the feed shows (they once said 댓글 50 there, 36 here). */
  count: number
  /** Top-level comments: what the pages of 30 are made of. */
  topLevelCount: number
  page: number
  /** The comment just written: it is marked, and the box starts empty again. */
  written: number | null
  isGuest: boolean
}

/** Comments, 30 a page (spec §9), each with its replies (one level), likes and the member's own delete. */
export function Comments({ postId, comments, count, topLevelCount, page, written, isGuest }: Props) {
  const actionData = useActionData<{ result?: { error?: Record<string, string[] | null> } }>()
  const errors = Object.values(actionData?.result?.error ?? {}).flatMap((e) => e ?? [])
  const pages = Math.ceil(topLevelCount / COMMUNITY.commentLikePageSize)
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {COMMUNITY_MSG.commentsTitle} {formatCount(count)}
      </h2>
      {isGuest ? (
        <p className="comments__guest">
          {COMMUNITY_MSG.loginToComment}{' '}
          <Link to={`/auth/signin?next=${encodeURIComponent(`/community/post/${postId}`)}`} className="text-link">
            {COMMUNITY_MSG.login}
          </Link>
        </p>
      ) : (
        // Keyed by the comment just written: after it is posted the box is a new, empty one.
        <CommentForm key={written ?? 'new'} label={COMMUNITY_MSG.commentLabel} page={page} />
      )}
      {errors.length > 0 ? (
        <p className="form-errors" role="alert">
          {errors[0]}
        </p>
      ) : null}
      {comments.length === 0 ? <p className="empty">{COMMUNITY_MSG.noComments}</p> : null}
      <ol className="comment-list">
        {comments.map((comment) => (
          <li key={comment.commentId}>
            <CommentItem comment={comment} canReply={!isGuest} page={page} written={written} />
            {comment.replies.length > 0 ? (
              <ol className="comment-list comment-list--replies">
                {comment.replies.map((reply) => (
                  <li key={reply.commentId}>
                    <CommentItem comment={{ ...reply, replies: [] }} canReply={false} page={page} written={written} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={`/community/post/${postId}?commentPage=${page + 1}#comments`} className="more-link">
          {COMMUNITY_MSG.moreComments}
        </Link>
      ) : null}
    </section>
  )
}

function CommentForm({ label, parentCommentId, page }: { label: string; parentCommentId?: number; page: number }) {
  return (
    <Form method="post" className="comment-form" preventScrollReset>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="commentPage" value={page} />
      {parentCommentId ? <input type="hidden" name="parentCommentId" value={parentCommentId} /> : null}
      <textarea
        name="text"
        aria-label={label}
        placeholder={parentCommentId ? COMMUNITY_MSG.replyPlaceholder : COMMUNITY_MSG.commentPlaceholder}
        maxLength={500}
        rows={2}
        required
      />
      <button type="submit" className="button button--primary button--small">
        {COMMUNITY_MSG.submitComment}
      </button>
    </Form>
  )
}

function CommentItem({ comment, canReply, page, written }: { comment: Comment; canReply: boolean; page: number; written: number | null }) {
  if (comment.deleted) return <p className="comment comment--deleted">{COMMUNITY_MSG.deletedComment}</p>
  const justWritten = comment.commentId === written
  return (
    <article
      className="comment"
      id={`comment-${comment.commentId}`}
      aria-label={`${comment.author.nickname}: ${comment.text.slice(0, 40)}`}
      data-written={justWritten || undefined}
    >
      {justWritten ? <p className="comment__written">{COMMUNITY_MSG.justWritten}</p> : null}
      <p className="comment__meta">
        <AuthorLine author={comment.author} />
        <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
      </p>
      <p className="comment__text">{comment.text}</p>
      <div className="comment__actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="commentId" value={comment.commentId} />
          <input type="hidden" name="on" value={String(!comment.likedByMe)} />
          <button type="submit" name="intent" value="like-comment" className="text-button" aria-pressed={comment.likedByMe}>
            {COMMUNITY_MSG.like} {formatCount(comment.likeCount)}
          </button>
        </Form>
        {comment.isMine ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="commentId" value={comment.commentId} />
            <button type="submit" name="intent" value="delete-comment" className="text-button">
              {COMMUNITY_MSG.deleteComment}
            </button>
          </Form>
        ) : null}
      </div>
      {comment.isMine ? (
        <details className="comment__reply">
          <summary>{COMMUNITY_MSG.editComment}</summary>
          <Form method="post" className="comment-form" preventScrollReset>
            <input type="hidden" name="intent" value="edit-comment" />
            <input type="hidden" name="commentId" value={comment.commentId} />
            <textarea
              name="text"
              aria-label={COMMUNITY_MSG.editCommentLabel}
              defaultValue={comment.text}
              maxLength={500}
              rows={2}
              required
            />
            <button type="submit" className="button button--primary button--small">
              {COMMUNITY_MSG.save}
            </button>
          </Form>
        </details>
      ) : null}
      {canReply ? (
        <details className="comment__reply">
          <summary>{COMMUNITY_MSG.reply}</summary>
          <CommentForm key={written ?? 'new'} label={COMMUNITY_MSG.replyLabel} parentCommentId={comment.commentId} page={page} />
        </details>
      ) : null}
    </article>
  )
}
