import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { accounts } from '~/backends/accounts.server'
import { insurance } from '~/backends/insurance.server'
import { readQuote } from '~/domain/insurance-quote'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PlanCard } from '~/ui/info/PlanCard'
import { ManualQuoteForm, PetQuoteForm } from '~/ui/info/QuoteForms'
import { QuoteResults } from '~/ui/info/QuoteResults'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.insurance

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.title} | ${MSG.brand.name}`, MSG.pageDescription.insurance)
export const headers = loaderCacheControl

/**
 * `/insurance`: the plans, and a quote from a registered pet (`?petId=`) or from the animal, a
 * dog's size and the age (`?animal=&breedSize=&age=`, guests too), computed by the rule of
 * app/domain/insurance.ts.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const params = new URL(request.url).searchParams
  const [plans, pets] = await withPageErrors(() =>
    Promise.all([insurance.plans(ctx), ctx.session ? accounts.pets(ctx) : Promise.resolve(null)]),
  )
  const asked = readQuote(params, plans, pets)
  const values = Object.fromEntries(['animal', 'breedSize', 'age'].flatMap((k) => (params.has(k) ? [[k, params.get(k) ?? '']] : [])))
  return json(
    {
      plans,
      pets,
      signedIn: ctx.session !== null,
      values,
      petId: params.get('petId'),
      answered: asked.failed || 'quote' in asked,
      ...asked,
    },
    { status: asked.failed ? 400 : 200, headers: cacheHeaders('private') },
  )
}

export default function InsurancePage() {
  const data = useLoaderData<typeof loader>()
  const quote = (
    <section className="detail-section" aria-labelledby="quote">
      <h2 id="quote">{M.quote.title}</h2>
      {'quote' in data && data.quote ? (
        <QuoteResults pet={data.quote.pet} results={data.quote.results} plans={data.plans} signedIn={data.signedIn} />
      ) : null}
      {data.pets && data.pets.length > 0 ? (
        <PetQuoteForm pets={data.pets} lastResult={'petResult' in data ? data.petResult : null} petId={data.petId} />
      ) : null}
      <ManualQuoteForm lastResult={'manualResult' in data ? data.manualResult : null} values={data.values} />
    </section>
  )
  return (
    <div className="info-page">
      <PageHeader title={M.title} backTo="/" />
      <section className="info-hero">
        <p className="info-hero__lead">{M.lead}</p>
        {data.plans[0] ? <p className="info-hero__sub">{M.partner(data.plans[0].insurer)}</p> : null}
        {data.signedIn ? (
          <Link to="/insurance/applications" className="text-link">
            {M.apply.myApplications}
          </Link>
        ) : null}
      </section>
      {/* A quote was asked for (or refused): it comes first, where the answer of the form is expected. */}
      {data.answered ? quote : null}
      <section className="detail-section" aria-labelledby="plans-title">
        <h2 id="plans-title">{M.plans}</h2>
        <ul className="plan-list">
          {data.plans.map((plan) => (
            <PlanCard key={plan.planId} plan={plan} />
          ))}
        </ul>
      </section>
      {data.answered ? null : quote}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
