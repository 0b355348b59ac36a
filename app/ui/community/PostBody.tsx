import { Form, Link } from '@remix-run/react'
import type { Post } from '~/domain/community.schema'
import { formatDateTime } from '~/domain/date-formats'
import { formatCount } from '~/domain/format'
import { shownPrice } from '~/domain/list-price'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { productHref } from '~/domain/product'
import { FromPrice } from '../FromPrice'
import { AuthorLine, Hashtags } from './PostCard'

/** A post: author, text, images in order with their product tags, video by status, hashtags, likes. */
export function PostBody({ post }: { post: Post }) {
  return (
    <article className="post" aria-labelledby="post-title">
      <h1 id="post-title" className="sr-only">
        {COMMUNITY_MSG.postTitle(post.author.nickname, COMMUNITY_MSG.categories[post.category] ?? '')}
      </h1>
      <p className="post__meta">
        <AuthorLine author={post.author} />
        <time dateTime={post.createdAt}>{formatDateTime(post.createdAt)}</time>
      </p>
      <p className="post__text">{post.text}</p>
      {post.video ? <PostVideo video={post.video} /> : null}
      {post.images.length > 0 ? (
        <ol className="post__images">
          {post.images.map((image, index) => (
            <li key={image.url}>
              <img
                src={image.url}
                alt={COMMUNITY_MSG.imageOf(index + 1, post.images.length)}
                width={image.width ?? 1080}
                height={image.height ?? 1080}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {image.productTags.length > 0 ? (
                <ul className="post__tags" aria-label={COMMUNITY_MSG.productTags}>
                  {image.productTags.map((product) => (
                    <li key={product.productId}>
                      <Link to={productHref(product.productId)} className="post__tag">
                        <img src={product.imageUrl} alt="" width={40} height={40} loading="lazy" />
                        <span>{product.productName}</span>
                        <strong>
                          <FromPrice shown={shownPrice(product)} />
                        </strong>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      <Hashtags tags={post.hashtags} />
      <div className="post__actions">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="on" value={String(!post.likedByMe)} />
          <button type="submit" name="intent" value="like" className="like-button" aria-pressed={post.likedByMe}>
            <span aria-hidden="true">{post.likedByMe ? '♥' : '♡'}</span> {COMMUNITY_MSG.like} {formatCount(post.likeCount)}
          </button>
        </Form>
        {post.isMine ? (
          <>
            <Link to={`/community/post/${post.postId}/edit`} className="text-button">
              {COMMUNITY_MSG.edit}
            </Link>
            {/* Asks first (alert v2 on the page that follows), with or without JavaScript. */}
            <Form method="get">
              <button type="submit" name="confirm" value="delete" className="text-button">
                {COMMUNITY_MSG.delete}
              </button>
            </Form>
          </>
        ) : (
          <details className="post__report">
            <summary>{COMMUNITY_MSG.report}</summary>
            <Form method="post" className="post__report-form">
              <input type="hidden" name="intent" value="report" />
              {Object.entries(COMMUNITY_MSG.reportReasons).map(([reason, label]) => (
                <button key={reason} type="submit" name="reason" value={reason} className="text-button">
                  {label}
                </button>
              ))}
            </Form>
          </details>
        )}
      </div>
    </article>
  )
}

function PostVideo({ video }: { video: NonNullable<Post['video']> }) {
  if (video.status === 'READY' && video.url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' pet videos come without captions
      <video className="post__video" controls playsInline preload="none" poster={video.posterUrl ?? undefined} src={video.url} />
    )
  }
  return (
    <p className="post__video post__video--status" role="status" data-status={video.status}>
      {COMMUNITY_MSG.video[video.status]}
    </p>
  )
}
