import { Form, Link, useActionData } from '@remix-run/react'
import type { Comment } from '~/domain/community.schema'
import { COMMUNITY } from '~/domain/constants'
import { formatDate } from '~/domain/dates'
import { formatCount } from '~/domain/format'
import { COMMUNITY_MSG } from '~/domain/messages.community'
import { AuthorLine } from './PostCard'

type Props = { postId: number; comments: Comment[]; totalCount: number; page: number; isGuest: boolean }

/** Comments, 30 a page (spec §9), each with its replies (one level), likes and the member's own delete. */
export function Comments({ postId, comments, totalCount, page, isGuest }: Props) {
  const actionData = useActionData<{ result?: { error?: Record<string, string[] | null> } }>()
  const errors = Object.values(actionData?.result?.error ?? {}).flatMap((e) => e ?? [])
  const pages = Math.ceil(totalCount / COMMUNITY.commentLikePageSize)
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {COMMUNITY_MSG.commentsTitle} {formatCount(totalCount)}
      </h2>
      {isGuest ? (
        <p className="comments__guest">
          {COMMUNITY_MSG.loginToComment}{' '}
          <Link to={`/auth/signin?next=${encodeURIComponent(`/community/post/${postId}`)}`} className="text-link">
            {COMMUNITY_MSG.login}
          </Link>
        </p>
      ) : (
        <CommentForm label={COMMUNITY_MSG.commentLabel} />
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
            <CommentItem comment={comment} canReply={!isGuest} />
            {comment.replies.length > 0 ? (
              <ol className="comment-list comment-list--replies">
                {comment.replies.map((reply) => (
                  <li key={reply.commentId}>
                    <CommentItem comment={{ ...reply, replies: [] }} canReply={false} />
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

function CommentForm({ label, parentCommentId }: { label: string; parentCommentId?: number }) {
  return (
    <Form method="post" className="comment-form" preventScrollReset>
      <input type="hidden" name="intent" value="comment" />
      {parentCommentId ? <input type="hidden" name="parentCommentId" value={parentCommentId} /> : null}
      <textarea name="text" aria-label={label} placeholder={COMMUNITY_MSG.commentPlaceholder} maxLength={500} rows={2} required />
      <button type="submit" className="button button--primary button--small">
        {COMMUNITY_MSG.submitComment}
      </button>
    </Form>
  )
}

function CommentItem({ comment, canReply }: { comment: Comment; canReply: boolean }) {
  if (comment.deleted) return <p className="comment comment--deleted">{COMMUNITY_MSG.deletedComment}</p>
  return (
    <article className="comment" id={`comment-${comment.commentId}`} aria-label={`${comment.author.nickname}: ${comment.text.slice(0, 40)}`}>
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
            <textarea name="text" aria-label={COMMUNITY_MSG.editCommentLabel} defaultValue={comment.text} maxLength={500} rows={2} required />
            <button type="submit" className="button button--primary button--small">
              {COMMUNITY_MSG.save}
            </button>
          </Form>
        </details>
      ) : null}
      {canReply ? (
        <details className="comment__reply">
          <summary>{COMMUNITY_MSG.reply}</summary>
          <CommentForm label={COMMUNITY_MSG.replyLabel} parentCommentId={comment.commentId} />
        </details>
      ) : null}
    </article>
  )
}
