import { Link } from '@remix-run/react'
import { formatDate } from '~/domain/date-formats'
import type { EventSummary } from '~/domain/events.schema'
import * as INFO_MSG from '~/domain/messages.info'

const M = INFO_MSG.event

export function groupLabel(productGroup1Id: number | null): string {
  return productGroup1Id === 1 || productGroup1Id === 2 ? INFO_MSG.group[productGroup1Id] : INFO_MSG.group.both
}

export function EventPeriod({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  return (
    <p className="event-period">
      <span className="sr-only">{M.periodLabel} </span>
      {M.period(formatDate(startsAt), formatDate(endsAt))}
    </p>
  )
}

/** One promotion in the list: its picture, state, title and period; ended ones are greyed. */
export function EventCard({ event }: { event: EventSummary }) {
  return (
    <li className="event-card" data-status={event.status}>
      <Link to={event.path} className="event-card__link">
        <img src={event.imageUrl} alt="" width={750} height={360} loading="lazy" className="event-card__image" />
        <div className="event-card__body">
          <p className="event-card__tags">
            <span className="event-status">{M.status[event.status]}</span>
            <span className="event-tag">{groupLabel(event.productGroup1Id)}</span>
            {event.hasCoupon ? <span className="event-tag event-tag--coupon">{M.couponBadge}</span> : null}
          </p>
          <h2 className="event-card__title">{event.title}</h2>
          <p className="event-card__subtitle">{event.subtitle}</p>
          <EventPeriod startsAt={event.startsAt} endsAt={event.endsAt} />
        </div>
      </Link>
    </li>
  )
}
