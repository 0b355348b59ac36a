import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect, redirectDocument } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { cart, orders } from '~/backends/shop.server'
import { CheckoutSchema, isCouponChosen, NO_COUPON, parseSheetChoice } from '~/domain/checkout.schema'
import { deliveryRequestBody, parseDeliveryRequestChoice } from '~/domain/delivery-request'
import { isOn } from '~/domain/experiments'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import * as SHOP_MSG from '~/domain/messages.shop'
import { safeNext } from '~/domain/redirect'
import { bestCoupon } from '~/domain/sheet-coupons'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { answerEachReason, withPageErrors } from '~/http/responses.server'
import { PageEvent } from '~/islands/Tracking'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { OrderSheetForm } from '~/ui/order/OrderSheetForm'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const handle = { bottomNav: 'hidden' }
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.order.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** What an order is for: the cart's selected lines that can still be bought (V2 keeps the selection). */
async function orderableItemIds(ctx: RequestContext): Promise<number[]> {
  const current = await withPageErrors(() => cart.get(ctx))
  return current.items.filter((i) => i.selected && !i.soldOut).map((i) => i.cartItemId)
}

/** `/v2/order`: the order sheet of the cart's selected items (members only; a guest signs in first). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const choice = parseSheetChoice(params)
  const cartItemIds = await orderableItemIds(ctx)
  if (cartItemIds.length === 0)
    throw redirect('/v2/cart', { headers: await flashHeaders(request, { toast: { message: SHOP_MSG.cart.noneSelected, tone: 'error' } }) })
  const sheetFor = (couponId: number | null) =>
    orders.sheet(ctx, { cartItemIds, addressId: choice.addressId, couponId, deliveryType: choice.deliveryType })
  const { sheet, autoApplied } = await withPageErrors(
    async () => {
      const chosen = await sheetFor(choice.couponId)
      // The couponAutoApply experiment: with no coupon chosen yet, the one that saves the most is.
      const best = isCouponChosen(params) ? null : bestCoupon(chosen.coupons)
      const autoApplied = best !== null && isOn(await bff.experiments(ctx), 'couponAutoApply')
      return { sheet: autoApplied ? await sheetFor(best) : chosen, autoApplied }
    },
    // The cart changed under the sheet (sold out, stock): the cart is where that gets fixed.
    answerEachReason(
      SHOP_MSG.order.errors,
      (message) => async () => redirect('/v2/cart', { headers: await flashHeaders(request, { toast: { message, tone: 'error' } }) }),
    ),
  )
  const couponHint = autoApplied ? MEMBERSHIP_MSG.coupons.autoApplied : null
  const deliveryRequest = parseDeliveryRequestChoice(params)
  return json(
    { sheet, cartItemIds, paymentMethod: choice.paymentMethod, couponHint, deliveryRequest },
    { headers: cacheHeaders('never-stored') },
  )
}

/** Recalculating the sheet (a choice changed) or paying: pay prepares the order and goes to the payment page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  if (formData.get('intent') !== 'pay') {
    const query = new URLSearchParams()
    // 배송 요청사항's kind, never its words: a query string ends up in access logs (decision 026).
    for (const key of ['addressId', 'couponId', 'deliveryType', 'paymentMethod', 'deliveryRequest']) {
      const value = formData.get(key)
      if (typeof value === 'string' && value) query.set(key, value)
    }
    // 쿠폰 사용 안 함 is a choice too: kept, so no coupon is picked for the shopper again.
    if (formData.get('couponId') === '') query.set('couponId', NO_COUPON)
    return redirect(`/v2/order?${query}`)
  }
  const submission = parseWithZod(formData, { schema: CheckoutSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const cartItemIds = await orderableItemIds(ctx)
  try {
    const { couponId, addressId, deliveryType, paymentMethod, deliveryRequest, deliveryRequestText } = submission.value
    const prepared = await orders.prepare(ctx, {
      cartItemIds,
      addressId,
      deliveryType,
      couponId: couponId ?? null,
      paymentMethod,
      returnUrl: '/v2/order/return',
      ...deliveryRequestBody(deliveryRequest, deliveryRequestText),
    })
    // The payment page lives on this origin (the stand-in's /pay, not a Remix route): a whole
    // document load, to a path checked like any other.
    return redirectDocument(safeNext(prepared.paymentUrl, '/v2/order'))
  } catch (error) {
    const fields = { delivery_request_text: 'deliveryRequestText' }
    return json({ result: replyWithBackendError(submission.reply, error, undefined, fields, SHOP_MSG.order.errors) }, { status: 400 })
  }
}

export default function OrderPage() {
  const { sheet, paymentMethod, couponHint, deliveryRequest } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="order-page">
      <PageEvent event={{ name: 'begin_checkout', totalPrice: sheet.summary.total, lines: sheet.items }} />
      <PageHeader title={SHOP_MSG.order.title} backTo="/v2/cart" />
      <OrderSheetForm
        sheet={sheet}
        paymentMethod={paymentMethod}
        lastResult={actionData?.result}
        couponHint={couponHint}
        deliveryRequest={deliveryRequest}
      />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
