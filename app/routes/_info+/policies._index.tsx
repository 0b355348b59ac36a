import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { formatPolicyDate } from '~/domain/policies/format'
import { policyIndex } from '~/domain/policies/index'
import { policyHref } from '~/domain/policies/titles'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.policies

export const links = () => [{ rel: 'stylesheet', href: infoStyles }]
export const meta: MetaFunction = () => pageMeta(`${M.title} | ${MSG.brand.name}`, MSG.pageDescription.policies)
export const headers = loaderCacheControl

/** `/policies`: the terms, the privacy policy and the other policies, static and the same for everyone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  // The same for everyone, but the shell around it is the shopper's: shared caches only for guests.
  const { session } = await requestContext(request, context)
  return json({ policies: policyIndex() }, { headers: cacheHeaders(forShopper(session)) })
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
