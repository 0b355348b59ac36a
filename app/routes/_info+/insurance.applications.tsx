import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { insurance } from '~/backends/insurance.server'
import { formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.insurance

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.applications.title} | ${MSG.brand.name}`)
export const headers = loaderCacheControl

/** `/insurance/applications`: the member's pet insurance applications and their state. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const applications = await withPageErrors(() => insurance.applications(ctx))
  return json({ applications }, { headers: cacheHeaders('never-stored') })
}

export default function Applications() {
  const { applications } = useLoaderData<typeof loader>()
  return (
    <div className="info-page">
      <PageHeader title={M.applications.title} backTo="/insurance" />
      {applications.length === 0 ? (
        <EmptyState message={M.applications.none} action={M.applications.browse} to="/insurance" />
      ) : (
        <ul className="record-list">
          {applications.map((a) => (
            <li key={a.applicationId} className="record-card" aria-label={`${a.planName} ${a.petName}`}>
              <p className="record-card__head">
                <strong>{a.planName}</strong>
                <span className="record-status" data-status={a.status}>
                  {M.applications.status[a.status]}
                </span>
              </p>
              <p>{`${a.petName} · ${a.animalGroup1Id === 1 ? MSG.pet.dog : MSG.pet.cat} · ${MSG.pet.age(a.ageYears)}`}</p>
              <p>{M.applications.premium(formatWon(a.monthlyPremium))}</p>
              <p className="record-card__sub">{M.applications.appliedAt(formatDate(a.appliedAt))}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
