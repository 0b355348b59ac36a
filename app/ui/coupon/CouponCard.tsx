import type { ReactNode } from 'react'
import { couponBenefit, couponConditions } from '~/domain/coupons'
import { formatDate } from '~/domain/date-formats'
import type { CouponTerms } from '~/domain/membership.schema'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'

type Props = {
  terms: CouponTerms
  title: string
  expiresAt: string | null | undefined
  /** A line under the conditions: 남은 수량, 사용일. */
  note?: string | null
  /** The right-hand side: a download button or a state. */
  children?: ReactNode
  dimmed?: boolean
}

/** One coupon as a ticket: what it gives, its title, its conditions and until when. */
export function CouponCard({ terms, title, expiresAt, note, children, dimmed }: Props) {
  const C = MEMBERSHIP_MSG.coupons
  return (
    <article className="coupon-card" aria-label={title} data-dimmed={dimmed || undefined}>
      <div className="coupon-card__body">
        <p className="coupon-card__benefit">{couponBenefit(terms)}</p>
        <h3 className="coupon-card__title">{title}</h3>
        <ul className="coupon-card__conditions">
          {couponConditions(terms).map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
          <li>{expiresAt ? C.expiresAt(formatDate(expiresAt)) : C.noExpiry}</li>
        </ul>
        {note ? <p className="coupon-card__note">{note}</p> : null}
      </div>
      {children ? <div className="coupon-card__action">{children}</div> : null}
    </article>
  )
}
