import { z } from 'zod'
import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { PHOTO_KEY } from '../reviews/photos'
import { CATEGORIES, characters, hasControl, livePost, normaliseBreaks, notAuthor, refreshPopularity } from './common'
import { forgetPostDraft } from './drafts'
import { normaliseTag } from './feed'
import { attachVideo } from './video'

export const MAX_IMAGES = 10
export const MIN_IMAGES = 2
const MAX_TAGS_PER_IMAGE = 10
const MAX_HASHTAGS = 10
const INT4_MAX = 2_147_483_647

const TEXT_MESSAGE = '내용을 1자 이상 2000자 이하로 입력해 주세요.'
const KEY_MESSAGE = '올린 파일을 찾을 수 없어요. 다시 올려 주세요.'
/** Letters (Hangul included) and digits only: no spaces, no '#'. */
const HASHTAG = /^[\p{L}\p{N}]{1,20}$/u

const uploadKey = z.string({ required_error: KEY_MESSAGE, invalid_type_error: KEY_MESSAGE }).regex(PHOTO_KEY, KEY_MESSAGE)

const hashtagsSchema = z
  .array(
    z
      .string({ invalid_type_error: '해시태그가 올바르지 않아요.' })
      .transform((tag) => tag.normalize('NFC'))
      .refine((tag) => HASHTAG.test(tag), '해시태그는 띄어쓰기나 # 없이 글자와 숫자로 1~20자까지 쓸 수 있어요.'),
    { invalid_type_error: '해시태그가 올바르지 않아요.' },
  )
  .max(MAX_HASHTAGS, `해시태그는 ${MAX_HASHTAGS}개까지 달 수 있어요.`)
  .transform((tags) => [...new Set(tags.map(normaliseTag))])

const imagesSchema = z
  .array(
    z.object({
      uploadKey,
      productIds: z
        .array(z.number({ invalid_type_error: '상품이 올바르지 않아요.' }).int().min(1).max(INT4_MAX), {
          invalid_type_error: '상품이 올바르지 않아요.',
        })
        .max(MAX_TAGS_PER_IMAGE, `사진 한 장에 상품은 ${MAX_TAGS_PER_IMAGE}개까지 태그할 수 있어요.`)
        .default([]),
    }),
    { invalid_type_error: '사진이 올바르지 않아요.' },
  )
  .max(MAX_IMAGES, `사진은 ${MAX_IMAGES}장까지 올릴 수 있어요.`)

/** Contract `POST /posts` (and `PATCH`, the whole post). */
export const postBody = z.object({
  category: z.enum(CATEGORIES, { errorMap: () => ({ message: '카테고리를 골라 주세요.' }) }),
  text: z
    .string({ required_error: TEXT_MESSAGE, invalid_type_error: TEXT_MESSAGE })
    .transform(normaliseBreaks)
    .refine((text) => !hasControl(text), '쓸 수 없는 문자가 들어 있어요.')
    .transform((text) => text.trim())
    .refine((text) => characters(text) >= 1 && characters(text) <= 2000, TEXT_MESSAGE),
  hashtags: hashtagsSchema.default([]),
  images: imagesSchema.default([]),
  videoKey: uploadKey.nullish(),
})

export type PostInput = z.output<typeof postBody>

/**
 * `PATCH /posts/{postId}`: the whole post, except that `hashtags`, `images` and `videoKey` left
 * out keep what the post has (`videoKey: null` removes the video).
 */
export const patchBody = postBody.extend({ hashtags: hashtagsSchema.optional(), images: imagesSchema.optional() })
export type PatchInput = z.output<typeof patchBody>

const refusal = (reason: string, message: string, field?: string) =>
  new HttpError(400, 'BAD_REQUEST', message, { reason, ...(field ? { field } : {}) })
const uploadNotFound = (field: string) => refusal('UPLOAD_NOT_FOUND', KEY_MESSAGE, field)

/**
 * The rules the schema cannot see: the image minimum, keys once. Spec §5's minimum has no
 * exception: a video comes with two pictures, never instead of them. Any picture may carry product
 * tags, the first too (decision 049).
 */
function checkRules(input: PostInput, { media = true }: { media?: boolean } = {}): void {
  if (media && input.images.length < MIN_IMAGES) throw refusal('IMAGE_MIN', `사진을 ${MIN_IMAGES}장 이상 등록해 주세요.`, 'images')
  const keys = input.images.map((image) => image.uploadKey)
  if (new Set(keys).size !== keys.length) throw uploadNotFound('images')
}

