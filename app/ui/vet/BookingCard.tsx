import { Link } from '@remix-run/react'
import * as VET_MSG from '~/domain/messages.vet'
import { dateLabel, timeLabel } from '~/domain/vet'
import type { Booking } from '~/domain/vet.schema'

/** A booking in my list: when, where, for whom, its state; the whole card opens its page. */
export function BookingCard({ booking }: { booking: Booking }) {
  return (
    <li className="booking-card" data-state={booking.state}>
      <Link
        to={`/booking/${booking.bookingId}`}
        className="booking-card__link"
        aria-label={`${booking.clinic.name} ${dateLabel(booking.date)} ${timeLabel(booking.time)} ${VET_MSG.booking.detail}`}
      >
        <p className="booking-card__state">{VET_MSG.booking.state[booking.state]}</p>
        <p className="booking-card__when">
          {dateLabel(booking.date)} {timeLabel(booking.time)}
        </p>
        <p className="booking-card__where">
          {booking.pet.name} · {booking.clinic.name}
        </p>
        <p className="booking-card__reason">{VET_MSG.booking.reasons[booking.reason]}</p>
      </Link>
    </li>
  )
}
