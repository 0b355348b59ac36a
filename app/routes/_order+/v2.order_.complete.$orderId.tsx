import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderStateView } from '~/domain/order-state'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { memberOrder } from '~/routes/_order+/__order.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { OrderFacts } from '~/ui/order/OrderFacts'
import { OrderLines } from '~/ui/order/OrderLines'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.order.completeTitle} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** The completion page of a paid order. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await memberOrder(request, context, params.orderId)
  return json({ order, view: orderStateView(order, new Date()) }, { headers: cacheHeaders('never-stored') })
}

export default function OrderComplete() {
  const { order, view } = useLoaderData<typeof loader>()
  return (
    <div className="order-complete">
      <div className="order-complete__hero" role="status">
        <h1>{SHOP_MSG.order.completeTitle}</h1>
        <p>{SHOP_MSG.order.completeBody(order.orderId)}</p>
        <p className="order-complete__total">{formatWon(order.totalPrice)}</p>
      </div>
      <OrderLines order={order} />
      {/* Where, how and when it comes, and what was paid: the order detail's facts (OrderFacts). */}
      <OrderFacts order={order} view={view} />
      <div className="order-complete__actions">
        <Link to={`/order-history/${order.orderId}`} className="button button--secondary">
          {SHOP_MSG.order.viewOrder}
        </Link>
        <Link to="/" className="button button--primary">
          {SHOP_MSG.order.continueShopping}
        </Link>
      </div>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
