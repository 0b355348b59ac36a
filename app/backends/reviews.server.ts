import { z } from 'zod'
import { TIMEOUTS } from '~/domain/constants'
import type { RequestContext } from './context'
import { callAsShopper } from './renew.server'
import { users } from './user.server'

const MyReviewSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  score: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  photos: z.array(z.string()).default([]),
  editedAt: z.string().nullable().default(null),
})
export type MyReview = z.infer<typeof MyReviewSchema>

const WritableSchema = z.object({
  orderId: z.number().int(),
  lineNo: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  optionName: z.string().nullable(),
  imageUrl: z.string(),
  orderedAt: z.string(),
  rewardPaid: z.boolean().default(false),
})

/** Decision 047: the member's review as its edit form starts. */
const ReviewForEditSchema = z.object({
  reviewId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  imageUrl: z.string(),
  score: z.number().int(),
  text: z.string(),
  photos: z.array(z.object({ photoKey: z.string(), url: z.string() })),
  createdAt: z.string(),
  editableUntil: z.string(),
  reward: z.number().int().default(0),
})
export type ReviewForEdit = z.infer<typeof ReviewForEditSchema>

function call<T>(
  ctx: RequestContext,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  extra: { query?: Record<string, number>; body?: unknown; timeoutMs?: number } = {},
) {
  return callAsShopper(ctx, { service: 'review', method, path, schema, ...extra })
}

/** Writing and listing one's reviews (docs/backend-api.md "Review service: writing"). */
export const myReviews = {
  mine: (ctx: RequestContext, page = 1, size = 20) =>
    call(ctx, 'GET', '/reviews/mine', z.object({ reviews: z.array(MyReviewSchema), totalCount: z.number().int() }), {
      query: { page, size },
    }),
  writable: (ctx: RequestContext) => call(ctx, 'GET', '/reviews/writable', z.object({ items: z.array(WritableSchema) })),
  /** A review pays 적립금 (decision 044): the member's cached detail (its balance) is dropped. */
  write: async (ctx: RequestContext, review: { orderId: number; lineNo: number; score: number; text: string; photoKeys: string[] }) => {
    const written = await call(ctx, 'POST', '/reviews', z.object({ reviewId: z.number().int(), reward: z.number().int().optional() }), {
      body: review,
    })
    users.forget(ctx)
    return written
  },
  one: (ctx: RequestContext, reviewId: number) => call(ctx, 'GET', `/reviews/mine/${reviewId}`, ReviewForEditSchema),
  edit: (ctx: RequestContext, reviewId: number, review: { score: number; text: string; photoKeys: string[] }) =>
    call(ctx, 'POST', `/reviews/${reviewId}/edit`, z.object({ reviewId: z.number().int() }), { body: review }),
  /** Deleting takes the review's 적립금 back (decision 047): the cached balance is dropped. */
  remove: async (ctx: RequestContext, reviewId: number) => {
    const removed = await call(ctx, 'POST', `/reviews/${reviewId}/delete`, z.object({ pointsTakenBack: z.number().int() }), { body: {} })
    users.forget(ctx)
    return removed
  },
  helpful: (ctx: RequestContext, reviewId: number) =>
    call(ctx, 'POST', `/reviews/${reviewId}/helpful`, z.object({ helped: z.boolean(), helpfulCount: z.number().int() }), { body: {} }),
  /** One photo as multipart; the service checks its bytes and re-encodes it (uploads get §9's 15 s). */
  uploadPhoto: (ctx: RequestContext, photo: File) => {
    const form = new FormData()
    form.append('photo', photo, 'photo')
    return call(ctx, 'POST', '/reviews/photos', z.object({ photoKey: z.string(), url: z.string() }), {
      body: form,
      timeoutMs: TIMEOUTS.long,
    })
  },
}
