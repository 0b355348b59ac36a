import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { orders } from '~/backends/orders.server'
import { CANCEL_REASONS } from '~/domain/after-sales'
import { CancelSchema } from '~/domain/after-sales.schema'
import type { OrderDetail } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { orderEvent } from '~/domain/tracking'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { memberOrder } from '~/routes/_order+/__order.server'
import { cancelSubscriptionBilling, memberSubscription } from '~/routes/_order+/__subscription.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { pendingEventsCookie } from '~/session/tracking.server'
import shopStyles from '~/styles/shop.css'
import subscriptionStyles from '~/styles/subscription.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { OrderLines } from '~/ui/order/OrderLines'
import { PageHeader } from '~/ui/PageHeader'
import { SubscriptionCancelForm } from '~/ui/subscription/SubscriptionCancelForm'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
]
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(`${data && 'subscription' in data ? SUBSCRIPTION_MSG.cancelForm.title : SHOP_MSG.cancel.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/**
 * `/order/billing/cancel?orderId=`: cancelling a paid order before it ships, with a reason.
 * `?subscriptionId=` ends a subscription's regular payment the same way (decision 013).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  if (params.has('subscriptionId')) {
    const { subscription } = await memberSubscription(request, context, params.get('subscriptionId'))
    return json({ subscription }, { headers: cacheHeaders('never-stored') })
  }
  const { order } = await memberOrder(request, context, params.get('orderId'))
  return json({ order, cancellable: order.status === 'PAID' || order.status === 'PREPARING' }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const formData = await readForm(request)
  if (formData.has('subscriptionId')) return cancelSubscriptionBilling(request, ctx, formData)
  const submission = parseWithZod(formData, { schema: CancelSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    // V2 refunds through the payment company while we wait: up to 60 s (spec §9).
    const order = await orders.cancel(ctx, submission.value)
    const headers = new Headers(await flashHeaders(request, { toast: { message: SHOP_MSG.cancel.done, tone: 'success' } }))
    headers.append('set-cookie', pendingEventsCookie(request, [orderEvent('cancel_order', order)]))
    return redirect(`/order-history/${order.orderId}`, { headers })
  } catch (error) {
    // 주문 취소하기 sent again (back, resubmit) finds the order cancelled, not shipped: V2 says which.
    return json(
      {
        result: replyWithBackendError(submission.reply, error, undefined, undefined, {
          ORDER_NOT_CANCELLABLE: SHOP_MSG.cancel.notCancellable,
          ORDER_ALREADY_CANCELLED: SHOP_MSG.cancel.alreadyCancelled,
        }),
      },
      { status: 400 },
    )
  }
}

export default function BillingCancel() {
  const data = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if ('subscription' in data) {
    return (
      <div className="order-detail subscription-page">
        <PageHeader title={SUBSCRIPTION_MSG.cancelForm.title} backTo="/subscription" />
        <SubscriptionCancelForm subscription={data.subscription} lastResult={actionData?.result} />
      </div>
    )
  }
  return <CancelOrder order={data.order} cancellable={data.cancellable} lastResult={actionData?.result} />
}

function CancelOrder({
  order,
  cancellable,
  lastResult,
}: {
  order: OrderDetail
  cancellable: boolean
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const [form, fields] = useShopForm<typeof CancelSchema>({ id: 'cancel', lastResult })
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.cancel.title} backTo={`/order-history/${order.orderId}`} />
      <OrderLines order={order} />
      <p className="order-facts__total">
        {SHOP_MSG.cancel.refund} <strong>{formatWon(order.totalPrice)}</strong>
      </p>
      {cancellable ? (
        <Form method="post" {...getFormProps(form)} className="form">
          <input type="hidden" name="orderId" value={order.orderId} />
          <RadioGroup
            meta={fields.reasonCode}
            legend={SHOP_MSG.cancel.reason}
            options={CANCEL_REASONS.map((value) => ({ value, label: SHOP_MSG.cancel.reasons[value] ?? value }))}
          />
          <TextArea meta={fields.reasonText} label={SHOP_MSG.cancel.reasonText} rows={3} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton>{SHOP_MSG.cancel.submit}</SubmitButton>
        </Form>
      ) : (
        <p className="notice">{order.status === 'CANCELLED' ? SHOP_MSG.cancel.alreadyCancelled : SHOP_MSG.cancel.notCancellable}</p>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
