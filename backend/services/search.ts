import { Router } from 'express'
import type { Ctx } from '../context'
import { registerSearchRoutes } from '../search/routes'

/** The search service (contract "Search service"): GET with query parameters, camelCase answers. */
export function searchRouter(ctx: Ctx): Router {
  const router = Router()
  registerSearchRoutes(router, ctx)
  return router
}
