import { SITEMAP_PAGE_SIZE } from '~/domain/sitemap'
import { readOnlyRoute } from '~/http/responses.server'
import { sitemapIndexLoader } from './__sitemap.server'

/** `/sitemap.xml`: the index of the sitemap's files (decision 060). */
export const loader = sitemapIndexLoader(SITEMAP_PAGE_SIZE)

export const action = readOnlyRoute
