import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adoption } from '~/backends/adoption.server'
import { formatDate } from '~/domain/date-formats'
import { formatMobile } from '~/domain/format'
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

const M = INFO_MSG.adoption

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.inquiries.title} | ${MSG.brand.name}`)
export const headers = loaderCacheControl

/** `/adoption/inquiries`: the member's adoption and foster inquiries. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const inquiries = await withPageErrors(() => adoption.inquiries(ctx))
  return json({ inquiries }, { headers: cacheHeaders('never-stored') })
}

export default function Inquiries() {
  const { inquiries } = useLoaderData<typeof loader>()
  return (
    <div className="info-page">
      <PageHeader title={M.inquiries.title} backTo="/adoption" />
      {inquiries.length === 0 ? (
        <EmptyState message={M.inquiries.none} action={M.inquiries.browse} to="/adoption" />
      ) : (
        <ul className="record-list">
          {inquiries.map((i) => (
            <li key={i.inquiryId} className="record-card" aria-label={`${i.animalName} ${M.inquiry.types[i.type]}`}>
              <p className="record-card__head">
                <Link to={`/adoption/${i.animalId}`} className="text-link">
                  {i.animalName}
                </Link>
                <span className="record-status" data-status={i.status}>
                  {M.inquiries.status[i.status]}
                </span>
              </p>
              <p>{`${M.inquiry.types[i.type]} · ${i.shelterName}`}</p>
              <p className="record-card__message">{i.message}</p>
              <p className="record-card__sub">{`${M.inquiries.sentAt(formatDate(i.createdAt))} · ${formatMobile(i.mobileNo)}`}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
