import { z } from 'zod'
import * as COMMUNITY_MSG from './messages.community'

const id = z.coerce.number().int().min(1).max(2_147_483_647)
const commentText = z
  .string({ required_error: COMMUNITY_MSG.commentRequired })
  .trim()
  .min(1, COMMUNITY_MSG.commentRequired)
  .max(500, COMMUNITY_MSG.commentTooLong)

/** Everything a post page posts, one shape per intent (comments through conform, the rest buttons). */
export const PostIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('like'), on: z.enum(['true', 'false']).transform((v) => v === 'true') }),
  z.object({ intent: z.literal('comment'), text: commentText, parentCommentId: id.optional() }),
  z.object({ intent: z.literal('delete-comment'), commentId: id }),
  z.object({ intent: z.literal('edit-comment'), commentId: id, text: commentText }),
  z.object({ intent: z.literal('like-comment'), commentId: id, on: z.enum(['true', 'false']).transform((v) => v === 'true') }),
  z.object({ intent: z.literal('report'), reason: z.enum(['SPAM', 'ABUSE', 'ADULT', 'OTHER']) }),
  z.object({ intent: z.literal('delete-post') }),
])
export type PostIntent = z.infer<typeof PostIntentSchema>

export const CommentSchema = z.object({ intent: z.literal('comment'), text: commentText, parentCommentId: id.optional() })
