import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { bookings } from '~/backends/vet.server'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { BookingCard } from '~/ui/vet/BookingCard'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction = () => pageMeta(`${VET_MSG.booking.mine} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const M = VET_MSG.booking

/** `/booking`: the member's bookings, upcoming (soonest first) and past; the way to a new one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const list = await withPageErrors(() => bookings.list(ctx))
  return json(list, { headers: cacheHeaders('never-stored') })
}

export default function MyBookings() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  return (
    <div className="vet-page">
      <PageHeader title={M.mine} backTo="/my" />
      <section className="vet-section" aria-labelledby="booking-upcoming">
        <h2 id="booking-upcoming" className="vet-section__title">
          {M.upcoming}
        </h2>
        {upcoming.length === 0 ? <p className="vet-empty">{M.noUpcoming}</p> : null}
        <ul className="booking-list">
          {upcoming.map((booking) => (
            <BookingCard key={booking.bookingId} booking={booking} />
          ))}
        </ul>
        <div className="vet-actions">
          <Link to="/booking/new" className="button button--primary">
            {M.newTitle}
          </Link>
          <Link to="/vet" className="button">
            {M.findClinic}
          </Link>
        </div>
      </section>
      <section className="vet-section" aria-labelledby="booking-past">
        <h2 id="booking-past" className="vet-section__title">
          {M.past}
        </h2>
        {past.length === 0 ? <p className="vet-empty">{M.noPast}</p> : null}
        <ul className="booking-list">
          {past.map((booking) => (
            <BookingCard key={booking.bookingId} booking={booking} />
          ))}
        </ul>
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
