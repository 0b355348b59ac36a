import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { orders } from '~/backends/orders.server'
import { pageCount, parsePage } from '~/domain/catalog'
import type { Order } from '~/domain/commerce.schema'
import { formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { type OrderStateView, orderStateView } from '~/domain/order-state'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { Pager } from '~/ui/catalog/SortLinks'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { OrderLines } from '~/ui/order/OrderLines'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.orderHistory.title} | ${MSG.brand.name}`)

const PAGE_SIZE = 10

export const headers = loaderCacheControl

/** `/order-history`: the member's orders, newest first, with their statuses. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const page = parsePage(new URL(request.url).searchParams.get('page'))
  const list = await withPageErrors(() => orders.list(ctx, page, PAGE_SIZE))
  const now = new Date()
  const views = Object.fromEntries(list.orders.map((order) => [order.orderId, orderStateView(order, now)]))
  return json({ ...list, views, page }, { headers: cacheHeaders('never-stored') })
}

export default function OrderHistory() {
  const { orders: list, views, totalCount, page } = useLoaderData<typeof loader>()
  return (
    <div className="order-history">
      <PageHeader title={SHOP_MSG.orderHistory.title} backTo="/my" />
      {list.length === 0 ? (
        <EmptyState message={SHOP_MSG.orderHistory.empty} action={SHOP_MSG.cart.emptyAction} to="/" />
      ) : (
        <ol className="order-cards">
          {list.map((order) => (
            <OrderCard key={order.orderId} order={order} view={views[order.orderId]} />
          ))}
        </ol>
      )}
      <Pager page={page} pages={pageCount(totalCount, PAGE_SIZE)} href={(p) => `/order-history?page=${p}`} />
    </div>
  )
}

function OrderCard({ order, view }: { order: Order; view: OrderStateView | undefined }) {
  return (
    <li className="order-card" aria-label={`${SHOP_MSG.orderHistory.orderId} ${order.orderId}`}>
      <div className="order-card__head">
        <p>
          <strong>{formatDate(order.orderedAt)}</strong> <span className="order-card__status">{view?.status}</span>
          {view?.statusNote ? <span className="order-detail__note"> · {view.statusNote}</span> : null}
        </p>
        <Link to={`/order-history/${order.orderId}`} className="text-link">
          {SHOP_MSG.orderHistory.detail}
        </Link>
      </div>
      <OrderLines order={order} reviews />
      <p className="order-card__total">
        {SHOP_MSG.orderHistory.total} <strong>{formatWon(order.totalPrice)}</strong>
      </p>
      {view?.refund ? (
        <p className="order-card__total order-card__refund">
          {view.refund.label} <strong>{view.refund.amount}</strong> · {view.refund.to}
        </p>
      ) : null}
    </li>
  )
}

export const ErrorBoundary = ShopErrorBoundary
