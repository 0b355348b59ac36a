import { randomBytes } from 'node:crypto'
import { type Request, type RequestHandler, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import { findSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { errorHandler, notFound, sendError } from '../http/errors'
import { readExperiments } from '../http/experiments-header'
import { handle } from '../http/handler'
import { readSingleFile, stopReading } from '../http/multipart'
import { idParam, pageParam, sizeParam } from '../http/params'
import { readRawBody } from '../http/raw-body'
import { parseForm, parseInput } from '../http/validate'
import type { Viewer } from './cards'
import { commentBody, commentText, deleteComment, editComment, listComments, writeComment } from './comments'
import { CATEGORIES } from './common'
import { loadPost } from './detail'
import { draftBody, forgetPostDraft, readPostDraft, savePostDraft } from './drafts'
import { FEED_SORTS, listPosts, popularHashtags } from './feed'
import { likeComment, likePost, reportBody, reportPost } from './likes'
import { loadMedia } from './media'
import { fillUpload, MAX_VIDEO_BYTES, pendingUpload, presign, receive, storeUpload } from './uploads'
import { createPost, deletePost, editPost, patchBody, postBody } from './writing'

const feedQuery = z.object({
  category: z.enum(CATEGORIES).optional(),
  sort: z.enum(FEED_SORTS).default('POPULARITY'),
  page: pageParam,
  size: sizeParam(30, 10),
  hashtag: z.string().max(100).optional(),
})
const commentsQuery = z.object({ page: pageParam, size: sizeParam(30, 30) })
const hashtagsQuery = z.object({ size: sizeParam(50, 10) })
const presignBody = z.object({
  kind: z.enum(['IMAGE', 'VIDEO'], { errorMap: () => ({ message: '올릴 파일의 종류를 골라 주세요.' }) }),
  size: z
    .number({ invalid_type_error: '파일 크기가 올바르지 않아요.', required_error: '파일 크기가 올바르지 않아요.' })
    .int()
    .min(1, '파일 크기가 올바르지 않아요.'),
})

/** Contract "POST /uploads": one `file` part, at most a video's 100 MB (an image's 10 MB is checked by its type). */
const FILE_UPLOAD = { field: 'file', maxBytes: MAX_VIDEO_BYTES }

const idOf = (value: string | undefined) => idParam.catch(null).parse(value)

/**
 * Contract "Community": camelCase answers; reads are open to guests (a session, when sent, fills
 * `likedByMe` and `isMine`); writes need `Authorization`.
 */
export function registerCommunityRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  const viewer = async (req: Request): Promise<Viewer> => {
    const session = await findSession(db, sessionToken(req), ctx.now())
    return { userId: session?.userId ?? null, now: ctx.now() }
  }
  const member = async (req: Request) => {
    const session = await requireSession(ctx, sessionToken(req))
    return { userId: session.userId, now: ctx.now() }
  }

  router.post('/cookie', (req, res) => {
    res.cookie('community_session', randomBytes(24).toString('base64url'), { path: '/', httpOnly: true, sameSite: 'lax' })
    res.json({ ok: true, experiments: readExperiments(req.get('x-experiments')) })
  })

  router.get(
    '/posts',
    handle(async (req, res) => res.json(await listPosts(db, await viewer(req), parseInput(feedQuery, req.query)))),
  )
  // Decision 049: the post being written. Before /posts/:postId, which would take 'draft' as an id.
  router.get(
    '/posts/draft',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      res.json({ draft: await readPostDraft(db, userId, now) })
    }),
  )
  router.put(
    '/posts/draft',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      res.json(await savePostDraft(db, userId, parseForm(draftBody, req.body), now))
    }),
  )
  router.delete(
    '/posts/draft',
    handle(async (req, res) => {
      const { userId } = await member(req)
      await forgetPostDraft(db, userId)
      res.json({ ok: true })
    }),
  )

  router.get(
    '/posts/:postId',
    handle(async (req, res) => res.json(await loadPost(db, await viewer(req), idOf(req.params.postId)))),
  )
  router.get(
    '/posts/:postId/comments',
    handle(async (req, res) =>
      res.json(await listComments(db, await viewer(req), idOf(req.params.postId), parseInput(commentsQuery, req.query))),
    ),
  )
  router.get(
    '/hashtags/popular',
    handle(async (req, res) => res.json(await popularHashtags(db, parseInput(hashtagsQuery, req.query).size))),
  )

  router.post(
    '/posts',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      res.json({ postId: await createPost(db, userId, parseForm(postBody, req.body), now) })
    }),
  )
  router.patch(
    '/posts/:postId',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      res.json({ postId: await editPost(db, userId, idOf(req.params.postId), parseForm(patchBody, req.body), now) })
    }),
  )
  router.delete(
    '/posts/:postId',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      await deletePost(db, userId, idOf(req.params.postId), now)
      res.json({ ok: true })
    }),
  )
  for (const [method, liked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    router[method](
      '/posts/:postId/like',
      handle(async (req, res) => {
        const { userId, now } = await member(req)
        res.json(await likePost(db, userId, idOf(req.params.postId), liked, now))
      }),
    )
    router[method](
      '/comments/:commentId/like',
      handle(async (req, res) => {
        const { userId, now } = await member(req)
        res.json(await likeComment(db, userId, idOf(req.params.commentId), liked, now))
      }),
    )
  }
  router.post(
    '/posts/:postId/report',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      await reportPost(db, userId, idOf(req.params.postId), parseForm(reportBody, req.body), now)
      res.json({ ok: true })
    }),
  )
  router.post(
    '/posts/:postId/comments',
    handle(async (req, res) => {
      const who = await member(req)
      res.json(await writeComment(db, who, idOf(req.params.postId), parseForm(commentBody, req.body)))
    }),
  )
  router.patch(
    '/comments/:commentId',
    handle(async (req, res) => {
      const who = await member(req)
      const { text } = parseForm(z.object({ text: commentText }), req.body)
      res.json(await editComment(db, who, idOf(req.params.commentId), text))
    }),
  )
  router.delete(
    '/comments/:commentId',
    handle(async (req, res) => {
      await deleteComment(db, await member(req), idOf(req.params.commentId))
      res.json({ ok: true })
    }),
  )

  router.post(
    '/uploads',
    handle(async (req, res) => {
      // The session first: a stranger's body is never read.
      const { userId } = await member(req).catch((error: unknown) => {
        stopReading(req, res)
        throw error
      })
      const file = await receive(await readSingleFile(req, res, FILE_UPLOAD))
      res.json(await storeUpload(db, userId, file, ctx.now()))
    }),
  )
  router.post(
    '/uploads/presign',
    handle(async (req, res) => {
      const { userId, now } = await member(req)
      const { kind, size } = parseForm(presignBody, req.body)
      res.json(await presign(db, userId, kind, size, now))
    }),
  )
  router.put('/uploads/:key/content', receiveContent(ctx))
  router.get('/media/:name', serveMedia(ctx))
}

