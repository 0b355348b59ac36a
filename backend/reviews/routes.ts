import type { Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import { findSession } from '../auth/sessions'
import { productNotFound } from '../catalog/detail'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { readSingleFile, stopReading } from '../http/multipart'
import { lenientIdParam, pageParam, sizeParam } from '../http/params'
import { parseForm, parseInput } from '../http/validate'
import { encodeWebp, REVIEW_PHOTO } from '../uploads/images'
import { deleteReview, editReview, loadMyReview } from './editing'
import { toggleHelpful } from './helpful'
import { loadMyReviews, loadWritable } from './mine'
import { photoUrl, storePhoto } from './photos'
import { loadReviews, REVIEW_SORT_KEYS } from './reviews'
import { reviewBody, reviewEditBody, writeReview } from './writing'

const reviewsQuery = z.object({
  // Unknown and malformed product ids alike answer 404, as product detail does.
  productId: lenientIdParam,
  sort: z.enum(REVIEW_SORT_KEYS).default('LATEST'),
  // Query strings carry text: only the two words, so `photoOnly=1` is a 400, not a silent false.
  photoOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  page: pageParam,
  size: sizeParam(30, 10),
})

const pagingQuery = z.object({ page: pageParam, size: sizeParam(30, 10) })

/** A review id in the path: anything but a valid id is the 404 of an unknown review. */
function reviewIdOf(raw: string | undefined): number {
  const id = lenientIdParam.parse(raw)
  if (id === null) throw new HttpError(404, 'NOT_FOUND')
  return id
}

/** Contract "POST /reviews/photos": at most 10 MB, field `photo`. */
const PHOTO_UPLOAD = { field: 'photo', maxBytes: 10 * 1024 * 1024 }

/**
 * Contract "Review service" and "Review service: writing": camelCase answers; writing and the
 * member's lists need the `Authorization` session.
 */
export function registerReviewRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  router.get(
    '/reviews',
    handle(async (req, res) => {
      const { productId, ...paging } = parseInput(reviewsQuery, req.query)
      // A guest reads the same list; a member's 도움돼요 and own reviews are marked.
      const viewer = (await findSession(db, sessionToken(req), ctx.now()))?.userId ?? null
      const found = productId === null ? null : await loadReviews(db, productId, paging, viewer)
      if (!found) throw productNotFound()
      res.json(found)
    }),
  )

  router.post(
    '/reviews',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const input = parseForm(reviewBody, req.body)
      res.json(await writeReview(db, session.userId, input, ctx.now()))
    }),
  )

  router.post(
    '/reviews/:reviewId/edit',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      const reviewId = reviewIdOf(req.params.reviewId)
      await editReview(db, session.userId, reviewId, parseForm(reviewEditBody, req.body), ctx.now())
      res.json({ reviewId })
    }),
  )

  router.post(
    '/reviews/:reviewId/delete',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await deleteReview(db, session.userId, reviewIdOf(req.params.reviewId), ctx.now()))
    }),
  )

  router.post(
    '/reviews/:reviewId/helpful',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await toggleHelpful(db, session.userId, reviewIdOf(req.params.reviewId), ctx.now()))
    }),
  )

  router.post(
    '/reviews/photos',
    handle(async (req, res) => {
      // The session first: a stranger's body is never read.
      const session = await requireSession(ctx, sessionToken(req)).catch((error: unknown) => {
        stopReading(req, res)
        throw error
      })
      const file = await readSingleFile(req, res, PHOTO_UPLOAD)
      const image = await encodeWebp(file, REVIEW_PHOTO)
      const photoKey = await storePhoto(db, session.userId, image, ctx.now())
      res.json({ photoKey, url: photoUrl(photoKey) })
    }),
  )

  router.get(
    '/reviews/mine',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await loadMyReviews(db, session.userId, parseInput(pagingQuery, req.query)))
    }),
  )

  router.get(
    '/reviews/mine/:reviewId',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json(await loadMyReview(db, session.userId, reviewIdOf(req.params.reviewId)))
    }),
  )

  router.get(
    '/reviews/writable',
    handle(async (req, res) => {
      const session = await requireSession(ctx, sessionToken(req))
      res.json({ items: await loadWritable(db, session.userId) })
    }),
  )
}
