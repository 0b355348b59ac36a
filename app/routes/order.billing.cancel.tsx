import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { BackendError } from '~/backends/error'
import { replyWithBackendError } from '~/backends/form-reply.server'
import { memberOrder } from '~/backends/order-page.server'
import { loaderCacheControl } from '~/backends/respond.server'
import { orders } from '~/backends/shop.server'
import { CANCEL_REASONS, CancelSchema } from '~/domain/after-sales.schema'
import { formatWon } from '~/domain/format'
import { MSG } from '~/domain/messages'
import { SHOP_MSG } from '~/domain/messages.shop'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { OrderLines } from '~/ui/order/OrderLines'
import { PageHeader } from '~/ui/PageHeader'
import shopStyles from '~/styles/shop.css'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => [{ title: `${SHOP_MSG.cancel.title} | ${MSG.brand.name}` }]

export const headers = loaderCacheControl

/** `/order/billing/cancel?orderId=`: cancelling a paid order before it ships, with a reason. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { order } = await memberOrder(request, context, new URL(request.url).searchParams.get('orderId'))
  return json({ order, cancellable: order.status === 'PAID' || order.status === 'PREPARING' }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await request.formData(), { schema: CancelSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    // V2 refunds through the payment company while we wait: up to 60 s (spec §9).
    const order = await orders.cancel(ctx, submission.value)
    return redirect(`/order-history/${order.orderId}`, { headers: await flashHeaders(request, { toast: { message: SHOP_MSG.cancel.done, tone: 'success' } }) })
  } catch (error) {
    if (error instanceof BackendError && error.reason === 'ORDER_NOT_CANCELLABLE') {
      return json({ result: submission.reply({ formErrors: [SHOP_MSG.cancel.notCancellable] }) }, { status: 400 })
    }
    return json({ result: replyWithBackendError(submission.reply, error) }, { status: 400 })
  }
}

export default function CancelOrder() {
  const { order, cancellable } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm({ id: 'cancel', schema: CancelSchema, lastResult: actionData?.result })
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
          <RadioGroup meta={fields.reasonCode} legend={SHOP_MSG.cancel.reason} options={CANCEL_REASONS.map((value) => ({ value, label: SHOP_MSG.cancel.reasons[value] ?? value }))} />
          <TextArea meta={fields.reasonText} label={SHOP_MSG.cancel.reasonText} rows={3} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <SubmitButton>{SHOP_MSG.cancel.submit}</SubmitButton>
        </Form>
      ) : (
        <p className="notice">{SHOP_MSG.cancel.notCancellable}</p>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
