import { Router } from 'express'
import { registerCommunityRoutes } from '../community/routes'
import type { Ctx } from '../context'

/** The community service (contract "Community"): reads open to guests, writes with `Authorization`. */
export function communityRouter(ctx: Ctx): Router {
  const router = Router()
  registerCommunityRoutes(router, ctx)
  return router
}
