import { kstToday } from '../context'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { petAgeLabel } from '../pets/age'
import { POPULARITY_SQL } from './popularity'

/** Contract "Community": the categories of spec §3, in this order. */
export const CATEGORIES = [
  'PET_DOCTOR',
  'PARENTING_TIP',
  'PARENTING_QUESTION',
  'BOAST',
  'DIARY',
  'PET_TERRIOR',
  'FASHION_SHOW',
  'HUNTING_GAME',
] as const
export type Category = (typeof CATEGORIES)[number]

/** Where the shop mounts the media handler: every media URL in an answer starts with it. */
export const MEDIA_PREFIX = '/community-media'
export const thumbUrl = (key: string) => `${MEDIA_PREFIX}/${key}-360.webp`
export const imageUrl = (key: string) => `${MEDIA_PREFIX}/${key}-1080.webp`
export const posterUrl = (key: string) => `${MEDIA_PREFIX}/${key}-poster.webp`
export const videoUrl = (key: string) => `${MEDIA_PREFIX}/${key}.mp4`

/** The rule and its tie-break: popularity.ts (decision 027 replaced the age-decayed score). */
export { POPULARITY_SQL }

/** Recomputes a post's popularity after its counts moved. */
export async function refreshPopularity(tx: Queryable, postId: number): Promise<void> {
  await tx.query(`update community_posts set popularity = ${POPULARITY_SQL} where post_id = $1`, [postId])
}

export const postNotFound = () => new HttpError(404, 'NOT_FOUND', '게시글을 찾을 수 없어요.', { reason: 'POST_NOT_FOUND' })
export const postDeleted = () => new HttpError(410, 'NOT_FOUND', '삭제된 게시글이에요.', { reason: 'POST_DELETED' })
export const commentNotFound = () => new HttpError(404, 'NOT_FOUND', '댓글을 찾을 수 없어요.', { reason: 'COMMENT_NOT_FOUND' })
export const notAuthor = () => new HttpError(403, 'FORBIDDEN', '내가 쓴 글만 고치거나 지울 수 있어요.')

/** The post's owner and state, optionally locked; 404 / 410 as the contract says. */
export async function livePost(tx: Queryable, postId: number | null, { lock = false } = {}): Promise<{ userId: number }> {
  if (postId === null) throw postNotFound()
  const [row] = await tx.query<{ userId: number; deleted: boolean }>(
    `select user_id as "userId", deleted_at is not null as deleted from community_posts where post_id = $1${lock ? ' for update' : ''}`,
    [postId],
  )
  if (!row) throw postNotFound()
  if (row.deleted) throw postDeleted()
  return row
}

/** Contract `Author`. */
export type Author = { userId: number; nickname: string; petName: string | null; petAgeLabel: string | null }

/**
 * Joins for an author of alias `x` (any table with `user_id`): use with AUTHOR_COLUMNS and
 * `toAuthor`. The pet is the member's main one (else their first).
 */
export const AUTHOR_JOIN = (alias: string) => /* sql */ `
  left join users u_${alias} on u_${alias}.user_id = ${alias}.user_id
  left join lateral (
    select name, birthday from pets where user_id = ${alias}.user_id order by is_representative desc, pet_id limit 1
  ) pet_${alias} on true`

export const AUTHOR_COLUMNS = (alias: string) => /* sql */ `
  ${alias}.user_id as "authorId", coalesce(u_${alias}.nickname, '알 수 없음') as "authorNickname",
  pet_${alias}.name as "petName", pet_${alias}.birthday as "petBirthday"`

export type AuthorRow = { authorId: number; authorNickname: string; petName: string | null; petBirthday: Date | string | null }

export function toAuthor(row: AuthorRow, now: Date): Author {
  const today = new Date(`${kstToday(now)}T00:00:00Z`)
  const born = row.petBirthday ? new Date(row.petBirthday) : null
  const age = born ? petAgeLabel(born, today) : null
  return { userId: row.authorId, nickname: row.authorNickname, petName: row.petName, petAgeLabel: age }
}

export const iso = (value: Date | string) => new Date(value).toISOString()

/** Characters as people count them: an emoji is one. */
export const characters = (text: string) => [...text].length

/**
 * Control characters other than newline and tab (C0, DEL, C1) are refused; a CRLF line break
 * (what browsers send from a textarea) is kept as LF.
 */
export function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}
export const normaliseBreaks = (text: string) => text.replace(/\r\n/g, '\n')
