import { parseWithZod } from '@conform-to/zod'
import {
  type ActionFunctionArgs,
  json,
  type LoaderFunctionArgs,
  MaxPartSizeExceededError,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { exchangeReturns } from '~/backends/exchange-returns.server'
import { RETURN_REASONS } from '~/domain/after-sales'
import { ExchangeReturnSchema, RETURN_PHOTO_LIMIT } from '~/domain/after-sales.schema'
import { chosenLines, formValues, quoteOfForm } from '~/domain/after-sales-form'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { orderStateView } from '~/domain/order-state'
import { REVIEW_PHOTO_MAX_BYTES } from '~/domain/review.schema'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notAForm, replyWithBackendError } from '~/http/form-reply.server'
import { FormTooLargeError, readUploadForm } from '~/http/upload-form.server'
import { photosRefusal, returnFormData, uploadReturnPhotos } from '~/routes/_order+/__exchange-return.server'
import { memberOrder } from '~/routes/_order+/__order.server'
import { flashHeaders } from '~/session/flash.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ErrorList, FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PickupAddressField } from '~/ui/order/PickupAddressField'
import { ReturnLines } from '~/ui/order/ReturnLines'
import { ReturnQuote } from '~/ui/order/ReturnQuote'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.orderHistory.exchangeReturn} | ${MSG.brand.name}`)

const REFUSALS: Record<string, string> = {
  NOT_RETURNABLE: SHOP_MSG.exchangeReturn.notReturnable,
  ALREADY_REQUESTED: SHOP_MSG.exchangeReturn.alreadyRequested,
}
/** V2's fields → this form's (decision 048): a refusal goes under the field it is about. */
const FIELDS = { lines: 'lineNos', line_nos: 'lineNos', pickup_address_id: 'pickupAddressId', photo_keys: 'photos' }

export const headers = loaderCacheControl

/** `/exchange-return/request?orderId=`: an exchange or return of a delivered order's products (decision 048). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, order } = await memberOrder(request, context, new URL(request.url).searchParams.get('orderId'))
  const view = orderStateView(order, new Date())
  const form = view.canReturn ? await returnFormData(ctx, order) : { addresses: [], options: {} }
  return json({ order, view, ...form }, { headers: cacheHeaders('never-stored') })
}

type Values = Record<string, string | string[]>
const answer = (result: unknown, values: Values, status = 400) => json({ result, values }, { status })

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, order } = await memberOrder(request, context, new URL(request.url).searchParams.get('orderId'))
  let formData: FormData
  try {
    formData = await readUploadForm(request, { fileField: 'photos', maxFileBytes: REVIEW_PHOTO_MAX_BYTES })
  } catch (error) {
    if (error instanceof FormTooLargeError) return answer({ status: 'error', error: { '': [error.message] } }, {}, 413)
    if (!(error instanceof MaxPartSizeExceededError)) throw notAForm()
    return answer({ status: 'error', error: { photos: [MSG.error.fileSizeLimit] } }, {}, 413)
  }
  const files = formData.getAll('photos').filter((p): p is File => typeof p !== 'string' && p.size > 0)
  formData.delete('photos')
  const values = formValues(formData)
  const submission = parseWithZod(formData, { schema: ExchangeReturnSchema })
  const kept = Array.isArray(values.photoKeys) ? values.photoKeys.length : 0
  // The photos first: a wrong one is refused before anything is sent, and good ones are kept for the next post.
  const photoError = photosRefusal(files, kept, RETURN_PHOTO_LIMIT)
  if (photoError) return answer(submission.reply({ fieldErrors: { photos: [photoError] } }), values)
  if (files.length > 0) {
    const uploaded = await uploadReturnPhotos(ctx, files)
    if ('error' in uploaded) return answer(submission.reply({ fieldErrors: { photos: [uploaded.error] } }), values)
    values.photoKeys = [...(Array.isArray(values.photoKeys) ? values.photoKeys : []), ...uploaded.keys]
  }
  if (submission.status !== 'success') return answer(submission.reply(), values)
  const bought = order.products.map((line) => ({ lineNo: line.lineNo, quantity: line.quantity }))
  const chosen = chosenLines(submission.value.lineNos, (name) => formData.get(name) as string | null, bought)
  if (chosen.error) return answer(submission.reply({ fieldErrors: { lineNos: [chosen.error] } }), values)
  // 예상 환불 금액 보기: the same page with the quote, everything kept (works without JavaScript).
  if (formData.get('intent') === 'quote') return answer(submission.reply(), values, 200)
  try {
    const photoKeys = Array.isArray(values.photoKeys) ? values.photoKeys : []
    await exchangeReturns.request(ctx, { ...submission.value, lines: chosen.lines, photoKeys })
    return redirect(`/order-history/${order.orderId}`, {
      headers: await flashHeaders(request, { toast: { message: SHOP_MSG.exchangeReturn.done, tone: 'success' } }),
    })
  } catch (error) {
    return answer(replyWithBackendError(submission.reply, error, undefined, FIELDS, REFUSALS), values)
  }
}

export default function ExchangeReturnRequest() {
  const { order, view, addresses, options } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof ExchangeReturnSchema>({ id: 'exchange-return', lastResult: actionData?.result as never })
  const submitted: Values = (actionData?.values as Values | undefined) ?? {}
  // The quote follows the form as it changes (with JavaScript); without, it is the last post's.
  const [values, setValues] = useState<Values>(submitted)
  const [seen, setSeen] = useState(actionData)
  if (seen !== actionData) {
    setSeen(actionData)
    setValues(submitted)
  }
  const quote = quoteOfForm(values, order)
  const keptPhotos = Array.isArray(submitted.photoKeys) ? submitted.photoKeys : []
  const type = typeof values.type === 'string' ? values.type : undefined
  const photoErrors = (actionData?.result as { error?: Record<string, string[] | null> } | undefined)?.error?.photos ?? undefined
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.orderHistory.exchangeReturn} backTo={`/order-history/${order.orderId}`} />
      {/* Open only while V2 says so (decisions 044, 048): the order page offers it on the same rule. */}
      {view.canReturn ? (
        <p className="choice__sub">{view.returnUntil}</p>
      ) : (
        <p className="notice">{SHOP_MSG.exchangeReturn.notReturnable}</p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="form"
        onChange={(event) => setValues(formValues(new FormData(event.currentTarget)))}
      >
        <input type="hidden" name="orderId" value={order.orderId} />
        {keptPhotos.map((key) => (
          <input key={key} type="hidden" name="photoKeys" value={key} />
        ))}
        <ReturnLines
          products={order.products}
          options={options}
          requested={view.requestedLines}
          values={submitted}
          name={fields.lineNos.name}
          errorId={fields.lineNos.errorId}
          errors={fields.lineNos.errors}
        />
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
        <PickupAddressField
          addresses={addresses}
          chosen={typeof submitted.pickupAddressId === 'string' ? submitted.pickupAddressId : null}
          name={fields.pickupAddressId.name}
          errorId={fields.pickupAddressId.errorId}
          errors={fields.pickupAddressId.errors}
        />
        <div className="field">
          <label htmlFor="return-photos" className="field__label">
            {SHOP_MSG.exchangeReturn.photos}
          </label>
          <input
            id="return-photos"
            type="file"
            name="photos"
            accept="image/png,image/jpeg,image/webp"
            multiple
            className="field__input"
            aria-describedby="return-photos-hint return-photos-error"
            aria-invalid={photoErrors ? true : undefined}
          />
          <p id="return-photos-hint" className="choice__sub">
            {keptPhotos.length > 0 ? SHOP_MSG.exchangeReturn.photosKept(keptPhotos.length) : SHOP_MSG.exchangeReturn.photosHint}
          </p>
          <ErrorList id="return-photos-error" errors={photoErrors} />
        </div>
        <ReturnQuote quote={quote} type={type} />
        <button type="submit" name="intent" value="quote" className="button button--secondary" formNoValidate>
          {SHOP_MSG.exchangeReturn.quoteButton}
        </button>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{SHOP_MSG.exchangeReturn.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
