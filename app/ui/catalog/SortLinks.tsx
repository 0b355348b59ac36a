import { Link } from '@remix-run/react'
import { CATEGORY_SORTS, type CategorySort } from '~/domain/catalog'
import * as MSG from '~/domain/messages'

/** Sorting as links: works without JavaScript, and each sorted page has its own address. */
export function SortLinks({ current, href }: { current: CategorySort; href: (sort: CategorySort) => string }) {
  return (
    <nav className="sort-links" aria-label={MSG.catalog.sort}>
      <ul>
        {CATEGORY_SORTS.map((sort) => (
          <li key={sort}>
            <Link to={href(sort)} aria-current={sort === current ? 'true' : undefined} preventScrollReset>
              {MSG.catalog.sorts[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Previous and next page links with where the shopper is. */
export function Pager({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={MSG.catalog.paging}>
      {page > 1 ? <Link to={href(page - 1)}>{MSG.catalog.prev}</Link> : <span aria-hidden="true" />}
      <span>{MSG.catalog.pageOf(page, pages)}</span>
      {page < pages ? <Link to={href(page + 1)}>{MSG.catalog.next}</Link> : <span aria-hidden="true" />}
    </nav>
  )
}
