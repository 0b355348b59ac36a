import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { myReviews } from '~/backends/reviews.server'
import { formatDate } from '~/domain/date-formats'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { productHref } from '~/domain/product'
import { isEditable } from '~/domain/review-rules'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.review.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/review`: products waiting for a review, and the reviews the member wrote. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const [writable, mine] = await withPageErrors(() => Promise.all([myReviews.writable(ctx), myReviews.mine(ctx)]))
  // Decision 047: a review of 30 days or less has its 리뷰 수정 (edit and delete) link.
  const now = new Date()
  const reviews = mine.reviews.map((review) => ({ ...review, editable: isEditable(new Date(review.createdAt), now) }))
  return json({ writable: writable.items, mine: reviews }, { headers: cacheHeaders('never-stored') })
}

export default function ReviewPage() {
  const { writable, mine } = useLoaderData<typeof loader>()
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.review.title} backTo="/my" />
      <section aria-labelledby="writable-title">
        <h2 id="writable-title" className="search-section__title">
          {SHOP_MSG.review.writable}
        </h2>
        {writable.length === 0 ? <p className="empty">{SHOP_MSG.review.noWritable}</p> : null}
        <ul className="order-lines">
          {writable.map((item) => (
            <li key={`${item.orderId}-${item.lineNo}`} className="order-line">
              <img src={item.imageUrl} alt="" width={56} height={56} loading="lazy" />
              <div>
                <p className="order-line__name">{item.productName}</p>
                <p className="order-line__meta">{[item.optionName, formatDate(item.orderedAt)].filter(Boolean).join(' · ')}</p>
                <Link
                  to={`/review/write?orderId=${item.orderId}&lineNo=${item.lineNo}`}
                  className="text-link"
                  aria-label={`${item.productName} ${SHOP_MSG.review.write}`}
                >
                  {SHOP_MSG.review.write}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="mine-title">
        <h2 id="mine-title" className="search-section__title">
          {SHOP_MSG.review.mine}
        </h2>
        {mine.length === 0 ? <p className="empty">{SHOP_MSG.review.noMine}</p> : null}
        <ul className="address-list">
          {mine.map((review) => (
            <li key={review.reviewId} className="address-card">
              <Link to={productHref(review.productId)} className="order-line__name">
                {review.productName}
              </Link>
              <p>
                <span aria-hidden="true">{'★'.repeat(review.score)}</span>
                <span className="sr-only">{MSG.productDetail.reviewScore(review.score)}</span>
              </p>
              <p>{review.text}</p>
              {review.photos.length > 0 ? (
                <div className="review-photos">
                  {review.photos.map((url) => (
                    <img key={url} src={url} alt="" width={72} height={72} loading="lazy" />
                  ))}
                </div>
              ) : null}
              <p className="choice__sub">
                {formatDate(review.createdAt)}
                {review.editedAt ? ` · ${SHOP_MSG.review.edited}` : null}
              </p>
              {review.editable ? (
                <Link
                  to={`/review/edit/${review.reviewId}`}
                  className="text-link"
                  aria-label={SHOP_MSG.review.editLink(review.productName)}
                >
                  {SHOP_MSG.review.edit}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
