import { useLocation, useNavigation } from '@remix-run/react'
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { fallbackFor, type SearchPage } from '~/domain/search-fallback'
import { scheduleSearchFallback } from './search-fallback-timers'

/** The skeletons' module: the shell (root.tsx) hands it in, since an island may not import ui/. */
export type SkeletonModule = { SearchHomeSkeleton: ComponentType; SearchResultSkeleton: ComponentType }

/**
 * Spec §2 search fallback: a navigation to a search page that has not finished after 800 ms
 * shows that page's skeleton over the old page; it goes when the navigation completes or after
 * 10 s, whichever is first. None for a sort or filter change on the same word's results.
 */
export function SearchFallback({ loadSkeletons }: { loadSkeletons: () => Promise<SkeletonModule> }) {
  // The skeletons (and their messages) are fetched once the page is idle, not with every page:
  // the fallback needs them only 800 ms into a navigation, by which time they are here.
  const { HomeSkeleton, ResultSkeleton } = useMemo(
    () => ({
      HomeSkeleton: lazy(() => loadSkeletons().then((m) => ({ default: m.SearchHomeSkeleton }))),
      ResultSkeleton: lazy(() => loadSkeletons().then((m) => ({ default: m.SearchResultSkeleton }))),
    }),
    [loadSkeletons],
  )
  const navigation = useNavigation()
  const location = useLocation()
  const target = navigation.location ? fallbackFor(location, navigation.location) : null
  const key = navigation.location?.key ?? null
  const [shown, setShown] = useState<{ key: string; page: SearchPage } | null>(null)

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1))
    idle(() => void loadSkeletons())
  }, [loadSkeletons])

  useEffect(() => {
    if (!target || !key) return setShown(null)
    return scheduleSearchFallback(
      () => setShown({ key, page: target }),
      () => setShown(null),
    )
  }, [target, key])

  if (!shown || shown.key !== key) return null
  return (
    <div className="search-fallback">
      <Suspense fallback={null}>{shown.page === 'home' ? <HomeSkeleton /> : <ResultSkeleton />}</Suspense>
    </div>
  )
}
