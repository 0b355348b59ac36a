import { useLocation } from '@remix-run/react'
import { canonicalUrl } from '~/domain/canonical'
import { useShellData } from '~/islands/use-shell-data'

/**
 * Every page's `<link rel="canonical">`, made once for all routes from the URL shown and the
 * shop's public origin (decision 060): the query parameters a page keeps are decided in
 * domain/canonical.ts, not by each route. Without the root's data (its own error screen) there is
 * no page worth naming.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation()
  const shell = useShellData()
  return shell ? <link rel="canonical" href={canonicalUrl(shell.publicUrl, pathname, search)} /> : null
}
