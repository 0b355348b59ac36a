import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect, redirectDocument } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { bff } from '~/backends/bff.server'
import { cart } from '~/backends/cart.server'
import { orders } from '~/backends/orders.server'
import { CheckoutSchema, PointsChoiceSchema } from '~/domain/checkout.schema'
import { deliveryRequestBody } from '~/domain/delivery-request'
import { isOn } from '~/domain/experiments'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import * as SHOP_MSG from '~/domain/messages.shop'
import { draftFromForm, NO_DRAFT, sheetChoiceOf, sheetQueryOf, wholeWon } from '~/domain/order-draft'
import { safeNext } from '~/domain/redirect'
import { bestCoupon } from '~/domain/sheet-coupons'
import { asBought } from '~/domain/tracking'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { answerEachReason, orFallback, withPageErrors } from '~/http/responses.server'
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

/**
 * `/v2/order`: the order sheet of the cart's selected items (members only; a guest signs in first).
 * What it shows chosen is the URL's explicit choice, else the one V2 keeps for the member
 * (decision 045), else the default.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const params = new URL(request.url).searchParams
  const [cartItemIds, draft] = await Promise.all([orderableItemIds(ctx), orFallback(orders.draft(ctx), NO_DRAFT)])
  const choice = sheetChoiceOf(params, draft)
  if (cartItemIds.length === 0)
    throw redirect('/v2/cart', { headers: await flashHeaders(request, { toast: { message: SHOP_MSG.cart.noneSelected, tone: 'error' } }) })
  const sheetFor = (couponId: number | null) =>
    orders.sheet(ctx, { cartItemIds, addressId: choice.addressId, couponId, deliveryType: choice.deliveryType, points: choice.points })
  const { sheet, autoApplied } = await withPageErrors(
    async () => {
      const chosen = await sheetFor(choice.couponId)
      // The couponAutoApply experiment: with no coupon chosen yet, the one that saves the most is.
      const best = choice.couponChosen ? null : bestCoupon(chosen.coupons)
      const autoApplied = best !== null && isOn(await bff.experiments(ctx), 'couponAutoApply')
      return { sheet: autoApplied ? await sheetFor(best) : chosen, autoApplied }
    },
    // The cart changed under the sheet (sold out, stock): the cart is where that gets fixed.
    answerEachReason(
      SHOP_MSG.order.errors,
      (message) => async () => redirect('/v2/cart', { headers: await flashHeaders(request, { toast: { message, tone: 'error' } }) }),
    ),
  )
  // A coupon chosen before that this order cannot use (since used or expired, or the order changed) is
  // dropped, and the sheet says so rather than quietly showing none (decision 045).
  const couponDropped = draft.dropped.includes('coupon_id') || (choice.couponId !== null && sheet.couponId !== choice.couponId)
  const couponHint = couponDropped ? SHOP_MSG.order.couponDropped : autoApplied ? MEMBERSHIP_MSG.coupons.autoApplied : null
  return json(
    {
      sheet,
      cartItemIds,
      paymentMethod: choice.paymentMethod,
      couponHint,
      deliveryRequest: choice.deliveryRequest,
      deliveryRequestText: choice.deliveryRequestText,
    },
    { headers: cacheHeaders('never-stored') },
  )
}

/** V2's reasons in the shop's words: the sheet's, and 적립금's under its field (decision 044). */
const SHEET_ERRORS: Record<string, string> = {
  ...SHOP_MSG.order.errors,
  ...Object.fromEntries(Object.entries(SHOP_MSG.points.refusals).map(([reason, message]) => [`POINTS_${reason}`, message])),
}

/** 배송지 추가 from the sheet: back to the sheet after saving. */
const ADD_ADDRESS = `/address/new?${new URLSearchParams({ next: '/v2/order' })}`

/**
 * Every post of the sheet first gives V2 what it chose (decision 045), so 배송지 추가, a refused
 * form and a declined payment find it there. Then `recalc` reloads the sheet, `address` goes to
 * 배송지 추가, and `pay` prepares the order and goes to the payment page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const choices = draftFromForm(formData)
  // 전액 사용: what the sheet offered as usable; V2 checks it again like any amount (decision 044).
  if (intent === 'allPoints') choices.points = wholeWon(formData.get('pointsUsable')) ?? 0
  // A points field that is not a whole number is said under the field; the other choices are still kept.
  const typed = intent === 'pay' || intent === 'allPoints' ? null : parseWithZod(formData, { schema: PointsChoiceSchema })
  // Refused (a forged coupon or address) or V2 away: the stored draft stays as it was.
  const kept = await orFallback(
    orders.saveDraft(ctx, choices).then(() => true),
    false,
  )
  if (intent === 'address') return redirect(ADD_ADDRESS)
  if (typed && typed.status !== 'success') return json({ result: typed.reply() }, { status: 400 })
  if (intent !== 'pay') {
    // Not kept: the harmless choices ride in the URL instead, never 배송 요청사항's words (decision 026).
    const query = kept ? '' : sheetQueryOf(choices).toString()
    return redirect(query ? `/v2/order?${query}` : '/v2/order')
  }
  const submission = parseWithZod(formData, { schema: CheckoutSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  const { couponId, addressId, deliveryType, paymentMethod, deliveryRequest, deliveryRequestText, points, cartItemId, expectedTotal } =
    submission.value
  // Decision 053: the lines the sheet showed, at the total it showed, or V2 refuses (ORDER_CHANGED).
  const cartItemIds = cartItemId ?? (await orderableItemIds(ctx))
  try {
    const prepared = await orders.prepare(ctx, {
      cartItemIds,
      expectedTotal: expectedTotal ?? null,
      addressId,
      deliveryType,
      couponId: couponId ?? null,
      points: points ?? 0,
      paymentMethod,
      returnUrl: '/v2/order/return',
      ...deliveryRequestBody(deliveryRequest, deliveryRequestText),
    })
    // The payment page lives on this origin (the stand-in's /pay, not a Remix route): a whole
    // document load, to a path checked like any other.
    return redirectDocument(safeNext(prepared.paymentUrl, '/v2/order'))
  } catch (error) {
    const fields = { delivery_request_text: 'deliveryRequestText', points: 'points' }
    return json({ result: replyWithBackendError(submission.reply, error, undefined, fields, SHEET_ERRORS) }, { status: 400 })
  }
}

export default function OrderPage() {
  const { sheet, paymentMethod, couponHint, deliveryRequest, deliveryRequestText } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="order-page">
      <PageEvent
        event={{
          name: 'begin_checkout',
          totalPrice: sheet.summary.total,
          lines: sheet.items.map((item) => ({ product: asBought(item), quantity: item.quantity })),
        }}
      />
      <PageHeader title={SHOP_MSG.order.title} backTo="/v2/cart" />
      <OrderSheetForm
        sheet={sheet}
        paymentMethod={paymentMethod}
        lastResult={actionData?.result}
        couponHint={couponHint}
        deliveryRequest={deliveryRequest}
        deliveryRequestText={deliveryRequestText}
      />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
