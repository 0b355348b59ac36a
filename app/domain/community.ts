import { COMMUNITY } from './constants'
import { isVersionAtLeast, type NativeApp } from './platform'

/** Spec §3's eight categories, in the order the feed shows them (codes of docs/backend-api.md). */
export const COMMUNITY_CATEGORIES = [
  'PET_DOCTOR',
  'PARENTING_TIP',
  'PARENTING_QUESTION',
  'BOAST',
  'DIARY',
  'PET_TERRIOR',
  'FASHION_SHOW',
  'HUNTING_GAME',
] as const
export type CommunityCategory = (typeof COMMUNITY_CATEGORIES)[number]
export const COMMUNITY_SORTS = ['POPULARITY', 'LATEST'] as const
export type CommunitySort = (typeof COMMUNITY_SORTS)[number]

export type FeedQuery = { category: CommunityCategory | null; sort: CommunitySort; hashtag: string | null; page: number }

const HASHTAG = /^[\p{L}\p{N}_]{1,20}$/u

/** A hashtag as typed (`#산책`, ` 산책 `) in the service's form, or null when it is not one. */
export function normalizeHashtag(value: string | null | undefined): string | null {
  const tag = (value ?? '').trim().replace(/^#+/, '')
  return HASHTAG.test(tag) ? tag : null
}

/** "#산책 #말티즈, 간식" → ['산책', '말티즈', '간식']: whatever separates them, duplicates once. */
export function parseHashtags(text: string | null | undefined): { tags: string[]; invalid: string[] } {
  const parts = (text ?? '').split(/[\s,#]+/).filter(Boolean)
  const tags: string[] = []
  const invalid: string[] = []
  for (const part of parts) {
    const tag = normalizeHashtag(part)
    if (!tag) invalid.push(part)
    else if (!tags.includes(tag)) tags.push(tag)
  }
  return { tags, invalid }
}

/** The feed's query (spec §9: pages of 10 from page 1); anything malformed is the default. */
export function parseFeedQuery(params: URLSearchParams): FeedQuery {
  const page = params.get('page')
  return {
    category: COMMUNITY_CATEGORIES.find((c) => c === params.get('category')) ?? null,
    sort: COMMUNITY_SORTS.find((s) => s === params.get('sort')) ?? 'POPULARITY',
    hashtag: normalizeHashtag(params.get('hashtag')),
    page: page && /^\d{1,4}$/.test(page) ? Math.max(COMMUNITY.startPage, Number(page)) : COMMUNITY.startPage,
  }
}

export function feedHref(query: Partial<FeedQuery>): string {
  const params = new URLSearchParams()
  if (query.category) params.set('category', query.category)
  if (query.sort && query.sort !== 'POPULARITY') params.set('sort', query.sort)
  if (query.hashtag) params.set('hashtag', query.hashtag)
  if (query.page && query.page > COMMUNITY.startPage) params.set('page', String(query.page))
  const qs = params.toString()
  return qs ? `/community?${qs}` : '/community'
}

export function postHref(postId: number): string {
  return `/community/post/${postId}`
}

export type Popularity = 'rising' | 'popular' | 'hall-of-fame' | null

/**
 * Spec §9's thresholds 50, 100 and 300, read as like counts (decision 011): a post with 50 likes
 * is rising, 100 popular, 300 in the hall of fame. The feed shows the badge on its card.
 */
export function popularity(likeCount: number): Popularity {
  const [rising, popular, fame] = COMMUNITY.thresholds
  if (likeCount >= fame) return 'hall-of-fame'
  if (likeCount >= popular) return 'popular'
  if (likeCount >= rising) return 'rising'
  return null
}

export type UploadMode = 'presigned' | 'multipart' | 'update-app'

/**
 * Spec §9's app versions for writing: below the normal minimum (Android 3.0.6, iOS 3.0.4) the app
 * must be updated first; from the pre-signed minimum (Android 3.1.8, iOS 3.1.2) files go straight
 * to pre-signed URLs, as they do from a browser with JavaScript; in between they go through the
 * shop as multipart, as they do without JavaScript.
 */
export function uploadMode(app: Pick<NativeApp, 'os' | 'version'> | null): UploadMode {
  if (!app) return 'presigned'
  const key = app.os
  if (!isVersionAtLeast(app.version, COMMUNITY.minAppVersion[key])) return 'update-app'
  return isVersionAtLeast(app.version, COMMUNITY.presignedUploadMinVersion[key]) ? 'presigned' : 'multipart'
}

/**
 * Where a comment just written is seen. Top-level comments are listed oldest first, 30
 * a page, so a new one is on the last page (on a busy post that was page 2, behind 댓글 더 보기,
 * and only the count moved); a reply sits under its parent, on the page the writer was reading.
 * The address jumps to the comment itself; `written` clears the box and marks it.
 */
export function writtenCommentHref(
  postId: number,
  c: { commentId: number; isReply: boolean; currentPage: number; topLevelCount: number },
): string {
  const page = c.isReply ? c.currentPage : Math.max(1, Math.ceil(c.topLevelCount / COMMUNITY.commentLikePageSize))
  return `${postHref(postId)}?${page > 1 ? `commentPage=${page}&` : ''}written=${c.commentId}#comment-${c.commentId}`
}

/** Photos a post may carry (the editor's counter and the schema read the same number). */
export const IMAGE_MAX = 10
