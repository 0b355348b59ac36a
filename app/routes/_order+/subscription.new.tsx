import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { BackendError } from '~/backends/error'
import { subscriptions } from '~/backends/subscription.server'
import * as MSG from '~/domain/messages'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { productHref } from '~/domain/product'
import { parseRecordId } from '~/domain/record-id'
import { newSubscriptionHref, subscriptionsHref } from '~/domain/subscription'
import { NewSubscriptionSchema } from '~/domain/subscription.schema'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { notFound, withPageErrors } from '~/http/responses.server'
import { replyWithSubscriptionError } from '~/routes/_order+/__subscription.server'
import { flashHeaders } from '~/session/flash.server'
import { requireMember } from '~/session/signin.server'
import shopStyles from '~/styles/shop.css'
import subscriptionStyles from '~/styles/subscription.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { NewSubscriptionForm } from '~/ui/subscription/SubscriptionForms'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: subscriptionStyles },
]
export const meta: MetaFunction = () => pageMeta(`${SUBSCRIPTION_MSG.newTitle} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/subscription/new?productId=`: starting a regular delivery of a consumable (the product page's 정기배송 entry). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const productId = parseRecordId(new URL(request.url).searchParams.get('productId'))
  if (productId === null) throw notFound(MSG.error.productNotFound)
  const ctx = await requireMember(request, context)
  // Goods that last (toys, houses) have no regular delivery: the page says so and leads back.
  const sheet = await withPageErrors(() =>
    subscriptions.sheet(ctx, productId).catch((error) => {
      if (error instanceof BackendError && error.reason === 'NOT_SUBSCRIBABLE') return null
      throw error
    }),
  )
  return json({ sheet, productId }, { headers: cacheHeaders('never-stored') })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: NewSubscriptionSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    await subscriptions.create(ctx, submission.value)
  } catch (error) {
    return json({ result: replyWithSubscriptionError(submission.reply, error) }, { status: 400 })
  }
  return redirect(subscriptionsHref, {
    headers: await flashHeaders(request, { toast: { message: SUBSCRIPTION_MSG.started, tone: 'success' } }),
  })
}

export default function NewSubscription() {
  const { sheet, productId } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="order-detail subscription-page">
      <PageHeader title={SUBSCRIPTION_MSG.newTitle} backTo={productHref(productId)} />
      {sheet ? (
        <>
          <div className="order-line subscription-product">
            <img src={sheet.product.imageUrl} alt="" width={56} height={56} />
            <p className="order-line__name">{sheet.product.productName}</p>
          </div>
          {sheet.discountRate > 0 ? <p className="subscription-banner">{SUBSCRIPTION_MSG.discountBanner(sheet.discountRate)}</p> : null}
          <NewSubscriptionForm sheet={sheet} back={newSubscriptionHref(productId)} lastResult={actionData?.result} />
        </>
      ) : (
        <div className="empty empty--page">
          <p>{SUBSCRIPTION_MSG.notSubscribable}</p>
          <Link to={productHref(productId)} className="button button--primary">
            {SUBSCRIPTION_MSG.backToProduct}
          </Link>
        </div>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
