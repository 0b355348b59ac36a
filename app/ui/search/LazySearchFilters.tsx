import { type ComponentProps, lazy, Suspense } from 'react'

type Props = ComponentProps<typeof import('./SearchFilters')['SearchFilters']>

const load = () => import('./SearchFilters')
const Filters = lazy(() => load().then((module) => ({ default: module.SearchFilters })))
// Fetched as soon as the results page's code runs: on the server, so its page holds the filters
// whole (they work without JavaScript); in the browser beside the page's code, not as part of it.
void load()

/**
 * The results' filter panel (closed until tapped, unless a filter is on): its code is not in the
 * results page's first download (decision 040). While it arrives during hydration, React keeps
 * the server's panel on screen and makes it live once it is in.
 */
export function LazySearchFilters(props: Props) {
  return (
    <Suspense fallback={null}>
      <Filters {...props} />
    </Suspense>
  )
}
