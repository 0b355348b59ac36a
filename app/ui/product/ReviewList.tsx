import { useLocation, useNavigation } from '@remix-run/react'
import type { Reviews } from '~/domain/catalog.schema'
import { formatCount, formatScore } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { REVIEW_PAGE_SIZE, type ReviewQuery, reviewSearch } from '~/domain/reviews'
import { seoulDate } from '~/domain/seoul-date'
import { HelpfulButton } from '~/islands/HelpfulButton'
import { ReviewControls, ReviewLink, useReviewParams } from './ReviewControls'
import { ScoreHistogram } from './ScoreHistogram'

const exact = new Intl.NumberFormat('ko-KR')

/**
 * A product's reviews: average, count and score bars, then the list with its sort, the photo
 * filter and 더 보기 (decision 024). `null` is a review service that did not answer: saying "no
 * reviews yet" then would be wrong for a product with thousands.
 */
export function ReviewList({ reviews, query, from = null }: { reviews: Reviews | null; query: ReviewQuery; from?: string | null }) {
  return (
    <section className="detail-section" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{MSG.productDetail.reviews}</h2>
      {!reviews ? (
        <p className="empty">{MSG.productDetail.reviewsUnavailable}</p>
      ) : reviews.totalCount === 0 && reviews.reviews.length === 0 ? (
        <p className="empty">{MSG.productDetail.noReviews}</p>
      ) : (
        <>
          <p className="review-summary">
            <span aria-hidden="true">★</span>{' '}
            {MSG.productDetail.reviewSummary(formatScore(reviews.averageScore), formatCount(reviews.totalCount))}
          </p>
          <ScoreHistogram counts={reviews.scoreCounts} total={reviews.totalCount} />
          <ReviewControls query={query} photoCount={reviews.photoCount} from={from} />
          <ReviewItems reviews={reviews} query={query} from={from} />
        </>
      )}
    </section>
  )
}

function ReviewItems({ reviews, query, from }: { reviews: Reviews; query: ReviewQuery; from: string | null }) {
  const location = useLocation()
  const params = useReviewParams(from)
  const navigation = useNavigation()
  // With JavaScript, the list says it is busy while the next page or another order loads.
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname
  const shown = reviews.reviews.length
  const listed = reviews.listedCount
  // A service that does not say how many it lists: more while every page asked for came full.
  const more = listed === undefined ? shown === query.pages * REVIEW_PAGE_SIZE && shown < reviews.totalCount : shown < listed
  const nextPage = Math.ceil(shown / REVIEW_PAGE_SIZE) + 1
  if (shown === 0) return <p className="empty">{query.photoOnly ? MSG.productDetail.noPhotoReviews : MSG.productDetail.noReviews}</p>
  return (
    <>
      <ul className="review-list" aria-label={MSG.productDetail.reviewList} aria-busy={busy || undefined}>
        {reviews.reviews.map((review, i) => (
          // The first review of each page is where a 더 보기 without JavaScript lands.
          <li
            key={review.reviewId}
            className="review"
            id={i % REVIEW_PAGE_SIZE === 0 ? `review-page-${i / REVIEW_PAGE_SIZE + 1}` : undefined}
          >
            <div id={`review-${review.reviewId}`} className="review__anchor" />
            <p className="review__head">
              <span className="review__stars" role="img" aria-label={MSG.productDetail.reviewScore(review.score)}>
                {'★'.repeat(review.score)}
                {'☆'.repeat(5 - review.score)}
              </span>
              <span className="review__author">{review.nickname}</span>
              <time dateTime={review.createdAt}>{seoulDate(new Date(review.createdAt)).replaceAll('-', '.')}</time>
              {review.editedAt ? <span className="review__edited">{MSG.productDetail.reviewEdited}</span> : null}
            </p>
            {review.petName ? <p className="review__pet">{[review.petName, review.petAgeLabel].filter(Boolean).join(' · ')}</p> : null}
            <p className="review__text">{review.text}</p>
            {review.photos.length > 0 ? (
              <div className="review__photos">
                {review.photos.map((url) => (
                  <img key={url} src={url} alt="" width={80} height={80} loading="lazy" decoding="async" />
                ))}
              </div>
            ) : null}
            <HelpfulButton reviewId={review.reviewId} count={review.helpfulCount} helped={review.helped} mine={review.mine} />
          </li>
        ))}
      </ul>
      <p className="review-more">
        {listed === undefined ? null : (
          <span className="review-more__count">{MSG.productDetail.reviewsShown(exact.format(shown), exact.format(listed))}</span>
        )}
        {more ? (
          <ReviewLink search={reviewSearch(params, { pages: nextPage })} hash={`review-page-${nextPage}`} className="review-more__link">
            {MSG.productDetail.moreReviews}
          </ReviewLink>
        ) : null}
      </p>
    </>
  )
}