async function checkProducts(tx: Queryable, input: PostInput): Promise<void> {
  const ids = [...new Set(input.images.flatMap((image) => image.productIds))]
  if (ids.length === 0) return
  const found = await tx.query<{ id: number }>('select product_id as id from products where product_id = any($1::int[])', [ids])
  if (found.length !== ids.length) throw refusal('PRODUCT_NOT_FOUND', '태그한 상품을 찾을 수 없어요.', 'images')
}

/**
 * Takes the member's received uploads of a kind for the post: unused and unexpired, or already
 * the post's own (an edit keeps its pictures). False when any is missing (the caller rolls back).
 */
async function claim(tx: Queryable, postId: number, userId: number, kind: 'IMAGE' | 'VIDEO', keys: readonly string[], now: Date) {
  if (keys.length === 0) return new Map<string, { width: number; height: number }>()
  const rows = await tx.query<{ key: string; width: number; height: number }>(
    `update community_uploads set used_by_post = $1
      where upload_key = any($2::text[]) and user_id = $3 and kind = $4 and received_at is not null
        and ((used_by_post is null and expires_at > $5) or used_by_post = $1)
      returning upload_key as key, width, height`,
    [postId, keys, userId, kind, now.toISOString()],
  )
  return rows.length === keys.length ? new Map(rows.map((row) => [row.key, row])) : null
}

/** Writes the post's images, product tags, hashtags and video (an edit replaces them all). */
async function writeParts(tx: Queryable, postId: number, userId: number, input: PostInput, now: Date): Promise<void> {
  const imageKeys = input.images.map((image) => image.uploadKey)
  const images = await claim(tx, postId, userId, 'IMAGE', imageKeys, now)
  if (!images) throw uploadNotFound('images')
  const videoKeys = input.videoKey ? [input.videoKey] : []
  if (!(await claim(tx, postId, userId, 'VIDEO', videoKeys, now))) throw uploadNotFound('videoKey')
  // An edit lets go of what the post no longer shows; unused uploads expire (contract "Uploads").
  await tx.query(
    'update community_uploads set used_by_post = null, expires_at = $3 where used_by_post = $1 and not (upload_key = any($2::text[]))',
    [postId, [...imageKeys, ...videoKeys], now.toISOString()],
  )
  await tx.query('delete from community_post_images where post_id = $1', [postId])
  await tx.query('delete from community_hashtags where post_id = $1', [postId])
  for (const [position, image] of input.images.entries()) {
    const size = images.get(image.uploadKey)
    await tx.query('insert into community_post_images (post_id, position, upload_key, width, height) values ($1, $2, $3, $4, $5)', [
      postId,
      position,
      image.uploadKey,
      size?.width ?? 1080,
      size?.height ?? 1080,
    ])
    const productIds = [...new Set(image.productIds)]
    if (productIds.length > 0) {
      await tx.query(
        `insert into community_image_products (post_id, position, tag_order, product_id)
         select $1, $2, ord - 1, id from unnest($3::int[]) with ordinality as t(id, ord)`,
        [postId, position, productIds],
      )
    }
  }
  if (input.hashtags.length > 0) {
    await tx.query(
      'insert into community_hashtags (post_id, tag, position) select $1, tag, ord - 1 from unnest($2::text[]) with ordinality as t(tag, ord)',
      [postId, input.hashtags],
    )
  }
  await attachVideo(tx, postId, input.videoKey ?? null)
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505'

/** Two posts racing for one upload: the unique key of the images (or video) decides. */
async function oneTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(fn)
  } catch (error) {
    if (isUniqueViolation(error)) throw uploadNotFound('images')
    throw error
  }
}

/**
 * The member's live post made from exactly these uploads (in order), with the same category, words
 * and hashtags. Upload keys are good for one post, so that is the same form sent again: a
 * double-clicked 등록하기, of which the browser shows only the second answer.
 */
