import type { Queryable } from '../db/types'
import { posterUrl, videoUrl } from './common'

export type VideoStatus = 'UPLOADED' | 'PROCESSING' | 'READY' | 'FAILED'

/** After upload the stand-in moves a video on by time (contract "Uploads"). */
export const PROCESSING_AFTER_MS = 10_000
export const READY_AFTER_MS = 30_000

/** The status at `$now` of video row alias `v`: a null time never comes. */
export const VIDEO_STATUS_SQL = (v: string, now: string) => /* sql */ `
  case when ${v}.post_id is null then null
       when ${v}.failed_at <= ${now} then 'FAILED'
       when ${v}.ready_at <= ${now} then 'READY'
       when ${v}.processing_at <= ${now} then 'PROCESSING'
       else 'UPLOADED' end`

export type CardVideo = { status: VideoStatus; posterUrl: string | null }
export type PostVideo = CardVideo & { url: string | null }

export function cardVideo(key: string | null, status: VideoStatus | null): CardVideo | null {
  if (!key || !status) return null
  return { status, posterUrl: status === 'READY' ? posterUrl(key) : null }
}

export function postVideo(key: string | null, status: VideoStatus | null): PostVideo | null {
  const card = cardVideo(key, status)
  if (!card || !key) return null
  return { status: card.status, url: card.status === 'READY' ? videoUrl(key) : null, posterUrl: card.posterUrl }
}

/**
 * Gives a post its video: times from when the upload arrived, FAILED instead of READY when the
 * mp4 has no `moov` box. Keeps the row (and its times) when the post already has that video.
 */
export async function attachVideo(tx: Queryable, postId: number, key: string | null): Promise<void> {
  const [current] = await tx.query<{ key: string }>('select upload_key as key from community_videos where post_id = $1', [postId])
  if (current?.key === key) return
  if (current) await tx.query('delete from community_videos where post_id = $1', [postId])
  if (!key) return
  await tx.query(
    `insert into community_videos (post_id, upload_key, uploaded_at, processing_at, ready_at, failed_at)
     select $1, upload_key, received_at,
            received_at + $3 * interval '1 millisecond',
            case when video_playable then received_at + $4 * interval '1 millisecond' end,
            case when not video_playable then received_at + $4 * interval '1 millisecond' end
       from community_uploads where upload_key = $2`,
    [postId, key, PROCESSING_AFTER_MS, READY_AFTER_MS],
  )
}
