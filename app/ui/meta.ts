import type { MetaDescriptor } from '@remix-run/node'
import { absoluteUrl, canonicalUrl } from '~/domain/canonical'
import * as MSG from '~/domain/messages'
import type { ShellData } from '~/domain/shell-data'

/**
 * A page's title and description. Remix replaces the root's meta with the page's, so a page that
 * named only its title would go out with no description (search engines and link previews show one).
 */
export function pageMeta(title: string, description: string = MSG.brand.description): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }]
}

/** What Remix hands a route's `meta`: enough of it to find the page's URL and the root's data. */
type MetaPlace = {
  location: { pathname: string; search: string }
  matches: ReadonlyArray<{ id: string; data?: unknown }>
}

type Shared = {
  title: string
  description: string
  /** A path on the shop or an absolute URL; a post without pictures has none. */
  image: string | undefined
  type: 'product' | 'article' | 'website'
  /** The page's own path when it has several (CanonicalHandle); otherwise the URL shown. */
  path?: string
  /** A product's selling price in won: Open Graph's product:price:amount, in KRW. */
  price?: number
}

/** One line of a shared link's preview: KakaoTalk and Naver show 200 characters at most. */
function previewText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > 140 ? `${line.slice(0, 139)}…` : line
}

/**
 * A page that is shared (product, event, community post): its title and description, and the
 * Open Graph tags KakaoTalk's and Naver's link previews read (decision 060), with absolute URLs on
 * the shop's public origin and og:url the page's canonical URL.
 */
export function shareMeta({ location, matches }: MetaPlace, page: Shared): MetaDescriptor[] {
  const origin = (matches.find((match) => match.id === 'root')?.data as ShellData | undefined)?.publicUrl
  const description = previewText(page.description) || MSG.brand.description
  const tags: MetaDescriptor[] = [
    ...pageMeta(`${page.title} | ${MSG.brand.name}`, description),
    { property: 'og:site_name', content: MSG.brand.name },
    { property: 'og:locale', content: 'ko_KR' },
    { property: 'og:type', content: page.type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: description },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (origin) {
    const url = page.path ? canonicalUrl(origin, page.path) : canonicalUrl(origin, location.pathname, location.search)
    tags.push({ property: 'og:url', content: url })
    if (page.image) tags.push({ property: 'og:image', content: absoluteUrl(origin, page.image) })
  }
  if (page.price !== undefined) {
    tags.push({ property: 'product:price:amount', content: String(page.price) }, { property: 'product:price:currency', content: 'KRW' })
  }
  return tags
}
