import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { vet } from '~/backends/vet.server'
import { clinicFilter } from '~/domain/booking.schema'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { ClinicCard } from '~/ui/vet/ClinicCard'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction = () => pageMeta(`${VET_MSG.clinics.title} | ${MSG.brand.name}`, MSG.pageDescription.vet)

export const headers = loaderCacheControl

const M = VET_MSG.clinics

/** `/vet?district=&animal=`: clinics, filtered by district and the animal they see; guests too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const filter = clinicFilter(new URL(request.url).searchParams)
  const list = await withPageErrors(() => vet.clinics(ctx, filter))
  return json({ ...list, filter }, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export default function ClinicList() {
  const { districts, clinics, filter } = useLoaderData<typeof loader>()
  const animals = [
    { value: '', label: M.allAnimals },
    { value: '1', label: M.dogs },
    { value: '2', label: M.cats },
  ]
  const filtered = Boolean(filter.district || filter.animal)
  return (
    <div className="vet-page">
      <PageHeader title={M.title} backTo="/" />
      <p className="vet-lead">{M.lead}</p>
      <Form method="get" className="clinic-filter" aria-label={M.filters}>
        <div className="field">
          <label className="field__label" htmlFor="clinic-district">
            {M.district}
          </label>
          <select
            id="clinic-district"
            name="district"
            className="field__input"
            defaultValue={filter.district ?? ''}
            key={filter.district ?? ''}
          >
            <option value="">{M.allDistricts}</option>
            {districts.map((d) => (
              <option key={d.district} value={d.district}>
                {d.district} ({d.count})
              </option>
            ))}
          </select>
        </div>
        <fieldset className="choice-chips choice-chips--compact" key={filter.animal ?? 0}>
          <legend className="field__label">{M.animal}</legend>
          <div className="choice-chips__options">
            {animals.map((a) => (
              <label key={a.value} className="choice-chip">
                <input type="radio" name="animal" value={a.value} defaultChecked={String(filter.animal ?? '') === a.value} />
                <span>{a.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button">
          {M.apply}
        </button>
      </Form>
      <p className="vet-count" role="status">
        {M.count(clinics.length)}
      </p>
      {clinics.length === 0 ? (
        <div className="vet-empty">
          <p>{M.empty}</p>
          <Link to="/vet" className="button">
            {M.clear}
          </Link>
        </div>
      ) : (
        <ul className="clinic-list">
          {clinics.map((clinic) => (
            <ClinicCard key={clinic.clinicId} clinic={clinic} />
          ))}
        </ul>
      )}
      {filtered ? null : (
        <p className="vet-cta">
          <Link to="/vet-commerce" className="text-link">
            {M.vetPicks}
          </Link>
        </p>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
