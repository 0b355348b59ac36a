import { Link } from '@remix-run/react'
import * as VET_MSG from '~/domain/messages.vet'
import { dateLabel, shortDate, weekdayOf } from '~/domain/vet'
import type { Slots } from '~/domain/vet.schema'

/**
 * The 14 dates as links (they work without JavaScript: the page comes back with that date's
 * times). A closed day is shown but not a link.
 */
export function DateChips({ slots, hrefFor }: { slots: Slots; hrefFor: (date: string) => string }) {
  return (
    <nav className="date-chips" aria-label={VET_MSG.booking.date}>
      <ul>
        {slots.dates.map((day) => {
          const name = VET_MSG.booking.dateLabel(dateLabel(day.date), day.open, day.available)
          const face = (
            <>
              <span className="date-chip__day">{weekdayOf(day.date)}</span>
              <span className="date-chip__date">{shortDate(day.date)}</span>
            </>
          )
          return (
            <li key={day.date}>
              {day.open ? (
                <Link
                  to={hrefFor(day.date)}
                  replace
                  preventScrollReset
                  className="date-chip"
                  aria-label={name}
                  aria-current={day.date === slots.date ? 'date' : undefined}
                  data-full={day.available === 0 || undefined}
                >
                  {face}
                </Link>
              ) : (
                <span className="date-chip" data-closed>
                  <span aria-hidden="true">{face}</span>
                  <span className="sr-only">{name}</span>
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
