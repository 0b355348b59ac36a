import { SITEMAP_PAGE_SIZE } from '~/domain/sitemap'
import { readOnlyRoute } from '~/http/responses.server'
import { sitemapFileLoader } from './__sitemap.server'

/** `/sitemap/{kind}-{n}.xml`: products, categories, events or posts, 10,000 a file (decision 060). */
export const loader = sitemapFileLoader(SITEMAP_PAGE_SIZE)

export const action = readOnlyRoute
