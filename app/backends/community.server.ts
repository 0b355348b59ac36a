import { z } from 'zod'
import type { CommunityCategory, FeedQuery } from '~/domain/community'
import {
  CommentSchema,
  CommentsSchema,
  FeedSchema,
  LikeSchema,
  PostDraftAnswerSchema,
  type PostDraftInput,
  PostSchema,
  PresignSchema,
  UploadSchema,
} from '~/domain/community.schema'
import { COMMUNITY, TIMEOUTS } from '~/domain/constants'
import { type Experiments, encodeExperimentsHeader } from '~/domain/experiments'
import type { RequestContext } from './context'
import { callBackend } from './http.server'
import { callAsShopper } from './renew.server'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A request's context inside the community: the community session of spec §7 (`POST /cookie`) as
 * a value the calls are given, sent back as the service's cookie. A plain context has none.
 */
export type CommunityContext = RequestContext & { readonly communitySession?: string | null }

/** A new context carrying the community session; the given one is left as it was. */
export function withCommunitySession(ctx: RequestContext, token: string | null): CommunityContext {
  return { ...ctx, communitySession: token }
}

function call<T>(
  ctx: CommunityContext,
  method: Method,
  path: string,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  extra: { query?: Record<string, string | number>; body?: unknown; timeoutMs?: number } = {},
) {
  // Read here, not from the context a renewal hands back: the community session outlives the access token.
  const token = ctx.communitySession
  return callAsShopper(ctx, {
    service: 'community',
    method,
    path,
    schema,
    ...extra,
    headers: { cookie: token ? `${COMMUNITY_COOKIE}=${token}` : undefined },
  })
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
    requestId: ctx.requestId,
    onHeaders: (headers) => {
      const found = headers
        .getSetCookie()
        .map((line) => new RegExp(`^${COMMUNITY_COOKIE}=([^;]+)`).exec(line)?.[1])
        .find(Boolean)
      token = found ?? null
    },
  })
  return token
}

const Ok = z.unknown()

export type PostInput = {
  category: CommunityCategory
  text: string
  hashtags: string[]
  images?: Array<{ uploadKey: string; productIds: number[] }>
  videoKey?: string | null
}

/** The community service of docs/backend-api.md "Community". */
export const community = {
  feed(ctx: CommunityContext, query: FeedQuery) {
    const params: Record<string, string | number> = { sort: query.sort, page: query.page, size: COMMUNITY.pageSize }
    if (query.category) params.category = query.category
    if (query.hashtag) params.hashtag = query.hashtag
    return call(ctx, 'GET', '/posts', FeedSchema, { query: params })
  },
  post: (ctx: CommunityContext, postId: number) => call(ctx, 'GET', `/posts/${postId}`, PostSchema),
  comments: (ctx: CommunityContext, postId: number, page: number) =>
    call(ctx, 'GET', `/posts/${postId}/comments`, CommentsSchema, { query: { page, size: COMMUNITY.commentLikePageSize } }),
  create: (ctx: CommunityContext, post: PostInput) => call(ctx, 'POST', '/posts', z.object({ postId: z.number().int() }), { body: post }),
  update: (ctx: CommunityContext, postId: number, post: PostInput) =>
    call(ctx, 'PATCH', `/posts/${postId}`, z.object({ postId: z.number().int() }), { body: post }),
  remove: (ctx: CommunityContext, postId: number) => call(ctx, 'DELETE', `/posts/${postId}`, Ok),
  like: (ctx: CommunityContext, postId: number, on: boolean) => call(ctx, on ? 'POST' : 'DELETE', `/posts/${postId}/like`, LikeSchema),
  report: (ctx: CommunityContext, postId: number, reason: string) => call(ctx, 'POST', `/posts/${postId}/report`, Ok, { body: { reason } }),
  comment: (ctx: CommunityContext, postId: number, text: string, parentCommentId?: number) =>
    call(ctx, 'POST', `/posts/${postId}/comments`, CommentSchema, { body: { text, parentCommentId } }),
  removeComment: (ctx: CommunityContext, commentId: number) => call(ctx, 'DELETE', `/comments/${commentId}`, Ok),
  editComment: (ctx: CommunityContext, commentId: number, text: string) =>
    call(ctx, 'PATCH', `/comments/${commentId}`, CommentSchema, { body: { text } }),
  likeComment: (ctx: CommunityContext, commentId: number, on: boolean) =>
    call(ctx, on ? 'POST' : 'DELETE', `/comments/${commentId}/like`, LikeSchema),
  /** One file through the shop (no JavaScript, older apps); uploads get §9's 15 s. */
  upload(ctx: CommunityContext, file: File) {
    const form = new FormData()
    form.append('file', file, 'upload')
    return call(ctx, 'POST', '/uploads', UploadSchema, { body: form, timeoutMs: TIMEOUTS.long })
  },
  presign: (ctx: CommunityContext, kind: 'IMAGE' | 'VIDEO', size: number) =>
    call(ctx, 'POST', '/uploads/presign', PresignSchema, { body: { kind, size } }),
  /** The post being written (decision 049): one a member, kept by the service until it is posted. */
  draft: (ctx: CommunityContext) => call(ctx, 'GET', '/posts/draft', PostDraftAnswerSchema),
  saveDraft: (ctx: CommunityContext, draft: PostDraftInput) =>
    call(ctx, 'PUT', '/posts/draft', z.object({ updatedAt: z.string() }), { body: draft }),
  forgetDraft: (ctx: CommunityContext) => call(ctx, 'DELETE', '/posts/draft', Ok),
}
