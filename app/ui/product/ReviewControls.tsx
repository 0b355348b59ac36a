import { Link, useLocation, useNavigate } from '@remix-run/react'
import type { MouseEvent, ReactNode } from 'react'
import { REVIEW_SORTS } from '~/domain/catalog'
import * as MSG from '~/domain/messages'
import { type ReviewQuery, reviewSearch } from '~/domain/reviews'

const exact = new Intl.NumberFormat('ko-KR')

/**
 * A link that changes the review list. Without JavaScript it is a plain GET whose page the server
 * renders, landing at `hash`; with JavaScript the same address loads in place, replacing the
 * history entry and keeping the scroll (the back arrow still leaves the product, not a sort).
 */
export function ReviewLink({
  search,
  hash,
  className,
  current,
  children,
}: {
  search: string
  hash: string
  className?: string
  current?: boolean
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window is the browser's business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true })
  }
  return (
    <Link to={`${pathname}${search}#${hash}`} onClick={onClick} className={className} aria-current={current ? 'true' : undefined}>
      {children}
    </Link>
  )
}

/**
 * This page's query, carrying where ‹ leads (`from`): a review link's Referer is the product page
 * itself, which the way back skips, so without it the way back to search results would be lost.
 */
export function useReviewParams(from: string | null): URLSearchParams {
  const params = new URLSearchParams(useLocation().search)
  if (from) params.set('from', from)
  return params
}

/** 최신순 · 별점 높은순 · 별점 낮은순, and 포토 리뷰만 with how many there are. */
export function ReviewControls({ query, photoCount, from }: { query: ReviewQuery; photoCount: number; from: string | null }) {
  const params = useReviewParams(from)
  return (
    <div className="review-controls">
      <nav className="review-sorts" aria-label={MSG.productDetail.reviewSort}>
        <ul>
          {REVIEW_SORTS.map((sort) => (
            <li key={sort}>
              <ReviewLink search={reviewSearch(params, { sort })} hash="reviews" current={sort === query.sort}>
                {MSG.productDetail.reviewSorts[sort]}
              </ReviewLink>
            </li>
          ))}
        </ul>
      </nav>
      <ReviewLink
        search={reviewSearch(params, { photoOnly: !query.photoOnly })}
        hash="reviews"
        className="review-photo-filter"
        current={query.photoOnly}
      >
        <span aria-hidden="true">{query.photoOnly ? '✓ ' : ''}</span>
        {MSG.productDetail.photoReviewsOnly}{' '}
        <span className="review-photo-filter__count">{MSG.productDetail.photoReviewCount(exact.format(photoCount))}</span>
      </ReviewLink>
    </div>
  )
}
