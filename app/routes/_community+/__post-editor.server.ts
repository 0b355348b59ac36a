import type { SubmissionResult } from '@conform-to/react'
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
import { parseSearchQuery } from '~/domain/search'
import { notAForm, refusalStatus, replyWithBackendError } from '~/http/form-reply.server'
import { FormTooLargeError, readUploadForm } from '~/http/upload-form.server'
import { draftOfForm, type EditorMedia, setMedia, uploadedIn } from '~/routes/_community+/__post-draft.server'
import type { RequestContext } from '~/session/context.server'
import { readRecentlyViewed } from '~/session/preferences.server'

/** Files through the shop (no JavaScript, older apps): 20 MB a file here; bigger videos go pre-signed. */
const SHOP_UPLOAD_MAX_BYTES = 20 * 1024 * 1024
const COMMUNITY_ERRORS: Record<string, string> = {
  IMAGE_MIN: COMMUNITY_MSG.imageMin,
  UPLOAD_NOT_FOUND: COMMUNITY_MSG.uploadFailed,
  PRODUCT_NOT_FOUND: MSG.error.productNotFound,
}
/** How many products a search for a tag shows. */
const FOUND_MAX = 8
const WORD_MAX = 40

/** Summaries of products by id, in that order; none when the BFF fails (tags are worth a page, not an error). */
async function summaries(ctx: RequestContext, ids: readonly number[]): Promise<ProductSummary[]> {
  const unique = [...new Set(ids)].slice(0, 40)
  if (unique.length === 0) return []
  return search.summaries(ctx, unique).then(
    (answer) => answer.products,
    () => [],
  )
}

/**
 * The products a member can tag: what they looked at lately (the cookie the search home uses),
 * and the products already tagged on the pictures (a draft's, or a refused form's), so a tag is
 * never hidden.
 */
export async function taggableProducts(request: Request, ctx: RequestContext, tagged: readonly number[] = []): Promise<ProductSummary[]> {
  const recent = (await readRecentlyViewed(request)).slice(0, 8)
  return summaries(ctx, [...recent, ...tagged])
}

/** 상품 찾기 in the editor (decision 049): the first products of a search of every group. */
async function findProducts(ctx: RequestContext, word: string): Promise<ProductSummary[]> {
  const query = parseSearchQuery(new URLSearchParams({ word }))
  if (!query) return []
  return search.products(ctx, 0, query).then(
    (answer) => answer.products.slice(0, FOUND_MAX),
    () => [],
  )
}

/** Sends the chosen files to the service; what went up joins the media, what was refused is said in Korean. */
async function uploadFiles(ctx: RequestContext, files: File[], media: EditorMedia): Promise<{ media: EditorMedia; errors: string[] }> {
  const images = [...media.images]
  let video = media.video
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
  return { media: { images, video }, errors: [...new Set(errors)] }
}

type Options = {
  /** Writing a new post keeps its draft with the service (decision 049); editing a post does not. */
  keepDraft?: boolean
}

/**
 * The writing form's post (decision 049). Whatever the button, the chosen files go up first and
 * join the form as keys: 등록하기 with files chosen and no JavaScript uploads, then publishes.
 * `upload` (파일 올리기, a picture taken out), `find` (상품 찾기) and `draft` (임시 저장) answer the
 * form again as it now is; `publish` and `save` hand it to `publish`. A refusal — a file of the
 * wrong type, one picture — says why in Korean and keeps every picture that went up.
 */
export async function handlePostForm(
  request: Request,
  ctx: RequestContext,
  publish: (post: PostForm) => Promise<Response>,
  { keepDraft = false }: Options = {},
) {
  let formData: FormData
  try {
    formData = await readUploadForm(request, { fileField: 'files', maxFileBytes: SHOP_UPLOAD_MAX_BYTES })
  } catch (error) {
    // Too many parts or too much text: the Korean 413, nothing of it echoed.
    if (error instanceof FormTooLargeError) return json(refusedWhole(error.message), { status: 413 })
    // A body that is not multipart at all, or is cut off: the Korean 400, never a 500.
    if (!(error instanceof MaxPartSizeExceededError)) throw notAForm()
    return json(refusedWhole(MSG.error.fileSizeLimit), { status: 413 })
  }
  const files = formData.getAll('files').filter((f): f is File => typeof f !== 'string' && f.size > 0)
  formData.delete('files')
  const remove = formData.get('remove')
  if (typeof remove === 'string') formData.set('intent', 'upload')
  const word = String(formData.get('productWord') ?? '')
    .trim()
    .slice(0, WORD_MAX)
  const before = uploadedIn(formData)
  const kept = { ...before, images: before.images.filter((_, index) => String(index) !== remove) }
  const { media, errors } = await uploadFiles(ctx, files, kept)
  setMedia(formData, media)
  const intent = String(formData.get('intent') ?? 'publish')
  const publishing = intent === 'publish' || intent === 'save'
  const tagged = media.images.flatMap((image) => image.productIds)
  const answer = async (result: SubmissionResult<string[]>, status: number) => {
    if (keepDraft) await community.saveDraft(ctx, draftOfForm(formData, media)).catch(() => null)
    const [found, products] = await Promise.all([
      word && !publishing && intent !== 'draft' ? findProducts(ctx, word) : Promise.resolve(null),
      summaries(ctx, tagged),
    ])
    return json({ result, uploaded: media, word, found, products, saved: intent === 'draft' && keepDraft }, { status })
  }
  // A file refused: nothing is published, the pictures that did go up stay (each error once).
  if (errors.length > 0) {
    if (publishing) formData.set('intent', 'upload')
    const submission = parseWithZod(formData, { schema: PostFormSchema })
    return answer(submission.reply({ fieldErrors: { images: errors } }), 400)
  }
  if (!publishing) formData.set('intent', 'upload')
  const submission = parseWithZod(formData, { schema: PostFormSchema })
  if (submission.status !== 'success') return answer(submission.reply(), 400)
  if (!publishing) return answer(submission.reply(), 200)
  try {
    return await publish(submission.value)
  } catch (error) {
    // What was written comes back with the refusal (a 5xx logged once): nothing typed is lost.
    const result = replyWithBackendError(submission.reply, error, undefined, undefined, COMMUNITY_ERRORS)
    return answer(result, refusalStatus(error as BackendError))
  }
}

/** A form refused whole (too large to read): its message, nothing echoed. */
function refusedWhole(message: string) {
  return {
    result: { status: 'error' as const, error: { '': [message] } },
    uploaded: null,
    word: '',
    found: null,
    products: [] as ProductSummary[],
    saved: false,
  }
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
