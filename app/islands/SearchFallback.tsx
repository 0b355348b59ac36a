import { useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { SEARCH } from '~/domain/constants'
import { fallbackFor, type SearchPage } from '~/domain/search'
import { SearchHomeSkeleton, SearchResultSkeleton } from '~/ui/search/SearchSkeletons'

/**
 * Spec §2 search fallback: a navigation to a search page that has not finished after 800 ms
 * shows that page's skeleton over the old page; it goes when the navigation completes or after
 * 10 s, whichever is first. None for a sort or filter change on the same word's results.
 */
export function SearchFallback() {
  const navigation = useNavigation()
  const location = useLocation()
  const target = navigation.location ? fallbackFor(location, navigation.location) : null
  const key = navigation.location?.key ?? null
  const [shown, setShown] = useState<{ key: string; page: SearchPage } | null>(null)

  useEffect(() => {
    if (!target || !key) return setShown(null)
    const show = setTimeout(() => setShown({ key, page: target }), SEARCH.fallbackDelayMs)
    const clear = setTimeout(() => setShown(null), SEARCH.fallbackClearMs)
    return () => {
      clearTimeout(show)
      clearTimeout(clear)
    }
  }, [target, key])

  if (!shown || shown.key !== key) return null
  return <div className="search-fallback">{shown.page === 'home' ? <SearchHomeSkeleton /> : <SearchResultSkeleton />}</div>
}
