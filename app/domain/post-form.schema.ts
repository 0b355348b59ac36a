import { z } from 'zod'
import { COMMUNITY_CATEGORIES, IMAGE_MAX, parseHashtags } from './community'
import * as COMMUNITY_MSG from './messages.community'

const M = COMMUNITY_MSG

export { IMAGE_MAX }
export const HASHTAG_MAX = 10

const uploadKey = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)
const productId = z.coerce.number().int().min(1).max(2_147_483_647)

/** An image already uploaded: its key, its thumbnail (for the form's preview) and its product tags. */
const ImageField = z.object({
  uploadKey,
  thumbUrl: z.string().regex(/^\/community-media\/[A-Za-z0-9_.-]+$/),
  productIds: z.array(productId).max(5).default([]),
})

/**
 * The post form (conform + zod, server and browser). Spec §5: at least two images ("register at
 * least 2 images"), a video or not. Any picture may carry product tags, the first too (decision 049
 * amends R5.10).
 */
export const PostFormSchema = z
  .object({
    /**
     * `save` edits a post's words and keeps its pictures, so the picture rules do not apply; nor
     * do they to `upload`, `find` (상품 찾기) and `draft` (임시 저장), which answer the form again.
     */
    intent: z.enum(['upload', 'find', 'draft', 'publish', 'save']).default('publish'),
    category: z.enum(COMMUNITY_CATEGORIES, { errorMap: () => ({ message: M.categoryRequired }) }),
    text: z.string({ required_error: M.textRequired }).trim().min(1, M.textRequired).max(2000, M.textTooLong),
    hashtags: z.string().max(400).optional(),
    images: z.array(ImageField).max(IMAGE_MAX).default([]),
    videoKey: uploadKey.optional(),
    videoPosterUrl: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const { tags, invalid } = parseHashtags(form.hashtags)
    if (invalid[0]) ctx.addIssue({ code: 'custom', path: ['hashtags'], message: M.hashtagInvalid(invalid[0].slice(0, 20)) })
    else if (tags.length > HASHTAG_MAX) ctx.addIssue({ code: 'custom', path: ['hashtags'], message: M.hashtagLimit })
    if (form.intent !== 'publish') return
    if (form.images.length < 2) ctx.addIssue({ code: 'custom', path: ['images'], message: M.imageMin })
  })
export type PostForm = z.infer<typeof PostFormSchema>
