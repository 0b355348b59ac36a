import { z } from 'zod'
import { COMMUNITY_CATEGORIES } from './community'
import { ProductSummarySchema } from './product.schema'

/** Answers of the community service (docs/backend-api.md "Community"). */
const AuthorSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  petName: z.string().nullable().optional(),
  petAgeLabel: z.string().nullable().optional(),
})

const VideoSchema = z.object({
  status: z.enum(['UPLOADED', 'PROCESSING', 'READY', 'FAILED']),
  url: z.string().nullable().optional(),
  posterUrl: z.string().nullable().optional(),
})

export const PostCardSchema = z.object({
  postId: z.number().int(),
  category: z.enum(COMMUNITY_CATEGORIES),
  text: z.string(),
  hashtags: z.array(z.string()),
  thumbnails: z.array(z.string()),
  imageCount: z.number().int(),
  video: VideoSchema.nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  author: AuthorSchema,
  createdAt: z.string(),
})
export type PostCard = z.infer<typeof PostCardSchema>

export const FeedSchema = z.object({
  posts: z.array(PostCardSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type Feed = z.infer<typeof FeedSchema>

export const PostSchema = PostCardSchema.extend({
  isMine: z.boolean(),
  updatedAt: z.string().nullable().optional(),
  images: z.array(
    z.object({
      url: z.string(),
      thumbUrl: z.string(),
      width: z.number().int().optional(),
      height: z.number().int().optional(),
      productTags: z.array(ProductSummarySchema),
    }),
  ),
})
export type Post = z.infer<typeof PostSchema>

const CommentBase = z.object({
  commentId: z.number().int(),
  text: z.string(),
  author: AuthorSchema,
  createdAt: z.string(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  isMine: z.boolean(),
  deleted: z.boolean(),
})
export const CommentSchema = CommentBase.extend({ replies: z.array(CommentBase).default([]) })
export type Comment = z.infer<typeof CommentSchema>
export const CommentsSchema = z.object({ comments: z.array(CommentSchema), totalCount: z.number().int() })

export const LikeSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() })
export const UploadSchema = z.object({
  uploadKey: z.string(),
  kind: z.enum(['IMAGE', 'VIDEO']),
  thumbUrl: z.string().nullable().optional(),
  url: z.string().nullable().optional(),
})
export type Upload = z.infer<typeof UploadSchema>
export const PresignSchema = z.object({ uploadKey: z.string(), uploadUrl: z.string(), expiresAt: z.string() })

/** The post being written, as the community service keeps it (decision 049). */
export const PostDraftSchema = z.object({
  category: z.string().nullable(),
  text: z.string(),
  hashtags: z.string(),
  images: z.array(z.object({ uploadKey: z.string(), thumbUrl: z.string(), productIds: z.array(z.number().int()) })),
  videoKey: z.string().nullable(),
  updatedAt: z.string(),
})
export const PostDraftAnswerSchema = z.object({ draft: PostDraftSchema.nullable() })
export type PostDraft = z.infer<typeof PostDraftSchema>
export type PostDraftInput = {
  category: string | null
  text: string
  hashtags: string
  images: Array<{ uploadKey: string; productIds: number[] }>
  videoKey: string | null
}
