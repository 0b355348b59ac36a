import type { Queryable } from '../db/types'
import { AUTHOR_COLUMNS, AUTHOR_JOIN, type Author, type AuthorRow, type Category, iso, thumbUrl, toAuthor } from './common'
import { type CardVideo, cardVideo, VIDEO_STATUS_SQL, type VideoStatus } from './video'

/** Contract `PostCard`. */
export type PostCard = {
  postId: number
  category: Category
  text: string
  hashtags: string[]
  thumbnails: string[]
  imageCount: number
  video: CardVideo | null
  likeCount: number
  commentCount: number
  likedByMe: boolean
  author: Author
  createdAt: string
}

export type PostRow = AuthorRow & {
  postId: number
  category: Category
  text: string
  hashtags: string[]
  imageKeys: string[]
  videoKey: string | null
  videoStatus: VideoStatus | null
  likeCount: number
  commentCount: number
  likedByMe: boolean
  isMine: boolean
  createdAt: Date | string
  updatedAt: Date | string
}

/**
 * Everything a card or a post needs of posts `p`: `$1` is the viewer's user id (or null), `$2`
 * the clock for the video status. Append `where …` and the order.
 */
export const POST_SELECT = /* sql */ `
  select p.post_id as "postId", p.category, p.text, p.like_count as "likeCount", p.comment_count as "commentCount",
         p.created_at as "createdAt", p.updated_at as "updatedAt", ${AUTHOR_COLUMNS('p')},
         array(select tag from community_hashtags h where h.post_id = p.post_id order by h.position) as hashtags,
         array(select upload_key from community_post_images i where i.post_id = p.post_id order by i.position) as "imageKeys",
         v.upload_key as "videoKey", ${VIDEO_STATUS_SQL('v', '$2::timestamptz')} as "videoStatus",
         coalesce(p.user_id = $1::int, false) as "isMine",
         exists (select 1 from community_post_likes l where l.post_id = p.post_id and l.user_id = $1::int) as "likedByMe"
    from community_posts p
    left join community_videos v on v.post_id = p.post_id
    ${AUTHOR_JOIN('p')}`

const CARD_TEXT = 120

/** The first 120 characters, with '…' when there is more. */
export function cardText(text: string): string {
  const chars = [...text]
  return chars.length > CARD_TEXT ? `${chars.slice(0, CARD_TEXT).join('')}…` : text
}

export function toCard(row: PostRow, now: Date): PostCard {
  return {
    postId: row.postId,
    category: row.category,
    text: cardText(row.text),
    hashtags: row.hashtags,
    thumbnails: row.imageKeys.map(thumbUrl),
    imageCount: row.imageKeys.length,
    video: cardVideo(row.videoKey, row.videoStatus),
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: row.likedByMe,
    author: toAuthor(row, now),
    createdAt: iso(row.createdAt),
  }
}

export type Viewer = { userId: number | null; now: Date }

export function queryPosts(db: Queryable, viewer: Viewer, rest: string, params: readonly unknown[]): Promise<PostRow[]> {
  return db.query<PostRow>(`${POST_SELECT} ${rest}`, [viewer.userId, viewer.now.toISOString(), ...params])
}
