/**
 * 인기순 (decision 027): a post's popularity is what members did with it, likes + 2 × comments
 * (a comment is more effort than a like). Age plays no part: the old rule decayed the score by
 * e^(-age / 5 days), which put a new post with no like third and a 22-like post above posts with
 * 268 and 305. Ties go to the newer post, then the higher id, so the order is total and stable.
 */
export type Engagement = { likeCount: number; commentCount: number; createdAt: string; postId: number }

export function popularityScore(post: Pick<Engagement, 'likeCount' | 'commentCount'>): number {
  return post.likeCount + 2 * post.commentCount
}

/** The feed's 인기순 as a comparator: higher score first, then newer, then higher id. */
export function comparePopularity(a: Engagement, b: Engagement): number {
  return popularityScore(b) - popularityScore(a) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.postId - a.postId
}

/** The same score in SQL, stored in `community_posts.popularity` (kept up to date on every like and comment). */
export const POPULARITY_SQL = '(like_count + 2 * comment_count)::float8'

/** The same order in SQL. */
export const POPULARITY_ORDER = 'p.popularity desc, p.created_at desc, p.post_id desc'
