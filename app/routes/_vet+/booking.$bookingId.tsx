import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { BackendError } from '~/backends/error'
import { bookings } from '~/backends/vet.server'
import { BookingChangeSchema } from '~/domain/booking.schema'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { parseRecordId } from '~/domain/record-id'
import { dateLabel, timeLabel } from '~/domain/vet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { errorResponse, notFound, withPageErrors } from '~/http/responses.server'
import { bookingErrorStatus, replyWithBookingError, slotsFor } from '~/routes/_vet+/__booking.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { ChoiceChips } from '~/ui/vet/ChoiceChips'
import { DateChips } from '~/ui/vet/DateChips'
import { timeChoices } from '~/ui/vet/time-choices'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction = () => pageMeta(`${VET_MSG.booking.detailTitle} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const M = VET_MSG.booking

function bookingIdOf(value: string | undefined): number {
  const bookingId = parseRecordId(value)
  if (bookingId === null) throw notFound()
  return bookingId
}

/** `/booking/{bookingId}?date=`: one of the member's bookings; while upcoming, change its time or cancel it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const bookingId = bookingIdOf(params.bookingId)
  const ctx = await requireMember(request, context)
  // Someone else's booking is unknown to V2: the not-found screen.
  const booking = await withPageErrors(() => bookings.detail(ctx, bookingId))
  const asked = new URL(request.url).searchParams.get('date')
  const slots =
    booking.state === 'UPCOMING' ? await withPageErrors(() => slotsFor(ctx, booking.clinic.clinicId, asked ?? booking.date)) : null
  return json({ booking, slots }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const bookingId = bookingIdOf(params.bookingId)
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  const done = async (message: string) =>
    redirect(`/booking/${bookingId}`, { headers: await flashHeaders(request, { toast: { message, tone: 'success' } }) })
  const submission = parseWithZod(formData, { schema: BookingChangeSchema })
  try {
    if (formData.get('intent') === 'cancel') {
      await bookings.cancel(ctx, bookingId)
      return done(M.cancelled)
    }
    if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
    await bookings.change(ctx, bookingId, submission.value)
    return done(M.changed)
  } catch (error) {
    // A booking that is not the member's: the same not-found screen as its page, nothing changed.
    if (error instanceof BackendError && error.code === 'NOT_FOUND') throw errorResponse(error)
    return json({ result: replyWithBookingError(submission.reply, error) }, { status: bookingErrorStatus(error) })
  }
}

export default function BookingDetail() {
  const { booking, slots } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof BookingChangeSchema>({
    id: `booking-change-${slots?.date ?? ''}`,
    lastResult: actionData?.result,
  })
  const current = slots?.date === booking.date ? booking.time : undefined
  return (
    <div className="vet-page">
      <PageHeader title={M.detailTitle} backTo="/booking" />
      <section className="vet-section booking-summary" aria-labelledby="booking-when">
        <p className="booking-card__state" role="status">
          {M.state[booking.state]}
        </p>
        <h2 id="booking-when" className="vet-section__title">
          {dateLabel(booking.date)} {timeLabel(booking.time)}
        </h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{M.clinic}</dt>
            <dd>
              <Link to={`/vet/${booking.clinic.clinicId}`} className="text-link">
                {booking.clinic.name}
              </Link>
              <br />
              {booking.clinic.address} · <a href={`tel:${booking.clinic.phone}`}>{booking.clinic.phone}</a>
            </dd>
          </div>
          <div className="facts__row">
            <dt>{M.pet}</dt>
            <dd>{booking.pet.name}</dd>
          </div>
          <div className="facts__row">
            <dt>{M.reason}</dt>
            <dd>{M.reasons[booking.reason]}</dd>
          </div>
          {booking.memo ? (
            <div className="facts__row">
              <dt>{M.memo}</dt>
              <dd className="booking-memo">{booking.memo}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {slots ? (
        <>
          <section className="vet-section" aria-labelledby="booking-change">
            <h2 id="booking-change" className="vet-section__title">
              {M.change}
            </h2>
            <p className="vet-note">{M.changeLead}</p>
            <DateChips slots={slots} hrefFor={(date) => `/booking/${booking.bookingId}?date=${date}`} />
            <Form method="post" {...getFormProps(form)} className="form vet-form">
              <input type="hidden" name="date" value={slots.date} />
              {slots.slots.length === 0 ? <p className="vet-note">{M.noSlots}</p> : null}
              <ChoiceChips meta={fields.time} legend={`${M.time} · ${slots.date}`} options={timeChoices(slots.slots, current)} compact />
              <FormErrors id={form.errorId} errors={form.errors} />
              <SubmitButton name="intent" value="change">
                {M.changeSubmit}
              </SubmitButton>
            </Form>
          </section>
          <section className="vet-section" aria-label={M.cancel}>
            <details className="booking-cancel">
              <summary className="button">{M.cancel}</summary>
              <Form method="post">
                <button type="submit" name="intent" value="cancel" className="button button--primary vet-button--block">
                  {M.cancelConfirm}
                </button>
              </Form>
            </details>
          </section>
        </>
      ) : (
        <p className="vet-note vet-note--page">{M.closed}</p>
      )}
      <p className="vet-cta">
        <Link to="/booking" className="text-link">
          {M.mine}
        </Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
