import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { myReviews } from '~/backends/reviews.server'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { POINT_RULES } from '~/domain/points'
import { parseRecordId } from '~/domain/record-id'
import { type ReviewPhoto, ReviewWriteSchema } from '~/domain/review.schema'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { ReviewPhotoPicker } from '~/islands/ReviewPhotoPicker'
import { readReviewForm, reviewRefusal } from '~/routes/_review+/__review-form.server'
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
  const form = await readReviewForm(request, ctx)
  if (form instanceof Response) return form
  const { photos } = form
  const submission = parseWithZod(form.formData, { schema: ReviewWriteSchema })
  // 빼기 without JavaScript: the form again, as it was, less that photo.
  if (form.removed) return json({ result: { initialValue: submission.payload }, photos })
  if (submission.status !== 'success' || form.photoError) {
    const fieldErrors: Record<string, string[]> = form.photoError ? { photoKeys: [form.photoError] } : {}
    return json({ result: submission.reply({ fieldErrors }), photos }, { status: 400 })
  }
  try {
    const written = await myReviews.write(ctx, { ...submission.value, photoKeys: photos.map((p) => p.photoKey) })
    // What V2 just credited (decision 044; a line paid before pays nothing, decision 047).
    const reward = written.reward ?? 0
    const done = reward > 0 ? SHOP_MSG.review.doneWithPoints(formatWon(reward)) : SHOP_MSG.review.done
    return redirect('/review', { headers: await flashHeaders(request, { toast: { message: done, tone: 'success' } }) })
  } catch (error) {
    return json({ result: reviewRefusal(submission.reply, error), photos }, { status: 400 })
  }
}

const NO_PHOTOS: ReviewPhoto[] = []

export default function WriteReview() {
  const { item } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof ReviewWriteSchema>({ id: 'review', lastResult: actionData?.result })
  const photos = actionData?.photos ?? NO_PHOTOS
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
        {/* Enter in a field submits the review, not a photo's 빼기. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="orderId" value={item.orderId} />
        <input type="hidden" name="lineNo" value={item.lineNo} />
        <p className="review-reward" id="review-reward">
          {item.rewardPaid
            ? SHOP_MSG.review.rewardPaid
            : SHOP_MSG.review.reward(formatWon(POINT_RULES.reviewText), formatWon(POINT_RULES.reviewPhoto))}
        </p>
        <RadioGroup
          meta={fields.score}
          legend={SHOP_MSG.review.score}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: SHOP_MSG.review.scoreLabel(n) }))}
        />
        <TextArea meta={fields.text} label={SHOP_MSG.review.text} hint={SHOP_MSG.review.textHint} rows={6} />
        <ReviewPhotoPicker photos={photos} errors={fields.photoKeys.errors} errorId={fields.photoKeys.errorId} />
        {photos.length > 0 && actionData?.result && 'error' in actionData.result ? (
          <p className="field__hint">{SHOP_MSG.review.photosKept}</p>
        ) : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton>{SHOP_MSG.review.submit}</SubmitButton>
      </Form>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
