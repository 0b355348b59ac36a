import { useLocation, useMatches } from '@remix-run/react'
import { canonicalUrl } from '~/domain/canonical'
import { useShellData } from '~/islands/use-shell-data'

/**
 * A route whose page has several addresses names the one to keep (an event with a name of its own
 * is `/event/app`, also reachable as `/event/{id}`): its `handle.canonicalPath` reads its data.
 */
export type CanonicalHandle = { canonicalPath?: (data: unknown) => string | null }

/**
 * Every page's `<link rel="canonical">`, made once for all routes from the URL shown and the
 * shop's public origin (decision 060): the query parameters a page keeps are decided in
 * domain/canonical.ts, not by each route. Without the root's data (its own error screen) there is
 * no page worth naming.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation()
  const matches = useMatches()
  const shell = useShellData()
  if (!shell) return null
  const named = matches
    .map((match) => (match.handle as CanonicalHandle | undefined)?.canonicalPath?.(match.data) ?? null)
    .findLast((path) => path !== null)
  const href = named ? canonicalUrl(shell.publicUrl, named) : canonicalUrl(shell.publicUrl, pathname, search)
  return <link rel="canonical" href={href} />
}
