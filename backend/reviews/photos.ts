import { randomBytes } from 'node:crypto'
import type { Queryable } from '../db/types'
import type { EncodedImage } from '../uploads/images'

/** 26 characters of RFC 4648 base32 (lower case): 128 random bits, 130 with the padding bits. */
export const PHOTO_KEY = /^[a-z2-7]{26}$/

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'

/** A fresh photo key: 128 random bits in base32. The uploaded file's name plays no part in it. */
export function newPhotoKey(): string {
  let bits = 0n
  for (const byte of randomBytes(16)) bits = (bits << 8n) | BigInt(byte)
  let key = ''
  // 26 × 5 = 130 bits: the 128 random ones, shifted left by two.
  bits <<= 2n
  for (let i = 25; i >= 0; i--) key += ALPHABET.charAt(Number((bits >> BigInt(i * 5)) & 31n))
  return key
}

export const photoUrl = (key: string) => `/cdn/reviews/${key}.webp`

/**
 * How long an upload waits for its review. Older unattached photos (the member left the form)
 * are dropped on the next upload, so abandoned uploads never pile up.
 */
const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000

/** Keeps a re-encoded photo for its member; answers its key. */
export async function storePhoto(db: Queryable, userId: number, image: EncodedImage, now: Date): Promise<string> {
  await db.query('delete from review_photos where review_id is null and created_at < $1', [
    new Date(now.getTime() - UNATTACHED_TTL_MS).toISOString(),
  ])
  const key = newPhotoKey()
  await db.query('insert into review_photos (photo_key, user_id, bytes, width, height, created_at) values ($1, $2, $3, $4, $5, $6)', [
    key,
    userId,
    image.bytes,
    image.width,
    image.height,
    now.toISOString(),
  ])
  return key
}

/** The stored webp of a key, or null. PGlite answers bytea as Uint8Array, node-postgres as Buffer. */
export async function loadPhoto(db: Queryable, key: string): Promise<Buffer | null> {
  if (!PHOTO_KEY.test(key)) return null
  const [row] = await db.query<{ bytes: Uint8Array }>('select bytes from review_photos where photo_key = $1', [key])
  if (!row) return null
  return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength)
}

/**
 * Gives a new review the member's unattached photos, in order. False when any key is unknown,
 * another member's or already taken (the caller rolls back). Run inside the review's transaction:
 * the update locks the rows, so two reviews never take the same photo.
 */
export async function attachPhotos(tx: Queryable, userId: number, reviewId: number, keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return true
  const taken = await tx.query(
    'update review_photos set review_id = $1 where photo_key = any($2::text[]) and user_id = $3 and review_id is null returning photo_key',
    [reviewId, keys, userId],
  )
  return taken.length === keys.length
}
