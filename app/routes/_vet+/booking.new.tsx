import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { bookings, vet } from '~/backends/vet.server'
import { BookingFormSchema, BookingTimeSchema } from '~/domain/booking.schema'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { parseRecordId } from '~/domain/record-id'
import { bookingHref, treats } from '~/domain/vet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { bookingErrorStatus, replyWithBookingError, slotsFor } from '~/routes/_vet+/__booking.server'
import { flashHeaders } from '~/session/flash.server'
import { currentPath, requireMember } from '~/session/signin.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { ChoiceChips } from '~/ui/vet/ChoiceChips'
import { DateChips } from '~/ui/vet/DateChips'
import { HoursTable } from '~/ui/vet/HoursTable'
import { timeChoices } from '~/ui/vet/time-choices'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction = () => pageMeta(`${VET_MSG.booking.newTitle} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const M = VET_MSG.booking

/**
 * `/booking/new?clinicId=&date=&time=`: clinic, then date (links), then time, pet, reason and memo
 * in one plain form. A member without pets registers one first and comes back here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const url = new URL(request.url)
  const pets = await withPageErrors(() => accounts.pets(ctx))
  if (pets.length === 0) {
    throw redirect(`/pet/register?next=${encodeURIComponent(currentPath(request))}`, {
      headers: await flashHeaders(request, { toast: { message: M.noPets, tone: 'info' } }),
    })
  }
  const clinicId = parseRecordId(url.searchParams.get('clinicId'))
  const { clinics } = await withPageErrors(() => vet.clinics(ctx))
  const clinic = clinics.find((c) => c.clinicId === clinicId) ?? null
  const slots = clinic ? await withPageErrors(() => slotsFor(ctx, clinic.clinicId, url.searchParams.get('date'))) : null
  const time = BookingTimeSchema.safeParse(url.searchParams.get('time'))
  return json(
    {
      pets: pets.map((p) => ({ petId: p.petId, name: p.name, animalGroup1Id: p.animalGroup1Id, isMain: p.isMain ?? false })),
      clinics: clinics.map((c) => ({ clinicId: c.clinicId, name: c.name, district: c.district })),
      clinic,
      slots,
      time: time.success && slots?.date === url.searchParams.get('date') ? time.data : null,
    },
    { headers: cacheHeaders('never-stored') },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: BookingFormSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    const booking = await bookings.create(ctx, submission.value)
    return redirect(`/booking/${booking.bookingId}`, {
      headers: await flashHeaders(request, { toast: { message: M.booked, tone: 'success' } }),
    })
  } catch (error) {
    return json({ result: replyWithBookingError(submission.reply, error) }, { status: bookingErrorStatus(error) })
  }
}

export default function NewBooking() {
  const { pets, clinics, clinic, slots, time } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const treated = clinic ? pets.filter((p) => treats(clinic, p.animalGroup1Id)) : pets
  const pet = treated.find((p) => p.isMain) ?? treated[0]
  const [form, fields] = useShopForm<typeof BookingFormSchema>({
    id: `booking-${clinic?.clinicId ?? 0}-${slots?.date ?? ''}`,
    lastResult: actionData?.result,
    defaultValue: { time: time ?? undefined, petId: pet ? String(pet.petId) : undefined },
  })
  return (
    <div className="vet-page">
      <PageHeader title={M.newTitle} backTo={clinic ? `/vet/${clinic.clinicId}` : '/booking'} />
      <Form method="get" className="clinic-pick">
        <div className="field">
          <label className="field__label" htmlFor="booking-clinic">
            {M.chooseClinic}
          </label>
          <select
            id="booking-clinic"
            name="clinicId"
            className="field__input"
            defaultValue={clinic?.clinicId ?? ''}
            key={clinic?.clinicId ?? 0}
            required
          >
            <option value="">{M.chooseClinicPlaceholder}</option>
            {clinics.map((c) => (
              <option key={c.clinicId} value={c.clinicId}>
                {c.name} ({c.district})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {M.showSlots}
        </button>
      </Form>
      {clinic && slots ? (
        <>
          <h2 className="vet-section__title vet-section__title--page">{clinic.name}</h2>
          <HoursTable clinic={clinic} />
          <section className="vet-section" aria-label={M.date}>
            <DateChips slots={slots} hrefFor={(date) => bookingHref({ clinicId: clinic.clinicId, date })} />
          </section>
          <Form method="post" {...getFormProps(form)} className="form vet-form">
            <input type="hidden" name="clinicId" value={clinic.clinicId} />
            <input type="hidden" name="date" value={slots.date} />
            {slots.slots.length === 0 ? <p className="vet-note">{M.noSlots}</p> : null}
            <ChoiceChips meta={fields.time} legend={`${M.time} · ${slots.date}`} options={timeChoices(slots.slots)} compact />
            <ChoiceChips
              meta={fields.petId}
              legend={M.pet}
              options={pets.map((p) => {
                const ok = treats(clinic, p.animalGroup1Id)
                return { value: String(p.petId), label: p.name, disabled: !ok, note: ok ? undefined : M.petNotTreated }
              })}
            />
            <p className="vet-note">
              <Link
                to={`/pet/register?next=${encodeURIComponent(bookingHref({ clinicId: clinic.clinicId, date: slots.date }))}`}
                className="text-link"
              >
                {M.addPet}
              </Link>
            </p>
            <ChoiceChips
              meta={fields.reason}
              legend={M.reason}
              options={Object.entries(M.reasons).map(([value, label]) => ({ value, label }))}
              compact
            />
            <TextArea meta={fields.memo} label={M.memo} hint={M.memoHint} rows={3} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <SubmitButton>{M.submit}</SubmitButton>
          </Form>
        </>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
