import { z } from 'zod'
import type { CommunityCategory, FeedQuery } from '~/domain/community'
import { type Experiments, encodeExperimentsHeader } from '~/domain/experiments'
import { COMMUNITY, TIMEOUTS } from '~/domain/constants'
import { CommentSchema, CommentsSchema, FeedSchema, LikeSchema, PostSchema, PresignSchema, UploadSchema } from '~/domain/community.schema'
import type { RequestContext } from '~/session/context.server'
import { callBackend } from './http.server'
import { callAsShopper } from './renew.server'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** The community session of a request (spec §7 `POST /cookie`), sent back as the service's cookie. */
const communitySessions = new WeakMap<RequestContext, string>()

export function bindCommunitySession(ctx: RequestContext, token: string) {
  communitySessions.set(ctx, token)
}

function call<T>(ctx: RequestContext, method: Method, path: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, extra: { query?: Record<string, string | number>; body?: unknown; timeoutMs?: number } = {}) {
  const token = communitySessions.get(ctx)
  return callAsShopper(ctx, { service: 'community', method, path, schema, ...extra, headers: { cookie: token ? `${COMMUNITY_COOKIE}=${token}` : undefined } })
}

export const COMMUNITY_COOKIE = 'community_session'

/**
 * Spec §7: `POST /cookie` with the experiments in a header starts a community session; the service
 * answers it as a cookie, whose value is returned (or null when it sent none).
 */
export async function communityHandshake(ctx: RequestContext, experiments: Experiments): Promise<string | null> {
  let token: string | null = null
  await callBackend({
    service: 'community',
    method: 'POST',
    path: '/cookie',
    schema: z.object({ ok: z.boolean() }).passthrough(),
    headers: { 'x-experiments': encodeExperimentsHeader(experiments), authorization: ctx.session ?? undefined },
    signal: ctx.signal,
    onHeaders: (headers) => {
      const found = headers.getSetCookie().map((line) => new RegExp(`^${COMMUNITY_COOKIE}=([^;]+)`).exec(line)?.[1]).find(Boolean)
      token = found ?? null
    },
  })
  return token
}

const Ok = z.unknown()

export type PostInput = { category: CommunityCategory; text: string; hashtags: string[]; images?: Array<{ uploadKey: string; productIds: number[] }>; videoKey?: string | null }

/** The community service of docs/backend-api.md "Community". */
export const community = {
  feed(ctx: RequestContext, query: FeedQuery) {
    const params: Record<string, string | number> = { sort: query.sort, page: query.page, size: COMMUNITY.pageSize }
    if (query.category) params.category = query.category
    if (query.hashtag) params.hashtag = query.hashtag
    return call(ctx, 'GET', '/posts', FeedSchema, { query: params })
  },
  post: (ctx: RequestContext, postId: number) => call(ctx, 'GET', `/posts/${postId}`, PostSchema),
  comments: (ctx: RequestContext, postId: number, page: number) =>
    call(ctx, 'GET', `/posts/${postId}/comments`, CommentsSchema, { query: { page, size: COMMUNITY.commentLikePageSize } }),
  create: (ctx: RequestContext, post: PostInput) => call(ctx, 'POST', '/posts', z.object({ postId: z.number().int() }), { body: post }),
  update: (ctx: RequestContext, postId: number, post: PostInput) => call(ctx, 'PATCH', `/posts/${postId}`, z.object({ postId: z.number().int() }), { body: post }),
  remove: (ctx: RequestContext, postId: number) => call(ctx, 'DELETE', `/posts/${postId}`, Ok),
  like: (ctx: RequestContext, postId: number, on: boolean) => call(ctx, on ? 'POST' : 'DELETE', `/posts/${postId}/like`, LikeSchema),
  report: (ctx: RequestContext, postId: number, reason: string) => call(ctx, 'POST', `/posts/${postId}/report`, Ok, { body: { reason } }),
  comment: (ctx: RequestContext, postId: number, text: string, parentCommentId?: number) =>
    call(ctx, 'POST', `/posts/${postId}/comments`, CommentSchema, { body: { text, parentCommentId } }),
  removeComment: (ctx: RequestContext, commentId: number) => call(ctx, 'DELETE', `/comments/${commentId}`, Ok),
  editComment: (ctx: RequestContext, commentId: number, text: string) => call(ctx, 'PATCH', `/comments/${commentId}`, CommentSchema, { body: { text } }),
  likeComment: (ctx: RequestContext, commentId: number, on: boolean) => call(ctx, on ? 'POST' : 'DELETE', `/comments/${commentId}/like`, LikeSchema),
  /** One file through the shop (no JavaScript, older apps); uploads get §9's 15 s. */
  upload(ctx: RequestContext, file: File) {
    const form = new FormData()
    form.append('file', file, 'upload')
    return call(ctx, 'POST', '/uploads', UploadSchema, { body: form, timeoutMs: TIMEOUTS.long })
  },
  presign: (ctx: RequestContext, kind: 'IMAGE' | 'VIDEO', size: number) => call(ctx, 'POST', '/uploads/presign', PresignSchema, { body: { kind, size } }),
}
