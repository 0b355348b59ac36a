import { type ActionFunctionArgs, json, redirect } from '@remix-run/node'
import { myReviews } from '~/backends/reviews.server'
import { parseRecordId } from '~/domain/record-id'
import { safeNext } from '~/domain/redirect'
import { readForm } from '~/http/form-reply.server'
import { notFound } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { loginRedirect } from '~/session/signin.server'
import { reviewRefusalMessage } from './__review-form.server'

/**
 * `POST /review/helpful` (decision 047): 도움돼요 on a review, or taking it back. Without
 * JavaScript the answer is the product page again (`back`, at the review); the list's island
 * (`js=1`) gets the new state as JSON. A guest is sent to log in and back to the product.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const reviewId = parseRecordId(String(form.get('reviewId') ?? ''))
  if (reviewId === null) throw notFound()
  const back = safeNext(form.get('back'), '/')
  const island = form.get('js') === '1'
  const ctx = await requestContext(request, context)
  if (!ctx.session) throw await loginRedirect(request, back)
  try {
    const state = await myReviews.helpful(ctx, reviewId)
    if (island) return json({ ok: true as const, ...state })
    return redirect(`${back}#review-${reviewId}`)
  } catch (error) {
    const message = reviewRefusalMessage(error)
    if (island) return json({ ok: false as const, message }, { status: 400 })
    return redirect(`${back}#review-${reviewId}`, { headers: await flashHeaders(request, { toast: { message, tone: 'error' } }) })
  }
}

export const loader = () => {
  throw notFound()
}
