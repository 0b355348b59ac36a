import { z } from 'zod'
import { absoluteUrl } from './canonical'
import { categoryHref } from './catalog'
import { postHref } from './community'
import { productHref } from './product'

/**
 * The sitemap (decision 060): `/sitemap.xml` is an index of files `/sitemap/{kind}-{n}.xml`, each
 * at most 10,000 URLs (the protocol allows 50,000; smaller files are rebuilt faster and a crawler
 * re-reads only the ones whose lastmod moved).
 */
export const SITEMAP_PAGE_SIZE = 10_000
export const SITEMAP_KINDS = ['products', 'categories', 'events', 'posts'] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** docs/backend-api.md "GET /sitemap/entries". */
export const SitemapEntriesSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  entries: z.array(
    z.object({
      id: z.number().int().positive(),
      path: z.array(z.number().int()).nullable(),
      /** An event's own name (`app` for `/event/app`), its canonical address (decision 060). */
      slug: z.string().nullable().default(null),
      updatedAt: z.string().nullable(),
    }),
  ),
})
export type SitemapEntries = z.infer<typeof SitemapEntriesSchema>
type Entry = SitemapEntries['entries'][number]

const PAGE_OF: Record<SitemapKind, (entry: Entry) => string> = {
  products: (entry) => productHref(entry.id),
  categories: (entry) => categoryHref((entry.path ?? [entry.id]).map((categoryId) => ({ categoryId }))),
  events: (entry) => `/event/${entry.slug ?? entry.id}`,
  posts: (entry) => postHref(entry.id),
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c)
}

/** `products-3.xml` → products, page 3; anything else is no file of the sitemap. */
export function parseSitemapFile(name: string | undefined): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name ?? '')
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  return kind && match ? { kind, page: Number(match[2]) } : null
}

export function sitemapFilePath(kind: SitemapKind, page: number): string {
  return `/sitemap/${kind}-${page}.xml`
}

/** The files of a kind with `totalCount` entries: at least one, so every kind is named even when empty. */
export function sitemapFiles(kind: SitemapKind, totalCount: number, pageSize: number): string[] {
  return Array.from({ length: Math.max(1, Math.ceil(totalCount / pageSize)) }, (_, index) => sitemapFilePath(kind, index + 1))
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

function urlElement(tag: 'url' | 'sitemap', loc: string, lastmod: string | null): string {
  const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''
  return `<${tag}><loc>${xmlEscape(loc)}</loc>${modified}</${tag}>`
}

export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const items = files.map((file) => urlElement('sitemap', absoluteUrl(origin, file), null))
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`
}

export function urlsetXml(origin: string, kind: SitemapKind, entries: readonly Entry[]): string {
  const items = entries.map((entry) => urlElement('url', absoluteUrl(origin, PAGE_OF[kind](entry)), entry.updatedAt))
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${items.join('\n')}\n</urlset>\n`
}

/**
 * robots.txt (decision 060): everything may be read but a member's own pages (sign-in, my page,
 * cart and order sheet, orders (`/order` covers `/order-history`), addresses, pets, subscriptions,
 * membership checkout, returns, a member's reviews), search results and the shop's own endpoints; the sitemap is named by
 * its absolute URL, as the protocol asks.
 */
export const ROBOTS_DISALLOWED = [
  '/auth/',
  '/logout',
  '/user/',
  '/my',
  '/address',
  '/pet',
  '/v2/',
  '/order',
  '/exchange-return',
  '/subscription',
  '/membership/order',
  '/review',
  '/community/write',
  '/insurance/apply',
  '/insurance/applications',
  '/adoption/inquiries',
  '/coupon-download',
  '/booking',
  '/search/',
  '/preferences/',
  '/api/',
] as const

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
  ]
  return `${lines.join('\n')}\n`
}
