import { Router } from 'express'
import type { Ctx } from '../context'
import { registerReviewRoutes } from '../reviews/routes'

/** The review service (contract "Review service"): camelCase answers. */
export function reviewRouter(ctx: Ctx): Router {
  const router = Router()
  registerReviewRoutes(router, ctx)
  return router
}