/** Contract "Media": `GET /media/{name}` (and `/community-media/{name}` on the shop). */
function serveMedia(ctx: Ctx): RequestHandler {
  return handle(async (req, res) => {
    const media = await loadMedia(ctx.db, req.params.name ?? '')
    if (!media) return sendError(res, 404, 'NOT_FOUND')
    res.set({
      'Content-Type': media.type,
      // A key never changes its bytes.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    })
    res.send(media.bytes)
  })
}

/** Contract `PUT /uploads/{uploadKey}/content?signature=&expires=`: raw bytes, once, with the same checks. */
function receiveContent(ctx: Ctx): RequestHandler {
  return handle(async (req, res) => {
    const key = req.params.key ?? ''
    const pending = await pendingUpload(ctx.db, key, req.query.signature, req.query.expires, ctx.now()).catch((error: unknown) => {
      stopReading(req, res)
      throw error
    })
    const bytes = await readRawBody(req, res, pending.maxBytes)
    const file = await receive(bytes, pending.kind)
    res.json(await fillUpload(ctx.db, key, file, ctx.now()))
  })
}

/**
 * `backend.communityMedia`, for the shop to mount at `/community-media`: media and pre-signed
 * PUTs. It answers every path below it itself (404 included), like the cdn.
 */
export function communityMediaRouter(ctx: Ctx, log: (error: unknown) => void): Router {
  const router = Router()
  router.get('/:name', serveMedia(ctx))
  router.put('/uploads/:key/content', receiveContent(ctx))
  router.use(notFound)
  router.use(errorHandler(log))
  return router
}
