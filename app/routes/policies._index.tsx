import { type MetaFunction, json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { loaderCacheControl } from '~/backends/respond.server'
import { formatPolicyDate } from '~/domain/policies/format'
import { policyIndex } from '~/domain/policies/index'
import { policyHref } from '~/domain/policies/titles'
import { MSG } from '~/domain/messages'
import { INFO_MSG } from '~/domain/messages.info'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PageHeader } from '~/ui/PageHeader'
import infoStyles from '~/styles/info.css'

const M = INFO_MSG.policies

export const links = () => [{ rel: 'stylesheet', href: infoStyles }]
export const meta: MetaFunction = () => [{ title: `${M.title} | ${MSG.brand.name}` }]
export const headers = loaderCacheControl

/** `/policies`: the terms, the privacy policy and the other policies, static and the same for everyone. */
export function loader() {
  return json({ policies: policyIndex() }, { headers: { 'Cache-Control': 'public, max-age=3600' } })
}

export default function Policies() {
  const { policies } = useLoaderData<typeof loader>()
  return (
    <div className="info-page">
      <PageHeader title={M.title} backTo="/my" />
      <p className="info-hero__lead info-hero">{M.lead}</p>
      <ul className="policy-list">
        {policies.map((p) => (
          <li key={p.slug}>
            <Link to={policyHref(p.slug)} className="policy-list__link">
              <span className="policy-list__title">{p.title}</span>
              <span className="policy-list__date">{M.effective(formatPolicyDate(p.effectiveDate))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
