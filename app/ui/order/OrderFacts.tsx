import type { OrderDetail } from '~/domain/commerce.schema'
import { formatDateTime } from '~/domain/date-formats'
import { deliveryRequestLabel } from '~/domain/delivery-request'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import type { OrderStateView } from '~/domain/order-state'

/**
 * An order's facts as a list, the same on the completion page and the order's detail: number,
 * day, expected arrival (or delivery), the way of delivery, the money, the payment, the address
 * and the 배송 요청사항, then the total and any refund.
 */
export function OrderFacts({ order, view }: { order: OrderDetail; view: OrderStateView }) {
  const rows: Array<[string, string]> = [
    [SHOP_MSG.orderHistory.orderId, String(order.orderId)],
    [SHOP_MSG.orderHistory.orderedAt, formatDateTime(order.orderedAt)],
  ]
  if (view.arrival) rows.push([view.arrival.label, view.arrival.day])
  if (order.deliveryType)
    rows.push([SHOP_MSG.orderHistory.deliveryType, SHOP_MSG.order.deliveryTypes[order.deliveryType] ?? order.deliveryType])
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
  if (order.pointsUsed) rows.push([SHOP_MSG.points.used, `-${formatWon(order.pointsUsed)}`])
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
            {view.refund.points ? <span className="order-facts__sub">{view.refund.points}</span> : null}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
