import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { exchangeReturns } from '~/backends/exchange-returns.server'
import { formatDate } from '~/domain/date-formats'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.exchangeReturn.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/exchange-return`: the member's exchange and return requests and where each stands. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const { requests } = await withPageErrors(() => exchangeReturns.list(ctx))
  return json({ requests }, { headers: cacheHeaders('never-stored') })
}

export default function ExchangeReturnList() {
  const { requests } = useLoaderData<typeof loader>()
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.exchangeReturn.title} backTo="/order-history" />
      {requests.length === 0 ? <p className="empty">{SHOP_MSG.exchangeReturn.empty}</p> : null}
      <ul className="address-list">
        {requests.map((r) => (
          <li key={r.requestId} className="address-card" aria-label={`${SHOP_MSG.exchangeReturn.types[r.type]} ${r.requestId}`}>
            <p>
              <strong>{SHOP_MSG.exchangeReturn.types[r.type]}</strong>{' '}
              <span className="order-card__status">{SHOP_MSG.exchangeReturn.statuses[r.status] ?? r.status}</span>
            </p>
            <p>{(r.products ?? []).map((p) => p.productName).join(', ')}</p>
            <p className="choice__sub">
              {formatDate(r.requestedAt)} · {SHOP_MSG.exchangeReturn.reasons[r.reasonCode] ?? r.reasonCode}
            </p>
            <Link to={`/order-history/${r.orderId}`} className="text-link">
              {SHOP_MSG.orderHistory.detail}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
