import { isRouteErrorResponse } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import * as MSG from '~/domain/messages'

type Views = typeof import('./ErrorScreenViews')

/**
 * The §8 screens (ErrorScreenViews.tsx) and their texts are loaded only where they are needed
 * (decision 039): an error page loads them before it hydrates (entry.client.tsx), other pages
 * once they are idle (root.tsx), so a navigation that fails, even offline, still finds them.
 */
let views: Views | null = null
export const loadErrorScreens = (): Promise<Views> =>
  import('./ErrorScreenViews').then((module) => {
    views = module
    return module
  })
const LazyScreen = lazy(() => loadErrorScreens().then((module) => ({ default: module.RouteErrorScreen })))
// The server has them from the start, so its first error page is rendered whole like any other.
if (typeof document === 'undefined') void loadErrorScreens()

/**
 * The document title of a page whose loader failed: what its §8 screen says, so a tab or a
 * bookmark of an outage does not read "page not found".
 */
export function errorPageTitle(error: unknown): string {
  const gone = isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)
  return `${gone ? MSG.screen.notFoundTitle : MSG.screen.errorTitle} | ${MSG.brand.name}`
}

/**
 * The one error boundary every route exports: picks the §8 screen from the thrown response. The
 * boundary is there on the server and in the browser alike, so the screen hydrates in place:
 * with its code already in (always, on an error page) at once, else when it arrives.
 */
export function ShopErrorBoundary() {
  const Screen = views?.RouteErrorScreen ?? LazyScreen
  return (
    <Suspense fallback={null}>
      <Screen />
    </Suspense>
  )
}
