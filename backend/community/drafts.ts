import { z } from 'zod'
import type { Queryable } from '../db/types'
import { PHOTO_KEY } from '../reviews/photos'
import { CATEGORIES, characters, iso, thumbUrl } from './common'

/**
 * Decision 049: the post a member is writing, kept by the community service until it is posted,
 * so leaving the page (to find a product, by a link, by closing the app) loses nothing. One draft
 * a member, the editor's fields as they are — unfinished is fine, so nothing is required here.
 */
export const DRAFT_DAYS = 7
const DAY_MS = 86_400_000

const key = z.string().regex(PHOTO_KEY)
export const draftBody = z.object({
  category: z.enum(CATEGORIES).nullish(),
  text: z
    .string()
    .default('')
    .refine((text) => characters(text) <= 2000, '내용은 2000자까지 쓸 수 있어요.'),
  hashtags: z.string().max(400).default(''),
  images: z
    .array(z.object({ uploadKey: key, productIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(10).default([]) }))
    .max(10)
    .default([]),
  videoKey: key.nullish(),
})
export type DraftInput = z.output<typeof draftBody>
export type Draft = Omit<DraftInput, 'images'> & {
  images: Array<{ uploadKey: string; thumbUrl: string; productIds: number[] }>
  updatedAt: string
}

/**
 * Replaces the member's draft. Its pictures and video stay claimable as long as the draft is kept
 * (an unused upload otherwise expires after a day).
 */
export async function savePostDraft(db: Queryable, userId: number, draft: DraftInput, now: Date): Promise<{ updatedAt: string }> {
  await db.query(
    `insert into community_post_drafts (user_id, draft, updated_at) values ($1, $2::jsonb, $3)
     on conflict (user_id) do update set draft = excluded.draft, updated_at = excluded.updated_at`,
    [userId, JSON.stringify(draft), now.toISOString()],
  )
  const keys = [...draft.images.map((image) => image.uploadKey), ...(draft.videoKey ? [draft.videoKey] : [])]
  if (keys.length > 0) {
    await db.query(
      `update community_uploads set expires_at = greatest(expires_at, $3)
        where user_id = $1 and upload_key = any($2::text[]) and used_by_post is null`,
      [userId, keys, new Date(now.getTime() + DRAFT_DAYS * DAY_MS).toISOString()],
    )
  }
  return { updatedAt: now.toISOString() }
}

/**
 * The member's draft, or null (none, or untouched for 7 days: then forgotten). Pictures and a
 * video that can no longer be posted (expired, or used by a post since) are left out.
 */
export async function readPostDraft(db: Queryable, userId: number, now: Date): Promise<Draft | null> {
  const [row] = await db.query<{ draft: unknown; updated_at: Date | string }>(
    'select draft, updated_at from community_post_drafts where user_id = $1',
    [userId],
  )
  if (!row) return null
  if (new Date(row.updated_at).getTime() + DRAFT_DAYS * DAY_MS < now.getTime()) {
    await forgetPostDraft(db, userId)
    return null
  }
  const parsed = draftBody.safeParse(row.draft)
  if (!parsed.success) return null
  const draft = parsed.data
  const keys = [...draft.images.map((image) => image.uploadKey), ...(draft.videoKey ? [draft.videoKey] : [])]
  const live = new Set(
    (
      await db.query<{ key: string }>(
        `select upload_key as key from community_uploads
          where user_id = $1 and upload_key = any($2::text[]) and used_by_post is null
            and received_at is not null and expires_at > $3`,
        [userId, keys, now.toISOString()],
      )
    ).map((r) => r.key),
  )
  return {
    category: draft.category ?? null,
    text: draft.text,
    hashtags: draft.hashtags,
    images: draft.images.filter((image) => live.has(image.uploadKey)).map((image) => ({ ...image, thumbUrl: thumbUrl(image.uploadKey) })),
    videoKey: draft.videoKey && live.has(draft.videoKey) ? draft.videoKey : null,
    updatedAt: iso(row.updated_at),
  }
}

export async function forgetPostDraft(db: Queryable, userId: number): Promise<void> {
  await db.query('delete from community_post_drafts where user_id = $1', [userId])
}
