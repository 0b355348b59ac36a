import { community } from '~/backends/community.server'
import { COMMUNITY_CATEGORIES } from '~/domain/community'
import type { PostDraft, PostDraftInput } from '~/domain/community.schema'
import { IMAGE_MAX } from '~/domain/post-form.schema'
import type { RequestContext } from '~/session/context.server'

export type EditorImage = { uploadKey: string; thumbUrl: string; productIds: number[] }
export type EditorVideo = { videoKey: string; posterUrl: string | null }
export type EditorMedia = { images: EditorImage[]; video: EditorVideo | null }

const KEY = /^[A-Za-z0-9_-]{1,100}$/
const THUMB = /^\/community-media\/[A-Za-z0-9_.-]+$/
const TEXT_MAX = 2000
const HASHTAGS_MAX = 400

/** The pictures and video already up, read leniently from a form (so none is lost to a mistake elsewhere). */
export function uploadedIn(formData: FormData): EditorMedia {
  const images: EditorImage[] = []
  for (let index = 0; index < IMAGE_MAX; index++) {
    const uploadKey = String(formData.get(`images[${index}].uploadKey`) ?? '')
    const thumbUrl = String(formData.get(`images[${index}].thumbUrl`) ?? '')
    if (!KEY.test(uploadKey) || !THUMB.test(thumbUrl)) continue
    const productIds = formData
      .getAll(`images[${index}].productIds`)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
    images.push({ uploadKey, thumbUrl, productIds: [...new Set(productIds)] })
  }
  const videoKey = String(formData.get('videoKey') ?? '')
  const posterUrl = String(formData.get('videoPosterUrl') ?? '')
  return { images, video: KEY.test(videoKey) ? { videoKey, posterUrl: THUMB.test(posterUrl) ? posterUrl : null } : null }
}

/** Writes the media into the form's fields, numbered from 0 again (a picture taken out leaves no gap). */
export function setMedia(formData: FormData, media: EditorMedia): void {
  for (const name of [...formData.keys()]) if (name.startsWith('images[')) formData.delete(name)
  media.images.forEach((image, index) => {
    formData.set(`images[${index}].uploadKey`, image.uploadKey)
    formData.set(`images[${index}].thumbUrl`, image.thumbUrl)
    for (const id of image.productIds) formData.append(`images[${index}].productIds`, String(id))
  })
  formData.delete('videoKey')
  formData.delete('videoPosterUrl')
  if (media.video) {
    formData.set('videoKey', media.video.videoKey)
    if (media.video.posterUrl) formData.set('videoPosterUrl', media.video.posterUrl)
  }
}

/** The form as a draft for the service (decision 049): whatever is there, cut to what it keeps. */
export function draftOfForm(formData: FormData, media: EditorMedia): PostDraftInput {
  const category = String(formData.get('category') ?? '')
  return {
    category: (COMMUNITY_CATEGORIES as readonly string[]).includes(category) ? category : null,
    text: [...String(formData.get('text') ?? '').replace(/\r\n/g, '\n')].slice(0, TEXT_MAX).join(''),
    hashtags: String(formData.get('hashtags') ?? '').slice(0, HASHTAGS_MAX),
    images: media.images.map((image) => ({ uploadKey: image.uploadKey, productIds: image.productIds.slice(0, 10) })),
    videoKey: media.video?.videoKey ?? null,
  }
}

/** The member's kept draft for the writing page, or null (none, or the service did not answer). */
export async function readDraft(ctx: RequestContext): Promise<PostDraft | null> {
  return community.draft(ctx).then(
    (answer) => (answer.draft && (answer.draft.text || answer.draft.images.length > 0 || answer.draft.hashtags) ? answer.draft : null),
    () => null,
  )
}