async function samePost(db: Queryable, userId: number, input: PostInput): Promise<number | null> {
  const anchor = input.images[0]?.uploadKey ?? input.videoKey
  if (!anchor) return null
  const [row] = await db.query<{ postId: number }>(
    `select p.post_id as "postId" from community_posts p
      where p.post_id = (select used_by_post from community_uploads where upload_key = $1 and user_id = $2)
        and p.user_id = $2 and p.deleted_at is null and p.category = $3 and p.text = $4
        and array(select upload_key from community_post_images where post_id = p.post_id order by position) = $5::text[]
        and (select upload_key from community_videos where post_id = p.post_id) is not distinct from $6
        and array(select tag from community_hashtags where post_id = p.post_id order by position) = $7::text[]`,
    [anchor, userId, input.category, input.text, input.images.map((image) => image.uploadKey), input.videoKey ?? null, input.hashtags],
  )
  return row?.postId ?? null
}

const isUploadNotFound = (error: unknown) => error instanceof HttpError && error.extra.reason === 'UPLOAD_NOT_FOUND'

/**
 * Contract `POST /posts`: all of it or nothing, in one transaction. The same form again answers
 * the post it already made (no second post, and the second answer tells the truth).
 */
export async function createPost(db: Db, userId: number, input: PostInput, now: Date): Promise<number> {
  checkRules(input)
  try {
    return await insertPost(db, userId, input, now)
  } catch (error) {
    const already = isUploadNotFound(error) ? await samePost(db, userId, input) : null
    if (already === null) throw error
    return already
  }
}

function insertPost(db: Db, userId: number, input: PostInput, now: Date): Promise<number> {
  return oneTransaction(db, async (tx) => {
    await checkProducts(tx, input)
    const at = now.toISOString()
    const [post] = await tx.query<{ postId: number }>(
      `insert into community_posts (user_id, category, text, created_at, updated_at) values ($1, $2, $3, $4, $4) returning post_id as "postId"`,
      [userId, input.category, input.text, at],
    )
    if (!post) throw new Error('insert into community_posts returned nothing')
    await writeParts(tx, post.postId, userId, input, now)
    await refreshPopularity(tx, post.postId)
    // The draft it was written from is done with (decision 049).
    await forgetPostDraft(tx, userId)
    return post.postId
  })
}

/** What a PATCH leaves out: the post's current hashtags, pictures (with their tags) and video. */
async function current(tx: Queryable, postId: number, input: PatchInput): Promise<PostInput> {
  const hashtags =
    input.hashtags ??
    (await tx.query<{ tag: string }>('select tag from community_hashtags where post_id = $1 order by position', [postId])).map(
      (row) => row.tag,
    )
  const images =
    input.images ??
    (await tx.query<{ uploadKey: string; productIds: number[] }>(
      `select i.upload_key as "uploadKey",
              array(select t.product_id from community_image_products t where t.post_id = i.post_id and t.position = i.position order by t.tag_order) as "productIds"
         from community_post_images i where i.post_id = $1 order by i.position`,
      [postId],
    ))
  const [video] =
    input.videoKey === undefined
      ? await tx.query<{ key: string }>('select upload_key as key from community_videos where post_id = $1', [postId])
      : []
  return { ...input, hashtags, images, videoKey: input.videoKey === undefined ? (video?.key ?? null) : input.videoKey }
}

/**
 * Contract `PATCH /posts/{postId}`: the whole post again (what is left out stays), by its author
 * only (403), 410 when deleted.
 */
export async function editPost(db: Db, userId: number, postId: number | null, patch: PatchInput, now: Date): Promise<number> {
  return oneTransaction(db, async (tx) => {
    const post = await livePost(tx, postId, { lock: true })
    if (post.userId !== userId) throw notAuthor()
    const input = await current(tx, postId as number, patch)
    // The minimum holds for pictures being set or a video being added; an edit of the words alone
    // never turns a post of before the rule (a video with one picture) into an error.
    checkRules(input, { media: patch.images !== undefined || Boolean(patch.videoKey) })
    await checkProducts(tx, input)
    await tx.query('update community_posts set category = $2, text = $3, updated_at = $4 where post_id = $1', [
      postId,
      input.category,
      input.text,
      now.toISOString(),
    ])
    await writeParts(tx, postId as number, userId, input, now)
    return postId as number
  })
}

/** Contract `DELETE /posts/{postId}`: a soft delete by the author; later reads answer 410. */
export async function deletePost(db: Db, userId: number, postId: number | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await livePost(tx, postId, { lock: true })
    if (post.userId !== userId) throw notAuthor()
    await tx.query('update community_posts set deleted_at = $2 where post_id = $1', [postId, now.toISOString()])
  })
}
