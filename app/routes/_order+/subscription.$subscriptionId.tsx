import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { subscriptions } from '~/backends/subscription.server'
import * as MSG from '~/domain/messages'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { subscriptionCancelHref, subscriptionHref, subscriptionsHref } from '~/domain/subscription'
import { ChangeSubscriptionSchema } from '~/domain/subscription.schema'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { memberSubscription, replyWithSubscriptionError, skipNextDelivery } from '~/routes/_order+/__subscription.server'
import { flashHeaders } from '~/session/flash.server'
import shopStyles from '~/styles/shop.css'
import subscriptionStyles from '~/styles/subscription.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { SubscriptionFacts, SubscriptionHead } from '~/ui/subscription/SubscriptionCard'
import { ChangeSubscriptionForm } from '~/ui/subscription/SubscriptionForms'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
]
export const meta: MetaFunction = () => pageMeta(`${SUBSCRIPTION_MSG.changeTitle} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/subscription/{id}`: changing one of the member's subscriptions (anyone else's is not found). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { subscription } = await memberSubscription(request, context, params.subscriptionId)
  return json({ subscription }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  // The id comes from the path, whatever the form says (V2 refuses someone else's with 404).
  const { ctx, subscription } = await memberSubscription(request, context, params.subscriptionId)
  const formData = await readForm(request)
  const here = subscriptionHref(subscription.subscriptionId)
  if (formData.get('intent') === 'skip') {
    formData.set('subscriptionId', String(subscription.subscriptionId))
    return skipNextDelivery(request, context, formData, here)
  }
  const submission = parseWithZod(formData, { schema: ChangeSubscriptionSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await subscriptions.update(ctx, subscription.subscriptionId, submission.value)
  } catch (error) {
    return json({ result: replyWithSubscriptionError(submission.reply, error) }, { status: 400 })
  }
  return redirect(subscriptionsHref, {
    headers: await flashHeaders(request, { toast: { message: SUBSCRIPTION_MSG.saved, tone: 'success' } }),
  })
}

export default function ChangeSubscription() {
  const { subscription } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const active = subscription.status === 'ACTIVE'
  return (
    <div className="order-detail subscription-page">
      <PageHeader title={SUBSCRIPTION_MSG.changeTitle} backTo={subscriptionsHref} />
      <div className="subscription-card">
        <SubscriptionHead subscription={subscription} />
        <SubscriptionFacts subscription={subscription} />
      </div>
      {active ? (
        <>
          <Form method="post" className="subscription-card__actions">
            <button type="submit" name="intent" value="skip" className="button button--small" disabled={!subscription.canSkip}>
              {subscription.canSkip ? SUBSCRIPTION_MSG.skip : SUBSCRIPTION_MSG.cannotSkip}
            </button>
            <Link to={subscriptionCancelHref(subscription.subscriptionId)} className="text-link">
              {SUBSCRIPTION_MSG.cancelForm.title}
            </Link>
          </Form>
          <ChangeSubscriptionForm
            subscription={subscription}
            back={subscriptionHref(subscription.subscriptionId)}
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
          />
        </>
      ) : (
        <p className="notice">{SUBSCRIPTION_MSG.cancelledNotice}</p>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
