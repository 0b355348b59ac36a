import type { Router } from 'express'
import { z } from 'zod'
import type { Ctx } from '../context'
import { handle } from '../http/handler'
import { pageParam, sizeParam } from '../http/params'
import { parseInput } from '../http/validate'
import { SITEMAP_KINDS, sitemapPage } from './entries'

const entriesQuery = z.object({
  kind: z.enum(SITEMAP_KINDS, { message: 'kind는 products, categories, events, posts 중 하나예요.' }),
  page: pageParam,
  size: sizeParam(10_000, 10_000),
})

/** BFF `GET /sitemap/entries` (docs/backend-api.md "Sitemap entries"): what the shop's sitemap lists. */
export function registerSitemapRoutes(router: Router, { db, now }: Ctx): void {
  router.get(
    '/sitemap/entries',
    handle(async (req, res) => {
      const query = parseInput(entriesQuery, req.query)
      res.json(await sitemapPage(db, query.kind, query.page, query.size, now()))
    }),
  )
}
