import { SitemapEntriesSchema, type SitemapKind } from '~/domain/sitemap'
import { bffGet } from './calls.server'
import type { RequestContext } from './context'

/** docs/backend-api.md "GET /sitemap/entries" (BFF): the pages a sitemap lists, with their last change. */
export const sitemap = {
  entries: (ctx: RequestContext, kind: SitemapKind, page: number, size: number) =>
    bffGet(ctx, '/sitemap/entries', SitemapEntriesSchema, { query: { kind, page, size } }),
}
