import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { orders } from '~/backends/orders.server'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderEvent } from '~/domain/tracking'
import { answerEachReason, orFallback, readOnlyRoute, withPageErrors } from '~/http/responses.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { pendingEventsCookie } from '~/session/tracking.server'

const KEY = /^[A-Za-z0-9_-]{1,100}$/

/**
 * Where the payment page sends the shopper back (a GET, as payment companies do). The order is
 * confirmed here, in one V2 transaction, and the shopper moves on with a redirect so a reload
 * never pays twice.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const orderKey = params.get('orderKey') ?? ''
  const paymentKey = params.get('paymentKey') ?? ''
  const back = async (message: string) =>
    redirect('/v2/order', { headers: await flashHeaders(request, { alert: { title: SHOP_MSG.order.title, message } }) })
  if (!KEY.test(orderKey) || !KEY.test(paymentKey)) return back(SHOP_MSG.order.declined)
  return withPageErrors(
    async () => {
      const order = await orders.confirm(ctx, orderKey, paymentKey)
      // Here, and not on the completion page, so a reload there is not a second purchase. The order's
      // tracking fields (spec §3) are in its detail; without it the purchase still completes.
      const detail = await orFallback(orders.detail(ctx, order.orderId), null)
      const headers = detail ? { 'set-cookie': pendingEventsCookie(request, [orderEvent('purchase', detail)]) } : undefined
      return redirect(`/v2/order/complete/${order.orderId}`, { headers })
    },
    {
      ...answerEachReason(SHOP_MSG.order.errors, (message) => () => back(message)),
      ORDER_ALREADY_PLACED: async () =>
        redirect('/order-history', {
          headers: await flashHeaders(request, { alert: { title: SHOP_MSG.order.title, message: SHOP_MSG.order.alreadyPlaced } }),
        }),
      // Declined, or the backend failing: back to the sheet, told why; nothing was paid.
      '*': (error) => back(error.message),
    },
  )
}

/** A POST here reads nothing: the Korean 405. */
export const action = readOnlyRoute
