import { z } from 'zod'
import * as MSG from './messages'
import * as SHOP_MSG from './messages.shop'

const E = SHOP_MSG.review.errors

/** Writing a review of a delivered order line: score 1–5, 10–1000 characters (photos travel apart). */
export const ReviewWriteSchema = z.object({
  orderId: z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(2_147_483_647),
  lineNo: z.coerce.number({ invalid_type_error: MSG.error.badRequest }).int().min(1).max(1000),
  score: z.coerce
    .number({ required_error: E.scoreRequired, invalid_type_error: E.scoreRequired })
    .int(E.scoreRequired)
    .min(1, E.scoreRequired)
    .max(5, E.scoreRequired),
  text: z.string({ required_error: E.textShort }).trim().min(10, E.textShort).max(1000, E.textLong),
})

export const REVIEW_PHOTO_LIMIT = 3
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024
