import { parseWithZod } from '@conform-to/zod'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirectDocument } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { BackendError } from '~/backends/error'
import { membership } from '~/backends/membership.server'
import { formatWon } from '~/domain/format'
import { canJoin, chosenPlan, monthlyEquivalent } from '~/domain/membership'
import { JoinSchema } from '~/domain/membership.schema'
import * as MSG from '~/domain/messages'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'
import { PAYMENT_METHODS } from '~/domain/payment-methods'
import { POLICY_MSG, policyHref } from '~/domain/policies/titles'
import { safeNext } from '~/domain/redirect'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm, replyWithBackendError } from '~/http/form-reply.server'
import { withPageErrors } from '~/http/responses.server'
import { requireMember } from '~/session/signin.server'
import membershipStyles from '~/styles/membership.css'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { ErrorList, FormErrors } from '~/ui/form/Field'
import { getFormProps } from '~/ui/form/props'
import { useShopForm } from '~/ui/form/use-shop-form'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: membershipStyles },
]
export const handle = { bottomNav: 'hidden' }
export const meta: MetaFunction = () => pageMeta(`${MEMBERSHIP_MSG.order.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

const O = MEMBERSHIP_MSG.order

/** `/membership/order?plan=`: choosing a plan and a payment method, then the payment page (members only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireMember(request, context)
  const [offer, status] = await withPageErrors(() => Promise.all([membership.plans(ctx), membership.status(ctx)]))
  const plan = chosenPlan(offer.plans, new URL(request.url).searchParams.get('plan'))
  return json(
    { plans: offer.plans, planCode: plan?.planCode ?? null, joinable: canJoin(status.membership) },
    { headers: cacheHeaders('never-stored') },
  )
}

/** Paying: V2 prepares a pending join and the shopper goes to the payment stand-in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const ctx = await requireMember(request, context)
  const submission = parseWithZod(await readForm(request), { schema: JoinSchema })
  if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
  try {
    const { planCode, paymentMethod } = submission.value
    const prepared = await membership.prepare(ctx, { planCode, paymentMethod, returnUrl: '/membership/order/return' })
    // The payment page is the stand-in's /pay on this origin, not a Remix route: a whole document load.
    return redirectDocument(safeNext(prepared.paymentUrl, '/membership/order'))
  } catch (error) {
    // Joined meanwhile (another tab) or a plan that does not exist: the backend's Korean reason.
    if (error instanceof BackendError && error.reason === 'PLAN_NOT_FOUND')
      return json({ result: submission.reply({ fieldErrors: { planCode: [error.message] } }) }, { status: 400 })
    return json(
      { result: replyWithBackendError(submission.reply, error, undefined, undefined, { ALREADY_MEMBER: O.alreadyMember }) },
      { status: 400 },
    )
  }
}

export default function MembershipOrder() {
  const { plans, planCode, joinable } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const [form, fields] = useShopForm<typeof JoinSchema>({ id: 'membership-order', lastResult: actionData?.result })
  return (
    <div className="membership-page">
      <PageHeader title={O.title} backTo="/membership" />
      {!joinable ? (
        <div className="empty empty--page">
          <p role="status">{O.alreadyMember}</p>
          <Link to="/membership" className="button button--primary">
            {O.backToMembership}
          </Link>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="order-sheet">
          <fieldset className="order-section" aria-describedby={fields.planCode.errorId}>
            <legend>{O.plan}</legend>
            {plans.map((plan) => (
              <label key={plan.planCode} className="choice">
                <input type="radio" name={fields.planCode.name} value={plan.planCode} defaultChecked={plan.planCode === planCode} />
                <span className="choice__body">
                  <strong>{plan.name}</strong>
                  <span>{MEMBERSHIP_MSG.membership.periodPrice(formatWon(plan.price), plan.periodMonths)}</span>
                  {plan.periodMonths > 1 ? (
                    <span className="choice__sub">{MEMBERSHIP_MSG.membership.monthlyEquivalent(formatWon(monthlyEquivalent(plan)))}</span>
                  ) : null}
                  <span className="choice__sub">{O.renewsEvery(plan.periodMonths)}</span>
                </span>
              </label>
            ))}
            <ErrorList id={fields.planCode.errorId} errors={fields.planCode.errors} />
          </fieldset>
          <fieldset className="order-section" aria-describedby={fields.paymentMethod.errorId}>
            <legend>{O.paymentMethod}</legend>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className="choice choice--inline">
                <input type="radio" name={fields.paymentMethod.name} value={method} defaultChecked={method === 'CARD'} />
                <span>{O.paymentMethods[method]}</span>
              </label>
            ))}
            <ErrorList id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
          </fieldset>
          <section className="order-section membership-terms" aria-labelledby="membership-terms-title">
            <h2 id="membership-terms-title">{O.noticeTitle}</h2>
            <ul className="membership-terms__list">
              {O.notice.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <a href={policyHref('membership')} target="_blank" rel="noopener" className="text-link">
              {O.termsLink}
              <span className="sr-only"> ({POLICY_MSG.newWindow})</span>
            </a>
          </section>
          <label className="order-agree">
            <input
              type="checkbox"
              name={fields.agree.name}
              aria-describedby={fields.agree.errorId}
              aria-invalid={fields.agree.errors ? true : undefined}
            />
            <span>{O.agree}</span>
          </label>
          <ErrorList id={fields.agree.errorId} errors={fields.agree.errors} />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="order-bar">
            <button type="submit" className="button button--primary button--block">
              {O.pay}
            </button>
          </div>
        </Form>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
