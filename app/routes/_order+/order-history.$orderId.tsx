import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { orders } from '~/backends/orders.server'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderStateView } from '~/domain/order-state'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notAForm, readForm } from '~/http/form-reply.server'
import { answerEachReason, orFallback, withPageErrors } from '~/http/responses.server'
import { memberOrder } from '~/routes/_order+/__order.server'
import { flashHeaders } from '~/session/flash.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { OrderFacts } from '~/ui/order/OrderFacts'
import { OrderLines } from '~/ui/order/OrderLines'
import { ReturnRequests } from '~/ui/order/ReturnRequests'
import { TrackingSection } from '~/ui/order/TrackingSection'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.orderHistory.detail} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/order-history/{orderId}`: one order (someone else's is the same not-found screen as none). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, order } = await memberOrder(request, context, params.orderId)
  // 배송 조회 (decision 048) for a parcel on its way or delivered; the page stands without it.
  const shipped = order.status === 'SHIPPING' || order.status === 'DELIVERED'
  const tracking = shipped ? await orFallback(orders.tracking(ctx, order.orderId), null) : null
  return json({ order, view: orderStateView(order, new Date()), shipped, tracking }, { headers: cacheHeaders('never-stored') })
}

/**
 * 구매확정 (decision 044), a plain POST: the order's 적립금 is credited and the page says how much.
 * An order that cannot be confirmed (not delivered yet) comes back with V2's reason as a toast.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, order } = await memberOrder(request, context, params.orderId)
  const back = `/order-history/${order.orderId}`
  // One button, one intent: any other post is not this form.
  if ((await readForm(request)).get('intent') !== 'confirm') throw notAForm()
  const toast = (message: string, tone: 'success' | 'error') => flashHeaders(request, { toast: { message, tone } })
  const confirmed = await withPageErrors(
    () => orders.confirmPurchase(ctx, order.orderId),
    answerEachReason(
      { NOT_CONFIRMABLE: SHOP_MSG.orderHistory.notConfirmable },
      (message) => async () => redirect(back, { headers: await toast(message, 'error') }),
    ),
  )
  const message =
    confirmed.earnedPoints > 0
      ? SHOP_MSG.orderHistory.confirmed(formatWon(confirmed.earnedPoints))
      : SHOP_MSG.orderHistory.confirmedNoPoints
  return redirect(back, { headers: await toast(message, 'success') })
}

export default function OrderDetailPage() {
  const { order, view, shipped, tracking } = useLoaderData<typeof loader>()
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.orderHistory.detail} backTo="/order-history" />
      <p className="order-detail__status" role="status">
        {view.status}
        {view.statusNote ? <span className="order-detail__note"> · {view.statusNote}</span> : null}
      </p>
      <OrderLines order={order} reviews />
      <OrderFacts order={order} view={view} />
      {shipped ? <TrackingSection tracking={tracking} failed={!tracking} /> : null}
      <ReturnRequests requests={view.requests} />
      <div className="order-detail__actions">
        {view.canCancel ? (
          <Link to={`/order/billing/cancel?orderId=${order.orderId}`} className="button button--secondary">
            {SHOP_MSG.orderHistory.cancel}
          </Link>
        ) : null}
        {view.canConfirm ? (
          <Form method="post" className="order-detail__confirm">
            <button type="submit" name="intent" value="confirm" className="button button--primary">
              {SHOP_MSG.orderHistory.confirm}
            </button>
            <p className="choice__sub">{SHOP_MSG.orderHistory.confirmHint}</p>
          </Form>
        ) : null}
        {view.canReturn ? (
          <>
            <Link to={`/exchange-return/request?orderId=${order.orderId}`} className="button button--secondary">
              {SHOP_MSG.orderHistory.exchangeReturn}
            </Link>
            <p className="choice__sub">{view.returnUntil}</p>
          </>
        ) : null}
      </div>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
