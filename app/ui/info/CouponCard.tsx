import { Form, Link } from '@remix-run/react'
import { formatDate } from '~/domain/date-formats'
import type { EventCoupon } from '~/domain/events.schema'
import { formatWon } from '~/domain/format'
import * as INFO_MSG from '~/domain/messages.info'

const M = INFO_MSG.event.coupon

function couponValue(coupon: EventCoupon): string {
  if (coupon.type === 'FREE_SHIPPING') return M.freeShipping
  if (coupon.type === 'RATE') return M.rate(coupon.discountValue)
  return M.amount(formatWon(coupon.discountValue))
}

/**
 * The event's coupon: a plain form posts the download (JavaScript or not); a guest is sent to
 * sign in and back; a downloaded, exhausted or expired coupon, or an ended event, says so.
 */
export function CouponCard({ coupon, ended, loginHref }: { coupon: EventCoupon; ended: boolean; loginHref: string }) {
  const conditions = [
    coupon.minOrderPrice > 0 ? M.minOrder(formatWon(coupon.minOrderPrice)) : M.anyOrder,
    coupon.maxDiscountPrice ? M.maxDiscount(formatWon(coupon.maxDiscountPrice)) : null,
    coupon.productGroup1Id === 1 || coupon.productGroup1Id === 2 ? M.forGroup[coupon.productGroup1Id] : null,
    coupon.expiresAt ? M.until(formatDate(coupon.expiresAt)) : null,
    coupon.remaining !== null && coupon.available ? M.remaining(coupon.remaining) : null,
  ].filter((c): c is string => c !== null)
  const closed = ended || !coupon.available
  return (
    <section className="coupon-card" aria-labelledby="coupon-title">
      <h2 id="coupon-title" className="sr-only">
        {M.title}
      </h2>
      <p className="coupon-card__value">{couponValue(coupon)}</p>
      <p className="coupon-card__name">{coupon.title}</p>
      <ul className="coupon-card__conditions">
        {conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      {coupon.downloaded ? (
        <p className="coupon-card__state" role="status">
          {M.downloaded}
        </p>
      ) : closed ? (
        <p className="coupon-card__state">{M.unavailable}</p>
      ) : coupon.downloaded === null ? (
        <Link to={loginHref} className="button button--primary button--block">
          {M.login}
        </Link>
      ) : (
        <Form method="post" preventScrollReset>
          <button type="submit" name="intent" value="download" className="button button--primary button--block">
            {M.download}
          </button>
        </Form>
      )}
      <Link to="/coupon-download" className="text-link coupon-card__more">
        {M.myCoupons}
      </Link>
    </section>
  )
}
