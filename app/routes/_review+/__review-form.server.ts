import { json, MaxPartSizeExceededError } from '@remix-run/node'
import type { RequestContext } from '~/backends/context'
import { myReviews } from '~/backends/reviews.server'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { PHOTO_KEY, REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_MAX_BYTES, type ReviewPhoto, reviewPhoto } from '~/domain/review.schema'
import { formRefusal, notAForm, replyWithBackendError } from '~/http/form-reply.server'
import { FormTooLargeError, readUploadForm } from '~/http/upload-form.server'

/**
 * A review form as posted (written or edited, decision 047): its text fields, and its photos as
 * keys. Chosen files are uploaded first, before anything else is checked, so a mistake elsewhere
 * never loses them: the answer carries their keys back as hidden fields and tiles, with or
 * without JavaScript. `removed` is a photo's 빼기 button without JavaScript: the form comes back
 * without that photo and without errors.
 */
export type ReviewForm = { formData: FormData; photos: ReviewPhoto[]; photoError: string | null; removed: boolean }

const refused = (message: string, status: number) =>
  json({ result: { status: 'error' as const, error: { '': [message] } }, photos: [] as ReviewPhoto[] }, { status })

export async function readReviewForm(request: Request, ctx: RequestContext): Promise<ReviewForm | Response> {
  let formData: FormData
  try {
    // Text fields pass; of the files only the photos are kept, each at most 10 MB (the service checks their bytes).
    formData = await readUploadForm(request, { fileField: 'photos', maxFileBytes: REVIEW_PHOTO_MAX_BYTES })
  } catch (error) {
    if (error instanceof FormTooLargeError) return refused(error.message, 413)
    if (!(error instanceof MaxPartSizeExceededError)) return notAForm()
    return refused(MSG.error.fileSizeLimit, 413)
  }
  const removing = formData.get('removePhoto')
  const kept = [...new Set(formData.getAll('photoKeys').filter((key): key is string => typeof key === 'string' && PHOTO_KEY.test(key)))]
    .filter((key) => key !== removing)
    .slice(0, REVIEW_PHOTO_LIMIT)
  const files = formData.getAll('photos').filter((p): p is File => typeof p !== 'string' && p.size > 0)
  for (const name of ['photos', 'photoKeys', 'removePhoto']) formData.delete(name)
  const keys = [...kept]
  let photoError: string | null = null
  for (const file of files) {
    if (keys.length >= REVIEW_PHOTO_LIMIT) {
      photoError = SHOP_MSG.review.photoLimit(REVIEW_PHOTO_LIMIT)
      break
    }
    try {
      keys.push((await myReviews.uploadPhoto(ctx, file)).photoKey)
    } catch (error) {
      // A file the service refuses (its type, size or resolution) is named under the field; the others stay.
      photoError = reviewRefusalMessage(error)
    }
  }
  return { formData, photos: keys.map(reviewPhoto), photoError, removed: typeof removing === 'string' }
}

type Reply = Parameters<typeof replyWithBackendError>[0]

/**
 * The review service's refusal of a review form: under its field when it names one (photoKeys,
 * score, text), else in the catalogue's words for its code (ALREADY_REVIEWED, EDIT_PERIOD_OVER, …).
 */
export function reviewRefusal(reply: Reply, error: unknown) {
  const refusal = formRefusal(error)
  if (typeof refusal.details.field === 'string')
    return replyWithBackendError(reply, refusal, undefined, { photoKeys: 'photoKeys', score: 'score', text: 'text' })
  return reply({ formErrors: [reviewRefusalMessage(refusal)] })
}

/** A refusal's words: the catalogue's for the service's code, else the service's own. */
export function reviewRefusalMessage(error: unknown): string {
  const refusal = formRefusal(error)
  const code = typeof refusal.details.code === 'string' ? refusal.details.code : undefined
  return (code && SHOP_MSG.review.errors[code]) || refusal.message
}
