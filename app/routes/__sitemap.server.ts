import type { LoaderFunctionArgs } from '@remix-run/node'
import { sitemap } from '~/backends/sitemap.server'
import { getEnv } from '~/config.server'
import { parseSitemapFile, SITEMAP_KINDS, sitemapFiles, sitemapIndexXml, urlsetXml } from '~/domain/sitemap'
import { cacheHeaders } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'

/**
 * The sitemap's two answers (decision 060), made for a page size so tests can page at a few URLs
 * instead of 10,000. URLs are on PUBLIC_URL, never on the Host a request named. The same for every
 * crawler and person: shared for a minute like a guest's page.
 */
export function crawlerFile(body: string, contentType: 'application/xml' | 'text/plain'): Response {
  return new Response(body, { headers: { 'Content-Type': `${contentType}; charset=utf-8`, ...cacheHeaders('guest-shareable') } })
}

const xml = (body: string) => crawlerFile(body, 'application/xml')

/** `/sitemap.xml`: the index of every kind's files. */
export function sitemapIndexLoader(pageSize: number) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const ctx = await requestContext(request, context)
    // One entry asked of each kind is enough to learn how many there are.
    const counts = await withPageErrors(() => Promise.all(SITEMAP_KINDS.map((kind) => sitemap.entries(ctx, kind, 1, 1))))
    const files = SITEMAP_KINDS.flatMap((kind, index) => sitemapFiles(kind, counts[index]?.totalCount ?? 0, pageSize))
    return xml(sitemapIndexXml(getEnv().PUBLIC_URL, files))
  }
}

/** `/sitemap/{kind}-{n}.xml`: one file of at most `pageSize` URLs; a file the index does not name is a 404. */
export function sitemapFileLoader(pageSize: number) {
  return async ({ request, context, params }: LoaderFunctionArgs) => {
    const file = parseSitemapFile(params.file)
    if (!file) throw notFound()
    const ctx = await requestContext(request, context)
    const page = await withPageErrors(() => sitemap.entries(ctx, file.kind, file.page, pageSize))
    if (page.entries.length === 0 && file.page > 1) throw notFound()
    return xml(urlsetXml(getEnv().PUBLIC_URL, file.kind, page.entries))
  }
}
