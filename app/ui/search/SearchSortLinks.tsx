import { Link } from '@remix-run/react'
import * as SEARCH_MSG from '~/domain/messages.search'
import { SEARCH_SORTS, type SearchGroup, type SearchQuery, type SearchSort, searchResultHref } from '~/domain/search'

/** Sorts as links that keep the filters (each sorted result has its own address). */
export function SearchSortLinks({ group, query }: { group: SearchGroup; query: SearchQuery }) {
  return (
    <nav className="sort-links" aria-label={SEARCH_MSG.sort}>
      <ul>
        {SEARCH_SORTS.map((sort: SearchSort) => (
          <li key={sort}>
            <Link
              to={searchResultHref(group, { ...query, sort, page: 1 })}
              aria-current={sort === query.sort ? 'true' : undefined}
              preventScrollReset
            >
              {SEARCH_MSG.sorts[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
