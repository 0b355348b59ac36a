import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { formatDateTime } from '~/domain/date-formats'
import { deliveryRequestLabel } from '~/domain/delivery-request'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderStateView } from '~/domain/order-state'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { memberOrder } from '~/routes/__order.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { OrderLines } from '~/ui/order/OrderLines'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.orderHistory.detail} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/order-history/{orderId}`: one order (someone else's is the same not-found screen as none). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await memberOrder(request, context, params.orderId)
  return json({ order, view: orderStateView(order, new Date()) }, { headers: cacheHeaders('never-stored') })
}

export default function OrderDetailPage() {
  const { order, view } = useLoaderData<typeof loader>()
  const rows: Array<[string, string]> = [
    [SHOP_MSG.orderHistory.orderId, String(order.orderId)],
    [SHOP_MSG.orderHistory.orderedAt, formatDateTime(order.orderedAt)],
  ]
  if (view.arrival) rows.push([view.arrival.label, view.arrival.day])
  if (view.reason) {
    rows.push([view.reason.label, view.reason.chosen])
    if (view.reason.text) rows.push([view.reason.textLabel, view.reason.text])
  }
  if (order.productTotal !== undefined) rows.push([SHOP_MSG.orderHistory.productTotal, formatWon(order.productTotal)])
  if (order.shippingFee !== undefined)
    rows.push([
      SHOP_MSG.cartSummary.shippingFee,
      order.shippingFee === 0 ? SHOP_MSG.cartSummary.freeShipping : formatWon(order.shippingFee),
    ])
  if (order.couponTitle) rows.push([SHOP_MSG.orderHistory.coupon, `${order.couponTitle} -${formatWon(order.couponDiscountPrice ?? 0)}`])
  if (order.paymentMethod)
    rows.push([SHOP_MSG.orderHistory.payment, SHOP_MSG.order.paymentMethods[order.paymentMethod] ?? order.paymentMethod])
  if (order.address?.address1)
    rows.push([
      SHOP_MSG.orderHistory.address,
      `${order.address.name ?? ''} (${order.address.zipCode ?? ''}) ${order.address.address1} ${order.address.address2 ?? ''}`,
    ])
  const request = deliveryRequestLabel(order.deliveryRequest)
  if (request) rows.push([SHOP_MSG.orderHistory.deliveryRequest, request])
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.orderHistory.detail} backTo="/order-history" />
      <p className="order-detail__status" role="status">
        {view.status}
        {view.statusNote ? <span className="order-detail__note"> · {view.statusNote}</span> : null}
      </p>
      <OrderLines order={order} reviews />
      <dl className="order-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-facts__total">
          <dt>{SHOP_MSG.orderHistory.total}</dt>
          <dd>{formatWon(order.totalPrice)}</dd>
        </div>
        {view.refund ? (
          <div className="order-facts__total order-facts__refund">
            <dt>{view.refund.label}</dt>
            <dd>
              {view.refund.amount}
              <span className="order-facts__sub">{[view.refund.to, view.refund.when].filter(Boolean).join(' · ')}</span>
              {view.refund.when ? <span className="order-facts__sub">{SHOP_MSG.orderHistory.refundArrives}</span> : null}
              {view.refund.coupon ? <span className="order-facts__sub">{view.refund.coupon}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {view.requests.length > 0 ? (
        <section aria-labelledby="requests-title" className="order-requests">
          <h2 id="requests-title" className="search-section__title">
            {SHOP_MSG.orderHistory.requests}
          </h2>
          <ul>
            {view.requests.map((request) => (
              <li key={request.requestId}>
                <strong>{request.type}</strong> · {request.reason}
                {request.text ? ` (${request.text})` : ''} · {request.status}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="order-detail__actions">
        {view.canCancel ? (
          <Link to={`/order/billing/cancel?orderId=${order.orderId}`} className="button button--secondary">
            {SHOP_MSG.orderHistory.cancel}
          </Link>
        ) : null}
        {view.canReturn ? (
          <Link to={`/exchange-return/request?orderId=${order.orderId}`} className="button button--secondary">
            {SHOP_MSG.orderHistory.exchangeReturn}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
