import { Router } from 'express'
import { z } from 'zod'
import { productNotFound } from '../catalog/detail'
import type { Queryable } from '../db/types'
import { handle } from '../http/handler'
import { lenientIdParam, pageParam, sizeParam } from '../http/params'
import { parseInput } from '../http/validate'
import { loadReviews, REVIEW_SORT_KEYS } from '../reviews/reviews'

const reviewsQuery = z.object({
  // Unknown and malformed product ids alike answer 404, as product detail does.
  productId: lenientIdParam,
  sort: z.enum(REVIEW_SORT_KEYS).default('LATEST'),
  page: pageParam,
  size: sizeParam(30, 10),
})

/** The review service (contract "Review service"): GET with query parameters, camelCase answers. */
export function reviewRouter(db: Queryable): Router {
  const router = Router()

  router.get(
    '/reviews',
    handle(async (req, res) => {
      const { productId, ...paging } = parseInput(reviewsQuery, req.query)
      const found = productId === null ? null : await loadReviews(db, productId, paging)
      if (!found) throw productNotFound()
      res.json(found)
    }),
  )

  return router
}
