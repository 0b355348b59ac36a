import { z } from 'zod'
import * as MSG from './messages'
import * as SHOP_MSG from './messages.shop'

const E = SHOP_MSG.review.errors

const score = z.coerce
  .number({ required_error: E.scoreRequired, invalid_type_error: E.scoreRequired })
  .int(E.scoreRequired)
  .min(1, E.scoreRequired)
  .max(5, E.scoreRequired)
const text = z.string({ required_error: E.textShort }).trim().min(10, E.textShort).max(1000, E.textLong)

/**
 * Editing a review (decision 047): score 1–5, 10–1000 characters. Photos travel apart: uploaded
 * before the form is checked and carried as keys (`photoKeys` is here to name their errors).
 */
export const ReviewEditSchema = z.object({ score, text, photoKeys: z.array(z.string()).optional() })

/** Writing a review of a delivered order line: the edit's fields and the line. */
export const ReviewWriteSchema = ReviewEditSchema.extend({
  orderId: z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(2_147_483_647),
  lineNo: z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(1000),
})

export { PHOTO_KEY, REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES, type ReviewPhoto, reviewPhoto } from './review-photos'
