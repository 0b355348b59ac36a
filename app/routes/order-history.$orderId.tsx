import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { memberOrder } from '~/backends/order-page.server'
import { loaderCacheControl } from '~/backends/respond.server'
import { formatDateTime, formatDay } from '~/domain/dates'
import { formatWon } from '~/domain/format'
import { MSG } from '~/domain/messages'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { OrderLines } from '~/ui/order/OrderLines'
import { PageHeader } from '~/ui/PageHeader'
import shopStyles from '~/styles/shop.css'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => [{ title: `${MSG.orderHistory.detail} | ${MSG.brand.name}` }]

export const headers = loaderCacheControl

/** `/order-history/{orderId}`: one order (someone else's is the same not-found screen as none). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await memberOrder(request, context, params.orderId)
  return json({ order }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function OrderDetailPage() {
  const { order } = useLoaderData<typeof loader>()
  const cancellable = order.status === 'PAID' || order.status === 'PREPARING'
  const rows: Array<[string, string]> = [
    [MSG.orderHistory.orderId, String(order.orderId)],
    [MSG.orderHistory.orderedAt, formatDateTime(order.orderedAt)],
  ]
  if (order.shippingTime) rows.push([order.status === 'DELIVERED' ? MSG.orderHistory.deliveredAt : MSG.orderHistory.shippingTime, formatDay(order.shippingTime)])
  if (order.productTotal !== undefined) rows.push([MSG.orderHistory.productTotal, formatWon(order.productTotal)])
  if (order.shippingFee !== undefined) rows.push([MSG.cart.shippingFee, order.shippingFee === 0 ? MSG.cart.freeShipping : formatWon(order.shippingFee)])
  if (order.couponTitle) rows.push([MSG.orderHistory.coupon, `${order.couponTitle} -${formatWon(order.couponDiscountPrice ?? 0)}`])
  if (order.paymentMethod) rows.push([MSG.orderHistory.payment, MSG.order.paymentMethods[order.paymentMethod] ?? order.paymentMethod])
  if (order.address?.address1) rows.push([MSG.orderHistory.address, `${order.address.name ?? ''} (${order.address.zipCode ?? ''}) ${order.address.address1} ${order.address.address2 ?? ''}`])
  if (order.cancelReason) rows.push([MSG.cancel.reason, MSG.cancel.reasons[order.cancelReason] ?? order.cancelReason])
  return (
    <div className="order-detail">
      <PageHeader title={MSG.orderHistory.detail} backTo="/order-history" />
      <p className="order-detail__status" role="status">
        {MSG.orderHistory.statuses[order.status]}
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
          <dt>{MSG.orderHistory.total}</dt>
          <dd>{formatWon(order.totalPrice)}</dd>
        </div>
      </dl>
      <div className="order-detail__actions">
        {cancellable ? (
          <Link to={`/order/billing/cancel?orderId=${order.orderId}`} className="button button--secondary">
            {MSG.orderHistory.cancel}
          </Link>
        ) : null}
        {order.status === 'DELIVERED' ? (
          <Link to={`/exchange-return/request?orderId=${order.orderId}`} className="button button--secondary">
            {MSG.orderHistory.exchangeReturn}
          </Link>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
