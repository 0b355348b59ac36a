import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { exchangeReturns } from '~/backends/shop.server'
import { RETURN_REASONS } from '~/domain/after-sales'
import { ExchangeReturnSchema } from '~/domain/after-sales.schema'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderStateView } from '~/domain/order-state'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { memberOrder } from '~/routes/__order.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ErrorList, FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.orderHistory.exchangeReturn} | ${MSG.brand.name}`)

const REFUSALS: Record<string, string> = {
  NOT_RETURNABLE: SHOP_MSG.exchangeReturn.notReturnable,
  ALREADY_REQUESTED: SHOP_MSG.exchangeReturn.alreadyRequested,
}

export const headers = loaderCacheControl

/** `/exchange-return/request?orderId=`: an exchange or return of a delivered order's products. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { order } = await memberOrder(request, context, new URL(request.url).searchParams.get('orderId'))
  return json({ order }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: ExchangeReturnSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await exchangeReturns.request(ctx, submission.value)
    return redirect('/exchange-return', {
      headers: await flashHeaders(request, { toast: { message: SHOP_MSG.exchangeReturn.done, tone: 'success' } }),
    })
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, undefined, undefined, REFUSALS) }, { status: 400 })
  }
}

export default function ExchangeReturnRequest() {
  const { order } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof ExchangeReturnSchema>({ id: 'exchange-return', lastResult: actionData?.result })
  const chosen = new Set((fields.lineNos.initialValue as string[] | string | undefined) ?? [])
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.orderHistory.exchangeReturn} backTo={`/order-history/${order.orderId}`} />
      {/* Delivered and not yet confirmed (decision 044), as the order's page offers it. */}
      {orderStateView(order, new Date()).canReturn ? null : <p className="notice">{SHOP_MSG.exchangeReturn.notReturnable}</p>}
      <Form method="post" {...getFormProps(form)} className="form">
        <input type="hidden" name="orderId" value={order.orderId} />
        <fieldset className="order-section" aria-describedby={fields.lineNos.errorId}>
          <legend>{SHOP_MSG.exchangeReturn.items}</legend>
          {order.products.map((line) => (
            <label key={line.lineNo} className="choice">
              <input type="checkbox" name={fields.lineNos.name} value={line.lineNo} defaultChecked={chosen.has(String(line.lineNo))} />
              <span className="choice__body">
                <strong>{line.productName}</strong>
                <span className="choice__sub">{SHOP_MSG.orderLine.summary(formatWon(line.price), line.quantity)}</span>
              </span>
            </label>
          ))}
          <ErrorList id={fields.lineNos.errorId} errors={fields.lineNos.errors} />
        </fieldset>
        <RadioGroup
          meta={fields.type}
          legend={SHOP_MSG.exchangeReturn.type}
          options={(['EXCHANGE', 'RETURN'] as const).map((value) => ({ value, label: SHOP_MSG.exchangeReturn.types[value] ?? value }))}
        />
        <RadioGroup
          meta={fields.reasonCode}
          legend={SHOP_MSG.exchangeReturn.reason}
          options={RETURN_REASONS.map((value) => ({ value, label: SHOP_MSG.exchangeReturn.reasons[value] ?? value }))}
        />
        <TextArea meta={fields.reasonText} label={SHOP_MSG.exchangeReturn.reasonText} rows={3} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{SHOP_MSG.exchangeReturn.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
