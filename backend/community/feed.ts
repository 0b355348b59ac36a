import type { Queryable } from '../db/types'
import { type PostCard, queryPosts, toCard, type Viewer } from './cards'
import type { Category } from './common'
import { POPULARITY_ORDER } from './popularity'

export const FEED_SORTS = ['POPULARITY', 'LATEST'] as const
export type FeedSort = (typeof FEED_SORTS)[number]

export type FeedQuery = { category?: Category | undefined; sort: FeedSort; page: number; size: number; hashtag?: string | undefined }

const ORDER: Record<FeedSort, string> = {
  // popularity.ts: likes + 2 × comments; newer wins ties, then the higher id.
  POPULARITY: POPULARITY_ORDER,
  LATEST: 'p.created_at desc, p.post_id desc',
}

/** Hashtags as stored: NFC, lower case, without a leading '#'. */
export const normaliseTag = (tag: string) => tag.normalize('NFC').trim().replace(/^#/, '').toLowerCase()

/** Contract `GET /posts`: live posts of a category (or all) and hashtag, paged. */
export async function listPosts(
  db: Queryable,
  viewer: Viewer,
  query: FeedQuery,
): Promise<{ posts: PostCard[]; totalCount: number; page: number; size: number }> {
  const where = `where p.deleted_at is null
      and ($3::text is null or p.category = $3::text)
      and ($4::text is null or exists (select 1 from community_hashtags h where h.post_id = p.post_id and h.tag = $4::text))`
  const filters = [query.category ?? null, query.hashtag ? normaliseTag(query.hashtag) : null]
  const rows = await queryPosts(db, viewer, `${where} order by ${ORDER[query.sort]} limit $5 offset ($6::bigint - 1) * $5`, [
    ...filters,
    query.size,
    query.page,
  ])
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from community_posts p ${where.replaceAll('$3', '$1').replaceAll('$4', '$2')}`,
    filters,
  )
  return { posts: rows.map((row) => toCard(row, viewer.now)), totalCount: count?.total ?? 0, page: query.page, size: query.size }
}

/** Contract `GET /hashtags/popular`: tags by how many live posts carry them. */
export async function popularHashtags(db: Queryable, size: number): Promise<{ hashtags: { tag: string; postCount: number }[] }> {
  const hashtags = await db.query<{ tag: string; postCount: number }>(
    `select h.tag, count(*)::int as "postCount"
       from community_hashtags h join community_posts p on p.post_id = h.post_id and p.deleted_at is null
      group by h.tag order by count(*) desc, h.tag limit $1`,
    [size],
  )
  return { hashtags }
}
