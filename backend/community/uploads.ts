import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { newPhotoKey, PHOTO_KEY } from '../reviews/photos'
import { encodeWebp, type ImageLimits, sniffImageType, unmatchedFileType } from '../uploads/images'
import { imageUrl, thumbUrl, videoUrl } from './common'
import { hasMoov, isMp4 } from './mp4'

/** Spec §9: 10 MB an image, 4096 px a side; one video of 100 MB. */
export const MB = 1024 * 1024
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 100 * MB
/** The post page's picture (at most 1080 wide) and the feed's thumbnail (360 wide, quality 90). */
const POST_IMAGE: ImageLimits = { maxSide: 4096, maxWidth: 1080, quality: 90 }
const THUMBNAIL: ImageLimits = { maxSide: 4096, maxWidth: 360, quality: 90 }
/** Unused uploads expire after 24 hours; a pre-signed URL after 10 minutes. */
const UNUSED_TTL_MS = 24 * 60 * 60 * 1000
export const PRESIGN_TTL_MS = 10 * 60 * 1000

export type Kind = 'IMAGE' | 'VIDEO'
export type UploadAnswer = { uploadKey: string; kind: Kind; thumbUrl?: string; url?: string }

const imageTooLarge = () => new HttpError(400, 'FILE_SIZE_LIMIT_EXCEEDED', '사진은 10MB 이하만 올릴 수 있어요.')
const videoTooLarge = () => new HttpError(400, 'FILE_SIZE_LIMIT_EXCEEDED', '동영상은 100MB 이하만 올릴 수 있어요.')
const unmatched = () => new HttpError(400, 'UNMATCHED_FILE_TYPE', 'JPG, PNG, WEBP 사진이나 MP4 동영상만 올릴 수 있어요.')

type Received =
  | { kind: 'IMAGE'; large: Buffer; thumb: Buffer; width: number; height: number }
  | { kind: 'VIDEO'; video: Buffer; playable: boolean }

/**
 * Checks the bytes as the contract says and keeps only what is safe to serve: an image (by its
 * magic bytes) re-encoded to webp at ≤ 1080 and 360 wide without metadata; an mp4 (by its
 * `ftyp` box) as sent, served only as video/mp4. `expected` is the kind a pre-signed URL was for.
 */
export async function receive(bytes: Buffer, expected?: Kind): Promise<Received> {
  if (sniffImageType(bytes) && expected !== 'VIDEO') {
    if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge()
    const large = await encodeWebp(bytes, POST_IMAGE).catch((error: unknown) => {
      throw error instanceof HttpError && error.code === 'UNMATCHED_FILE_TYPE' ? unmatched() : error
    })
    // The thumbnail comes from the clean webp: already upright and without metadata.
    const thumb = await encodeWebp(large.bytes, THUMBNAIL)
    return { kind: 'IMAGE', large: large.bytes, thumb: thumb.bytes, width: large.width, height: large.height }
  }
  if (isMp4(bytes) && expected !== 'IMAGE') {
    if (bytes.length > MAX_VIDEO_BYTES) throw videoTooLarge()
    return { kind: 'VIDEO', video: bytes, playable: hasMoov(bytes) }
  }
  throw expected === 'IMAGE' ? unmatchedFileType() : unmatched()
}

export function answerFor(key: string, kind: Kind): UploadAnswer {
  return kind === 'IMAGE'
    ? { uploadKey: key, kind, thumbUrl: thumbUrl(key), url: imageUrl(key) }
    : { uploadKey: key, kind, url: videoUrl(key) }
}

const dropExpired = (db: Queryable, now: Date) =>
  db.query('delete from community_uploads where used_by_post is null and expires_at < $1', [now.toISOString()])

/** Columns to set for what was received. */
function contentColumns(file: Received): Record<string, unknown> {
  return file.kind === 'IMAGE'
    ? { image_1080: file.large, image_360: file.thumb, width: file.width, height: file.height }
    : { video: file.video, video_playable: file.playable }
}

/** Keeps a multipart upload for its member; answers its key and URLs. */
export async function storeUpload(db: Queryable, userId: number, file: Received, now: Date): Promise<UploadAnswer> {
  await dropExpired(db, now)
  const key = newPhotoKey()
  const at = now.toISOString()
  const content = contentColumns(file)
  const columns = Object.keys(content)
  await db.query(
    `insert into community_uploads (upload_key, user_id, kind, created_at, received_at, expires_at, ${columns.join(', ')})
     values ($1, $2, $3, $4, $4, $5, ${columns.map((_, i) => `$${i + 6}`).join(', ')})`,
    [key, userId, file.kind, at, new Date(now.getTime() + UNUSED_TTL_MS).toISOString(), ...Object.values(content)],
  )
  return answerFor(key, file.kind)
}

/** Per process: a URL signed by another process (or before a restart) is refused. */
const SECRET = randomBytes(32)
const sign = (key: string, expires: number) => createHmac('sha256', SECRET).update(`${key}\n${expires}`).digest('base64url')

/** Contract `POST /uploads/presign`: an empty upload row and a signed URL on the shop's origin. */
export async function presign(db: Queryable, userId: number, kind: Kind, size: number, now: Date) {
  if (size > (kind === 'IMAGE' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES)) throw kind === 'IMAGE' ? imageTooLarge() : videoTooLarge()
  await dropExpired(db, now)
  const key = newPhotoKey()
  const expires = Math.floor((now.getTime() + PRESIGN_TTL_MS) / 1000)
  await db.query(
    `insert into community_uploads (upload_key, user_id, kind, declared_size, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [key, userId, kind, size, now.toISOString(), new Date(now.getTime() + UNUSED_TTL_MS).toISOString()],
  )
  const query = new URLSearchParams({ signature: sign(key, expires), expires: String(expires) })
  return {
    uploadKey: key,
    uploadUrl: `/community-media/uploads/${key}/content?${query}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  }
}

const forbidden = () => new HttpError(403, 'FORBIDDEN', '업로드 주소가 올바르지 않거나 만료되었어요.')

/**
 * The pending upload a pre-signed PUT may fill: a good signature, not expired, not filled yet;
 * else 403. Answers its kind and the most bytes to read.
 */
export async function pendingUpload(db: Queryable, key: string, signature: unknown, expires: unknown, now: Date) {
  const seconds = typeof expires === 'string' && /^\d{1,12}$/.test(expires) ? Number(expires) : Number.NaN
  if (!PHOTO_KEY.test(key) || typeof signature !== 'string' || !Number.isFinite(seconds)) throw forbidden()
  const expected = Buffer.from(sign(key, seconds))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden()
  if (seconds * 1000 <= now.getTime()) throw forbidden()
  const [row] = await db.query<{ kind: Kind; size: number }>(
    'select kind, declared_size as size from community_uploads where upload_key = $1 and received_at is null',
    [key],
  )
  if (!row) throw forbidden()
  const limit = row.kind === 'IMAGE' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES
  return { kind: row.kind, maxBytes: Math.min(row.size || limit, limit) }
}

/** Fills a pending upload once: a second PUT (or a racing one) finds it filled and gets 403. */
export async function fillUpload(db: Queryable, key: string, file: Received, now: Date): Promise<UploadAnswer> {
  const content = contentColumns(file)
  const sets = Object.keys(content).map((column, i) => `${column} = $${i + 3}`)
  const filled = await db.query(
    `update community_uploads set received_at = $2, ${sets.join(', ')} where upload_key = $1 and received_at is null returning 1`,
    [key, now.toISOString(), ...Object.values(content)],
  )
  if (filled.length === 0) throw forbidden()
  return answerFor(key, file.kind)
}
