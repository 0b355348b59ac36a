import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { bookings, vet } from '~/backends/vet.server'
import { isOn } from '~/domain/experiments'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { parseRecordId } from '~/domain/record-id'
import { animalsLabel, bookingHref, clinicBadges, dateLabel, earliestSlots, nextFreeDate, timeLabel } from '~/domain/vet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, orFallback, withPageErrors } from '~/http/responses.server'
import { type RequestContext, requestContext } from '~/session/context.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { HoursTable } from '~/ui/vet/HoursTable'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`${data?.clinic.name ?? VET_MSG.clinics.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const M = VET_MSG.clinic
/** How many earliest times the vetBooking shortcut offers. */
const QUICK = 3

/**
 * The earliest free times, shown only to devices in the `vetBooking` experiment (a shortcut: the
 * 예약하기 button is there for everyone). Not worth failing the clinic's page for.
 */
async function quickSlots(ctx: RequestContext, clinicId: number) {
  if (!isOn(await bff.experiments(ctx), 'vetBooking')) return null
  const earliest = async () => {
    const first = await bookings.slots(ctx, clinicId)
    // Late in the day the first date may have only a slot or two left: the next one fills in.
    const next = nextFreeDate(first)
    const days = earliestSlots([first], QUICK).length < QUICK && next ? [first, await bookings.slots(ctx, clinicId, next)] : [first]
    return earliestSlots(days, QUICK)
  }
  return orFallback(earliest(), null)
}

/** `/vet/{clinicId}`: a clinic's information, hours and the way to book it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const clinicId = parseRecordId(params.clinicId)
  if (clinicId === null) throw notFound()
  const ctx = await requestContext(request, context)
  const [clinic, quick] = await Promise.all([withPageErrors(() => vet.clinic(ctx, clinicId)), quickSlots(ctx, clinicId)])
  // Per device (the experiment) and per minute (the free times): never shared.
  return json({ clinic, quick }, { headers: cacheHeaders('private') })
}

export default function ClinicPage() {
  const { clinic, quick } = useLoaderData<typeof loader>()
  const badges = clinicBadges(clinic)
  return (
    <div className="vet-page">
      <PageHeader title={clinic.name} backTo="/vet" />
      <section className="clinic-hero">
        {badges.length > 0 ? (
          <p className="clinic-badges">
            {badges.map((badge) => (
              <span key={badge} className="clinic-badge">
                {badge}
              </span>
            ))}
          </p>
        ) : null}
        <p>{clinic.description}</p>
        <Link to={bookingHref({ clinicId: clinic.clinicId })} className="button button--primary vet-button--block">
          {M.book}
        </Link>
      </section>
      {quick ? (
        <section className="vet-section vet-quick" aria-labelledby="clinic-quick">
          <h2 id="clinic-quick" className="vet-section__title">
            {M.quick}
          </h2>
          {quick.length > 0 ? (
            <>
              <p className="vet-note">{M.quickLead}</p>
              <ul className="vet-quick__slots">
                {quick.map((slot) => (
                  <li key={`${slot.date} ${slot.time}`}>
                    <Link to={bookingHref({ clinicId: clinic.clinicId, ...slot })} className="chip-link">
                      <span aria-hidden="true">
                        {dateLabel(slot.date)} {timeLabel(slot.time)}
                      </span>
                      <span className="sr-only">{M.quickSlot(dateLabel(slot.date), timeLabel(slot.time))}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="vet-note">{M.quickNone}</p>
          )}
        </section>
      ) : null}
      <section className="vet-section" aria-labelledby="clinic-info">
        <h2 id="clinic-info" className="vet-section__title">
          {M.info}
        </h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{M.address}</dt>
            <dd>{clinic.address}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.phone}</dt>
            <dd>
              <a href={`tel:${clinic.phone}`} className="text-link" aria-label={M.call(clinic.phone)}>
                {clinic.phone}
              </a>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{M.animals}</dt>
            <dd>{animalsLabel(clinic)}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.specialities}</dt>
            <dd>{clinic.specialities.join(', ')}</dd>
          </div>
        </dl>
        <p className="vet-note">{M.director(clinic.directorName)}</p>
      </section>
      <HoursTable clinic={clinic} />
      <p className="vet-cta">
        <Link to="/vet" className="text-link">
          {M.back}
        </Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
