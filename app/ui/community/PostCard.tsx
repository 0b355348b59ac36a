import { Link } from '@remix-run/react'
import { feedHref, popularity, postHref } from '~/domain/community'
import type { PostCard as Card } from '~/domain/community.schema'
import { formatDate } from '~/domain/date-formats'
import { formatCount } from '~/domain/format'
import * as COMMUNITY_MSG from '~/domain/messages.community'

/** Hashtags as links to their feed. */
export function Hashtags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="hashtags" aria-label={COMMUNITY_MSG.hashtags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={feedHref({ hashtag: tag })}>{COMMUNITY_MSG.hashtagTitle(tag)}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The author and their pet, as posts and comments show them. */
export function AuthorLine({ author }: { author: Card['author'] }) {
  const pet = author.petName ? ` · ${author.petName}${author.petAgeLabel ? ` (${author.petAgeLabel})` : ''}` : ''
  return (
    <span className="author">
      {author.nickname}
      {pet}
    </span>
  )
}

/** A post in the feed: category, badge, thumbnails, text preview, hashtags, counts, author and pet. */
export function PostCard({ post, eager = false }: { post: Card; eager?: boolean }) {
  const badge = popularity(post.likeCount)
  const preview = post.thumbnails.slice(0, 3)
  const cover = post.video?.posterUrl
  return (
    <article className="post-card" aria-labelledby={`post-${post.postId}`}>
      <p className="post-card__meta">
        <span className="post-card__category">{COMMUNITY_MSG.categories[post.category]}</span>
        {badge ? (
          <span className="post-card__badge" data-level={badge}>
            {COMMUNITY_MSG.badges[badge]}
          </span>
        ) : null}
      </p>
      <Link to={postHref(post.postId)} className="post-card__link" id={`post-${post.postId}`}>
        {/* Text stays text: React escapes it, so nothing a member wrote becomes markup. */}
        <p className="post-card__text">{post.text}</p>
        {cover || preview.length > 0 ? (
          <div className="post-card__media" data-count={cover ? 1 : preview.length}>
            {cover ? (
              <img
                src={cover}
                alt={COMMUNITY_MSG.video[post.video?.status ?? 'READY']}
                width={360}
                height={360}
                loading={eager ? 'eager' : 'lazy'}
              />
            ) : (
              preview.map((src, index) => (
                <img key={src} src={src} alt="" width={360} height={360} loading={eager && index < 2 ? 'eager' : 'lazy'} decoding="async" />
              ))
            )}
            {post.imageCount > preview.length ? <span className="post-card__more">{COMMUNITY_MSG.imageCount(post.imageCount)}</span> : null}
          </div>
        ) : null}
      </Link>
      <Hashtags tags={post.hashtags} />
      <p className="post-card__foot">
        <AuthorLine author={post.author} />
        <span className="post-card__counts">
          <span>{COMMUNITY_MSG.likes(formatCount(post.likeCount))}</span>
          <span>{COMMUNITY_MSG.comments(formatCount(post.commentCount))}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </span>
      </p>
    </article>
  )
}
