import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { subscriptions } from '~/backends/subscription.server'
import * as MSG from '~/domain/messages'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { skipNextDelivery } from '~/routes/_order+/__subscription.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import subscriptionStyles from '~/styles/subscription.css'
import { EmptyState } from '~/ui/EmptyState'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { SubscriptionCard } from '~/ui/subscription/SubscriptionCard'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
]
export const meta: MetaFunction = () => pageMeta(`${SUBSCRIPTION_MSG.manage} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/subscription`: the member's regular deliveries, running ones first; skip, change, cancel. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const list = await withPageErrors(() => subscriptions.list(ctx))
  // Nothing yet: the dog or cat food the shopper is browsing is where a subscription starts.
  const shopFor = ctx.productGroup1Id === 2 ? '/category/21' : '/category/11'
  return json({ subscriptions: list, shopFor }, { headers: cacheHeaders('never-stored') })
}

/** 다음 배송 건너뛰기 (the card's plain form); the answer is a toast on this page. */
export async function action({ request, context }: ActionFunctionArgs) {
  return skipNextDelivery(request, context, await readForm(request))
}

export default function SubscriptionList() {
  const { subscriptions: list, shopFor } = useLoaderData<typeof loader>()
  const running = list.filter((s) => s.status === 'ACTIVE')
  const ended = list.filter((s) => s.status !== 'ACTIVE')
  return (
    <div className="order-detail subscription-page">
      <PageHeader title={SUBSCRIPTION_MSG.manage} backTo="/my" />
      {running.length === 0 ? (
        <>
          <EmptyState message={SUBSCRIPTION_MSG.empty} action={SUBSCRIPTION_MSG.emptyAction} to={shopFor} />
          <p className="field__hint subscription-page__hint">{SUBSCRIPTION_MSG.emptyHint}</p>
        </>
      ) : (
        <section aria-labelledby="running-title">
          <h2 id="running-title" className="subscription-page__title">
            {SUBSCRIPTION_MSG.running}
          </h2>
          <ul className="subscription-list">
            {running.map((subscription) => (
              <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} />
            ))}
          </ul>
        </section>
      )}
      {ended.length > 0 ? (
        <section aria-labelledby="ended-title">
          <h2 id="ended-title" className="subscription-page__title">
            {SUBSCRIPTION_MSG.cancelledList}
          </h2>
          <ul className="subscription-list">
            {ended.map((subscription) => (
              <SubscriptionCard key={subscription.subscriptionId} subscription={subscription} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
