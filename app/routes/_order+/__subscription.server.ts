import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, json, redirect } from '@remix-run/node'
import { camelCase } from '~/backends/case'
import { BackendError } from '~/backends/error'
import { subscriptions } from '~/backends/subscription.server'
import { formatCalendarDay } from '~/domain/date-formats'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { parseRecordId } from '~/domain/record-id'
import { subscriptionsHref } from '~/domain/subscription'
import { SubscriptionCancelSchema } from '~/domain/subscription.schema'
import { replyWithBackendError } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import type { RequestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'

type Reply = (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult

/**
 * The member's subscription for a page about it (change, billing cancel). A malformed id is the
 * not-found screen before any call; someone else's is V2's 404, the same screen.
 */
export async function memberSubscription(request: Request, load: AppLoadContext | undefined, rawId: string | null | undefined) {
  const subscriptionId = parseRecordId(rawId)
  if (subscriptionId === null) throw notFound(SUBSCRIPTION_MSG.errors.notFound)
  const ctx = await requireMember(request, load)
  const subscription = await withPageErrors(() => subscriptions.detail(ctx, subscriptionId))
  return { ctx, subscription }
}

/** V2's refusal as the form's answer: a reason of ours under the field V2 named, anything else as the shop answers it. */
export function replyWithSubscriptionError(reply: Reply, error: unknown): SubmissionResult {
  const message = error instanceof BackendError && error.reason ? SUBSCRIPTION_MSG.reasons[error.reason] : undefined
  if (!(error instanceof BackendError) || !message) return replyWithBackendError(reply, error)
  return error.field ? reply({ fieldErrors: { [camelCase(error.field)]: [message] } }) : reply({ formErrors: [message] })
}

/**
 * 다음 배송 건너뛰기 from the list or the change page: back where it was posted from with a toast
 * saying the new date, or why not (someone else's id, a cancelled one, the 16-week limit).
 */
export async function skipNextDelivery(request: Request, load: AppLoadContext | undefined, formData: FormData, back = subscriptionsHref) {
  const ctx = await requireMember(request, load)
  const toast = async (message: string, tone: 'success' | 'error') =>
    redirect(back, { headers: await flashHeaders(request, { toast: { message, tone } }) })
  const subscriptionId = parseRecordId(String(formData.get('subscriptionId') ?? ''))
  if (subscriptionId === null) return toast(SUBSCRIPTION_MSG.errors.notFound, 'error')
  try {
    const skipped = await subscriptions.skip(ctx, subscriptionId)
    return toast(SUBSCRIPTION_MSG.skipped(formatCalendarDay(skipped.nextDeliveryDate ?? '')), 'success')
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    const message =
      (error.reason && SUBSCRIPTION_MSG.reasons[error.reason]) ||
      (error.code === 'NOT_FOUND' ? SUBSCRIPTION_MSG.errors.notFound : error.message)
    return toast(message, 'error')
  }
}

/**
 * The billing cancel of a subscription (`/order/billing/cancel` with `subscriptionId`): V2 ends
 * the regular payment (up to 60 s, spec §9); back to the list with a toast, or the form's errors.
 */
export async function cancelSubscriptionBilling(request: Request, ctx: RequestContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: SubscriptionCancelSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await subscriptions.cancel(ctx, submission.value)
  } catch (error) {
    return json({ result: replyWithSubscriptionError(submission.reply, error) }, { status: 400 })
  }
  return redirect(subscriptionsHref, {
    headers: await flashHeaders(request, { toast: { message: SUBSCRIPTION_MSG.cancelForm.done, tone: 'success' } }),
  })
}
