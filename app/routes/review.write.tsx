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
import { myReviews } from '~/backends/reviews.server'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { POINT_RULES, reviewReward } from '~/domain/points'
import { parseRecordId } from '~/domain/record-id'
import { REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_MAX_BYTES, ReviewWriteSchema } from '~/domain/review.schema'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notAForm, replyWithBackendError } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import { FormTooLargeError, readUploadForm } from '~/http/upload-form.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FormErrors, RadioGroup, TextArea } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { SubmitButton } from '~/ui/form/SubmitButton'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.review.write} | ${MSG.brand.name}`)

const id = parseRecordId

export const headers = loaderCacheControl

/** `/review/write?orderId=&lineNo=`: a review of a delivered product the member bought. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams
  const orderId = id(params.get('orderId'))
  const lineNo = id(params.get('lineNo'))
  if (orderId === null || lineNo === null) throw notFound()
  const ctx = await requireMember(request, context)
  const { items } = await withPageErrors(() => myReviews.writable(ctx))
  const item = items.find((i) => i.orderId === orderId && i.lineNo === lineNo)
  if (!item) throw notFound(SHOP_MSG.review.errors.NOT_REVIEWABLE)
  return json({ item }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  let formData: FormData
  try {
    // Text fields pass; of the files only the photos are kept, each at most 10 MB (the service checks their bytes).
    formData = await readUploadForm(request, { fileField: 'photos', maxFileBytes: REVIEW_PHOTO_MAX_BYTES })
  } catch (error) {
    // Too many parts or too much text: the Korean 413, nothing of it echoed.
    if (error instanceof FormTooLargeError)
      return json({ result: { status: 'error' as const, error: { '': [error.message] } } }, { status: 413 })
    // A body that is not multipart at all, or is cut off: the Korean 400, never a 500.
    if (!(error instanceof MaxPartSizeExceededError)) throw notAForm()
    return json({ result: { status: 'error' as const, error: { '': [MSG.error.fileSizeLimit] } } }, { status: 413 })
  }
  const photos = formData.getAll('photos').filter((p): p is File => typeof p !== 'string' && p.size > 0)
  formData.delete('photos')
  const submission = parseWithZod(formData, { schema: ReviewWriteSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  if (photos.length > REVIEW_PHOTO_LIMIT)
    return json({ result: submission.reply({ formErrors: [SHOP_MSG.review.photoLimit] }) }, { status: 400 })
  try {
    const photoKeys: string[] = []
    for (const photo of photos) photoKeys.push((await myReviews.uploadPhoto(ctx, photo)).photoKey)
    await myReviews.write(ctx, { ...submission.value, photoKeys })
    // The reward V2 just credited, by the same rule (decision 044).
    const done = SHOP_MSG.review.doneWithPoints(formatWon(reviewReward(photoKeys.length > 0)))
    return redirect('/review', { headers: await flashHeaders(request, { toast: { message: done, tone: 'success' } }) })
  } catch (error) {
    return json({ result: replyWithBackendError(submission.reply, error, undefined, undefined, SHOP_MSG.review.errors) }, { status: 400 })
  }
}

export default function WriteReview() {
  const { item } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof ReviewWriteSchema>({ id: 'review', lastResult: actionData?.result })
  return (
    <div className="order-detail">
      <PageHeader title={SHOP_MSG.review.write} backTo="/review" />
      <div className="order-line">
        <img src={item.imageUrl} alt="" width={56} height={56} />
        <div>
          <p className="order-line__name">{item.productName}</p>
          {item.optionName ? <p className="order-line__meta">{item.optionName}</p> : null}
        </div>
      </div>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form">
        <input type="hidden" name="orderId" value={item.orderId} />
        <input type="hidden" name="lineNo" value={item.lineNo} />
        <RadioGroup
          meta={fields.score}
          legend={SHOP_MSG.review.score}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: SHOP_MSG.review.scoreLabel(n) }))}
        />
        <p className="choice__sub">{SHOP_MSG.review.reward(formatWon(POINT_RULES.reviewText), formatWon(POINT_RULES.reviewPhoto))}</p>
        <TextArea meta={fields.text} label={SHOP_MSG.review.text} hint={SHOP_MSG.review.textHint} rows={6} />
        <label className="field">
          <span className="field__label">{SHOP_MSG.review.photos}</span>
          <input type="file" name="photos" accept="image/png,image/jpeg,image/webp" multiple className="field__input" />
        </label>
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{SHOP_MSG.review.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
