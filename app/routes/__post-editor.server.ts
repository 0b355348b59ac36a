import { parseWithZod } from '@conform-to/zod'
import { json, MaxPartSizeExceededError } from '@remix-run/node'
import { community } from '~/backends/community.server'
import { BackendError } from '~/backends/error'
import { search } from '~/backends/search.server'
import { parseHashtags } from '~/domain/community'
import * as MSG from '~/domain/messages'
import * as COMMUNITY_MSG from '~/domain/messages.community'
import { IMAGE_MAX, type PostForm, PostFormSchema } from '~/domain/post-form.schema'
import type { ProductSummary } from '~/domain/product'
import { notAForm, refusalStatus, replyWithBackendError } from '~/http/form-reply.server'
import { FormTooLargeError, readUploadForm } from '~/http/upload-form.server'
import type { RequestContext } from '~/session/context.server'
import { readRecentlyViewed } from '~/session/preferences.server'

/** Files through the shop (no JavaScript, older apps): 20 MB a file here; bigger videos go pre-signed. */
const SHOP_UPLOAD_MAX_BYTES = 20 * 1024 * 1024
const COMMUNITY_ERRORS: Record<string, string> = {
  IMAGE_MIN: COMMUNITY_MSG.imageMin,
  PRODUCT_TAG_ON_FIRST_IMAGE: COMMUNITY_MSG.firstImageTag,
  UPLOAD_NOT_FOUND: COMMUNITY_MSG.uploadFailed,
  PRODUCT_NOT_FOUND: MSG.error.productNotFound,
}

const KEY = /^[A-Za-z0-9_-]{1,100}$/
const THUMB = /^\/community-media\/[A-Za-z0-9_.-]+$/

/** The pictures and video already up, read leniently from a form that failed (so none is lost). */
function uploadedIn(formData: FormData) {
  const images: Array<{ uploadKey: string; thumbUrl: string; productIds: number[] }> = []
  for (let index = 0; index < IMAGE_MAX; index++) {
    const uploadKey = String(formData.get(`images[${index}].uploadKey`) ?? '')
    const thumbUrl = String(formData.get(`images[${index}].thumbUrl`) ?? '')
    if (!KEY.test(uploadKey) || !THUMB.test(thumbUrl)) continue
    const productIds = formData
      .getAll(`images[${index}].productIds`)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0)
    images.push({ uploadKey, thumbUrl, productIds })
  }
  const videoKey = String(formData.get('videoKey') ?? '')
  return { images, video: KEY.test(videoKey) ? { videoKey, posterUrl: null } : null }
}

/** The products a member can tag: what they looked at lately (the cookie the search home uses). */
export async function taggableProducts(request: Request, ctx: RequestContext): Promise<ProductSummary[]> {
  const ids = (await readRecentlyViewed(request)).slice(0, 8)
  if (ids.length === 0) return []
  return search.summaries(ctx, ids).then(
    (answer) => answer.products,
    () => [],
  )
}

/**
 * The writing form's post: `upload` sends the chosen files to the service and answers the form
 * again with them added (nothing typed is lost); `publish` hands the form to `publish`.
 */
export async function handlePostForm(request: Request, ctx: RequestContext, publish: (post: PostForm) => Promise<Response>) {
  let formData: FormData
  try {
    formData = await readUploadForm(request, { fileField: 'files', maxFileBytes: SHOP_UPLOAD_MAX_BYTES })
  } catch (error) {
    // Too many parts or too much text: the Korean 413, nothing of it echoed.
    if (error instanceof FormTooLargeError)
      return json({ result: { status: 'error' as const, error: { '': [error.message] } }, uploaded: null }, { status: 413 })
    // A body that is not multipart at all, or is cut off: the Korean 400, never a 500.
    if (!(error instanceof MaxPartSizeExceededError)) throw notAForm()
    return json({ result: { status: 'error' as const, error: { '': [MSG.error.fileSizeLimit] } }, uploaded: null }, { status: 413 })
  }
  const files = formData.getAll('files').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  const remove = formData.get('remove')
  formData.delete('files')
  if (typeof remove === 'string') formData.set('intent', 'upload')
  const submission = parseWithZod(formData, { schema: PostFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply(), uploaded: uploadedIn(formData) }, { status: 400 })
  const form = submission.value
  if (form.intent !== 'upload') {
    try {
      return await publish(form)
    } catch (error) {
      // What was written comes back with the refusal (a 5xx logged once): nothing typed is lost.
      const result = replyWithBackendError(submission.reply, error, undefined, undefined, COMMUNITY_ERRORS)
      return json({ result, uploaded: uploadedIn(formData) }, { status: refusalStatus(error as BackendError) })
    }
  }
  // Uploading (or taking a picture out): the form comes back with the pictures as they are now.
  const images = form.images.filter((_, index) => String(index) !== remove)
  let video = form.videoKey ? { videoKey: form.videoKey, posterUrl: form.videoPosterUrl ?? null } : null
  const errors: string[] = []
  for (const file of files) {
    if (images.length >= IMAGE_MAX) {
      errors.push(MSG.error.fileLengthLimit)
      break
    }
    try {
      const upload = await community.upload(ctx, file)
      if (upload.kind === 'VIDEO') video = { videoKey: upload.uploadKey, posterUrl: upload.thumbUrl ?? null }
      else images.push({ uploadKey: upload.uploadKey, thumbUrl: upload.thumbUrl ?? '', productIds: [] })
    } catch (error) {
      if (!(error instanceof BackendError)) throw error
      errors.push(error.message)
    }
  }
  return json({ result: submission.reply({ formErrors: errors }), uploaded: { images, video } }, { status: errors.length > 0 ? 400 : 200 })
}

/** The service's body for a form that passed. */
export function postInput(form: PostForm) {
  return {
    category: form.category,
    text: form.text,
    hashtags: parseHashtags(form.hashtags).tags,
    images: form.images.map((image) => ({ uploadKey: image.uploadKey, productIds: image.productIds })),
    videoKey: form.videoKey ?? null,
  }
}

/**
 * The service's PATCH body for an edit of the words: what it leaves out stays, so neither the
 * pictures nor the video are sent (a `videoKey: null` would take the video off the post).
 */
export function editInput(form: PostForm) {
  const { category, text, hashtags } = postInput(form)
  return { category, text, hashtags }
}
