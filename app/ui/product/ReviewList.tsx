import type { Reviews } from '~/domain/catalog.schema'
import { formatCount, formatScore } from '~/domain/format'
import { MSG } from '~/domain/messages'
import { seoulDate } from '~/domain/pet'

/**
 * The latest reviews of a product, with its average and count. `null` is a review service that did
 * not answer: saying "no reviews yet" then would be wrong for a product with thousands.
 */
export function ReviewList({ reviews }: { reviews: Reviews | null }) {
  return (
    <section className="detail-section" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{MSG.productDetail.reviews}</h2>
      {!reviews ? (
        <p className="empty">{MSG.productDetail.reviewsUnavailable}</p>
      ) : reviews.totalCount === 0 ? (
        <p className="empty">{MSG.productDetail.noReviews}</p>
      ) : (
        <>
          <p className="review-summary">
            <span aria-hidden="true">★</span> {MSG.productDetail.reviewSummary(formatScore(reviews.averageScore), formatCount(reviews.totalCount))}
          </p>
          <ul className="review-list">
            {reviews.reviews.map((review) => (
              <li key={review.reviewId} className="review">
                <p className="review__head">
                  <span className="review__stars" role="img" aria-label={MSG.productDetail.reviewScore(review.score)}>
                    {'★'.repeat(review.score)}
                    {'☆'.repeat(5 - review.score)}
                  </span>
                  <span className="review__author">{review.nickname}</span>
                  <time dateTime={review.createdAt}>{seoulDate(new Date(review.createdAt)).replaceAll('-', '.')}</time>
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
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
