import type { Queryable } from '../db/types'
import { drawingSvg, parseDrawing, renderDrawing } from './drawings'

const NAME = /^([a-z2-7]{26})(?:-(360|1080|poster)\.webp|\.mp4)$/
/** Posters are 16:9. */
const POSTER = { width: 1080, height: 608 }

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

type MediaRow = {
  kind: 'IMAGE' | 'VIDEO'
  image1080: Uint8Array | null
  image360: Uint8Array | null
  width: number | null
  height: number | null
  video: Uint8Array | null
  drawing: string | null
  poster: Uint8Array | null
}

/** A seeded picture is drawn once, on its first request, and kept in its row. */
async function drawImage(db: Queryable, key: string, row: MediaRow): Promise<{ image1080: Buffer; image360: Buffer } | null> {
  const drawing = row.drawing ? parseDrawing(row.drawing) : null
  if (!drawing || !row.width || !row.height) return null
  const [image1080, image360] = await renderDrawing(drawingSvg(drawing, row.width, row.height), [1080, 360])
  if (!image1080 || !image360) return null
  await db.query('update community_uploads set image_1080 = $2, image_360 = $3 where upload_key = $1', [key, image1080, image360])
  return { image1080, image360 }
}

/** A video's poster: its drawing (seeded) or one made from its key, with a play button. */
async function drawPoster(db: Queryable, key: string, row: MediaRow): Promise<Buffer | null> {
  const seed = Number.parseInt(key.slice(0, 6), 36) % 100_000
  const drawing = (row.drawing ? parseDrawing(row.drawing) : null) ?? { animal: seed % 2 ? 'cat' : 'dog', seed, prop: 'ball' }
  const [poster] = await renderDrawing(drawingSvg(drawing, POSTER.width, POSTER.height, { play: true }), [POSTER.width])
  if (!poster) return null
  await db.query('update community_uploads set poster = $2 where upload_key = $1', [key, poster])
  return poster
}

export type Media = { type: 'image/webp' | 'video/mp4'; bytes: Buffer }

/**
 * Contract "Media": the bytes of `GET /media/{name}` (and `/community-media/{name}` on the shop),
 * or null for a name that is not one, an unknown key, a pending upload or a size the kind lacks.
 */
export async function loadMedia(db: Queryable, name: string): Promise<Media | null> {
  const [, key, size] = NAME.exec(name) ?? []
  if (!key) return null
  const [row] = await db.query<MediaRow>(
    `select kind, image_1080 as "image1080", image_360 as "image360", width, height, video, drawing, poster
       from community_uploads where upload_key = $1`,
    [key],
  )
  if (row?.kind === 'IMAGE' && (size === '360' || size === '1080')) {
    const drawn = row.image1080 && row.image360 ? null : await drawImage(db, key, row)
    const bytes = size === '360' ? (drawn?.image360 ?? row.image360) : (drawn?.image1080 ?? row.image1080)
    if (bytes) return { type: 'image/webp', bytes: toBuffer(bytes) }
  }
  if (row?.kind === 'VIDEO' && row.video) {
    if (!size) return { type: 'video/mp4', bytes: toBuffer(row.video) }
    if (size === 'poster') {
      const poster = row.poster ? toBuffer(row.poster) : await drawPoster(db, key, row)
      if (poster) return { type: 'image/webp', bytes: poster }
    }
  }
  return null
}
