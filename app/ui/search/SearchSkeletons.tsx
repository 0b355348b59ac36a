import { SKELETON } from '~/domain/constants'
import * as SEARCH_MSG from '~/domain/messages.search'
import { BottomNavSkeleton } from '../BottomNav'

const times = (n: number) => Array.from({ length: n }, (_, i) => i)

function HeaderSkeleton({ sticky = false }: { sticky?: boolean }) {
  return (
    <div className="search-skeleton__header" data-sticky={sticky || undefined} data-testid="skeleton-header">
      <span className="skeleton skeleton--icon" />
      <span className="skeleton skeleton--input" />
    </div>
  )
}

/** A product card's outline: picture, brand and name lines, price. */
function CardSkeleton() {
  return (
    <div className="card-skeleton" data-testid="skeleton-card">
      <span className="skeleton card-skeleton__image" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  )
}

/**
 * Spec §2 search page skeleton: header with back button and rounded input, recently viewed
 * products, ten best-keyword rows (the first with a product row), bottom navigation.
 */
export function SearchHomeSkeleton() {
  return (
    <div className="search-skeleton" role="status" aria-busy="true" aria-label={SEARCH_MSG.loading} data-skeleton="search-home">
      <HeaderSkeleton />
      <section className="search-skeleton__section" data-testid="skeleton-recent">
        <span className="skeleton skeleton--title" />
        <div className="search-skeleton__row">
          {times(SKELETON.productPlaceholders).map((i) => (
            <span key={i} className="skeleton search-skeleton__thumb" data-testid="skeleton-product" />
          ))}
        </div>
      </section>
      <section className="search-skeleton__section">
        <span className="skeleton skeleton--title" />
        <ol className="search-skeleton__keywords">
          {times(SKELETON.keywordRows).map((i) => (
            <li key={i} data-testid="skeleton-keyword">
              <span className="skeleton skeleton--rank" />
              <span className="skeleton skeleton--line" />
              {i === 0 ? (
                <div className="search-skeleton__row" data-testid="skeleton-keyword-products">
                  {times(SKELETON.productPlaceholders).map((j) => (
                    <span key={j} className="skeleton search-skeleton__thumb" data-testid="skeleton-product" />
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <BottomNavSkeleton />
    </div>
  )
}

type ResultSkeletonProps = { stickyHeader?: boolean; bottomNav?: boolean; count?: string | null }

/**
 * Spec §2 result loading screen: optional sticky header, filter skeleton (3 pills and a wider
 * one, then 2 chips), the product count and 8 cards in two columns, optional fixed bottom
 * navigation no wider than the phone column.
 */
export function SearchResultSkeleton({ stickyHeader = true, bottomNav = true, count = null }: ResultSkeletonProps) {
  return (
    <div className="search-skeleton" role="status" aria-busy="true" aria-label={SEARCH_MSG.loading} data-skeleton="search-result">
      {stickyHeader ? <HeaderSkeleton sticky /> : null}
      <div className="filter-skeleton" data-testid="skeleton-filters">
        <div className="filter-skeleton__row" data-testid="skeleton-filter-row">
          {times(SKELETON.filterPillsRowOne).map((i) => (
            <span key={i} className="skeleton skeleton--pill" data-testid="skeleton-pill" />
          ))}
          {times(SKELETON.filterWidePillsRowOne).map((i) => (
            <span key={i} className="skeleton skeleton--pill skeleton--wide" data-testid="skeleton-pill-wide" />
          ))}
        </div>
        <div className="filter-skeleton__row" data-testid="skeleton-filter-row">
          {times(SKELETON.filterChipsRowTwo).map((i) => (
            <span key={i} className="skeleton skeleton--chip" data-testid="skeleton-chip" />
          ))}
        </div>
      </div>
      <p className="search-skeleton__count" data-testid="skeleton-count">
        {count ?? <span className="skeleton skeleton--count" />}
      </p>
      <div className="product-grid" data-testid="skeleton-grid">
        {times(SKELETON.resultCards).map((i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
      {bottomNav ? (
        <div className="search-skeleton__nav" data-testid="skeleton-fixed-nav">
          <BottomNavSkeleton />
        </div>
      ) : null}
    </div>
  )
}
