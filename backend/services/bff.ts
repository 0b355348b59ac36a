import { Router } from 'express'
import { registerAdoptionReads } from '../adoption/routes'
import { registerBffRoutes, registerSimilarPetRoute } from '../bff/routes'
import { registerCatalogRoutes } from '../catalog/routes'
import { registerWelcomeDealRoute } from '../commerce/routes'
import type { Ctx } from '../context'
import { registerEventRoutes } from '../events/routes'
import { registerSummaryRoute } from '../search/routes'
import { registerSitemapRoutes } from '../sitemap/routes'
import { registerVetRoutes } from '../vet/routes'

/** The BFF: GET/DELETE with query parameters, camelCase answers. */
export function bffRouter(ctx: Ctx): Router {
  const router = Router()
  registerBffRoutes(router, ctx)
  registerCatalogRoutes(router, ctx)
  registerWelcomeDealRoute(router, ctx)
  registerSummaryRoute(router, ctx)
  registerSimilarPetRoute(router, ctx)
  registerVetRoutes(router, ctx)
  registerEventRoutes(router, ctx)
  registerAdoptionReads(router, ctx)
  registerSitemapRoutes(router, ctx)
  return router
}
