import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { myReviews } from '~/backends/reviews.server'
import { formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { parseRecordId } from '~/domain/record-id'
import { ReviewEditSchema } from '~/domain/review.schema'
import { isEditable } from '~/domain/review-rules'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { ReviewPhotoPicker } from '~/islands/ReviewPhotoPicker'
import { readReviewForm, reviewRefusal, reviewRefusalMessage } from '~/routes/_review+/__review-form.server'
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
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.review.edit} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const M = SHOP_MSG.review

/** `/review/edit/{reviewId}`: the member's review, to edit or delete within 30 days (decision 047). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reviewId = parseRecordId(params.reviewId)
  if (reviewId === null) throw notFound()
  const ctx = await requireMember(request, context)
  const review = await withPageErrors(() => myReviews.one(ctx, reviewId))
  return json({ review, open: isEditable(new Date(review.createdAt), new Date()) }, { headers: cacheHeaders('never-stored') })
}

const done = async (request: Request, message: string) =>
  redirect('/review', { headers: await flashHeaders(request, { toast: { message, tone: 'success' } }) })

export async function action({ request, params, context }: ActionFunctionArgs) {
  const reviewId = parseRecordId(params.reviewId)
  if (reviewId === null) throw notFound()
  const ctx = await requireMember(request, context)
  const form = await readReviewForm(request, ctx)
  if (form instanceof Response) return form
  const { photos } = form
  if (form.formData.get('intent') === 'delete') {
    try {
      const { pointsTakenBack } = await myReviews.remove(ctx, reviewId)
      return done(request, pointsTakenBack > 0 ? M.deletedWithPoints(formatWon(pointsTakenBack)) : M.deleted)
    } catch (error) {
      return json({ result: { status: 'error' as const, error: { '': [reviewRefusalMessage(error)] } }, photos }, { status: 400 })
    }
  }
  const submission = parseWithZod(form.formData, { schema: ReviewEditSchema })
  if (form.removed) return json({ result: { initialValue: submission.payload }, photos })
  if (submission.status !== 'success' || form.photoError) {
    const fieldErrors: Record<string, string[]> = form.photoError ? { photoKeys: [form.photoError] } : {}
    return json({ result: submission.reply({ fieldErrors }), photos }, { status: 400 })
  }
  try {
    await myReviews.edit(ctx, reviewId, {
      score: submission.value.score,
      text: submission.value.text,
      photoKeys: photos.map((p) => p.photoKey),
    })
    return done(request, M.saved)
  } catch (error) {
    return json({ result: reviewRefusal(submission.reply, error), photos }, { status: 400 })
  }
}

export default function EditReview() {
  const { review, open } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const defaultValue = { score: String(review.score), text: review.text }
  const [form, fields] = useShopForm<typeof ReviewEditSchema>({ id: 'review', lastResult: actionData?.result, defaultValue })
  const photos = actionData?.photos ?? review.photos
  return (
    <div className="order-detail">
      <PageHeader title={M.edit} backTo="/review" />
      <div className="order-line">
        <img src={review.imageUrl} alt="" width={56} height={56} />
        <p className="order-line__name">{review.productName}</p>
      </div>
      {!open ? (
        <p className="empty">{M.editClosed}</p>
      ) : (
        <>
          <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="form">
            <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true" />
            <p className="review-reward">{M.editHint(formatDate(review.editableUntil))}</p>
            <RadioGroup
              meta={fields.score}
              legend={M.score}
              options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: M.scoreLabel(n) }))}
            />
            <TextArea meta={fields.text} label={M.text} hint={M.textHint} rows={6} />
            <ReviewPhotoPicker photos={photos} errors={fields.photoKeys.errors} errorId={fields.photoKeys.errorId} />
            <FormErrors id={form.errorId} errors={form.errors} />
            <SubmitButton name="intent" value="save">
              {M.save}
            </SubmitButton>
          </Form>
          <Form method="post" encType="multipart/form-data" className="form review-delete">
            <p className="field__hint">{review.reward > 0 ? M.deleteWarning(formatWon(review.reward)) : M.deleteNoReward}</p>
            <button type="submit" name="intent" value="delete" className="button button--secondary">
              {M.delete}
            </button>
          </Form>
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
