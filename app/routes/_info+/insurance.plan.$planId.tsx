import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { insurance } from '~/backends/insurance.server'
import { formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { PlanFacts } from '~/ui/info/PlanCard'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.insurance
const BUCKETS = ['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageMeta(data ? `${data.plan.name} | ${M.title}` : errorPageTitle(error))
export const headers = loaderCacheControl

/** `/insurance/plan/{planId}`: what a plan covers and what it costs by animal and age. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const planId = /^[1-9]\d{0,8}$/.test(params.planId ?? '') ? Number(params.planId) : null
  if (planId === null) throw notFound()
  const ctx = await requestContext(request, context)
  const plan = (await withPageErrors(() => insurance.plans(ctx))).find((p) => p.planId === planId)
  if (!plan) throw notFound()
  return json({ plan }, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export default function PlanPage() {
  const { plan } = useLoaderData<typeof loader>()
  const rate = (animal: number, bucket: (typeof BUCKETS)[number]) =>
    plan.rates.find((r) => r.animalGroup1Id === animal && r.ageBucket === bucket)?.monthlyPremium
  return (
    <article className="info-page">
      <PageHeader title={M.title} backTo="/insurance" titleIsHeading={false} />
      <header className="info-hero">
        <p className="info-hero__sub">{M.partner(plan.insurer)}</p>
        <h1 className="info-hero__title">{plan.name}</h1>
        <p className="info-hero__lead">{plan.tagline}</p>
        <PlanFacts plan={plan} />
      </header>
      <section className="detail-section" aria-labelledby="coverages">
        <h2 id="coverages">{M.coverages}</h2>
        <dl className="coverage-list">
          {plan.coverages.map((c) => (
            <div key={c.name} className="coverage-list__item">
              <dt>{c.name}</dt>
              <dd>{c.detail}</dd>
              <dd className="coverage-list__limit">{c.limitText}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="detail-section" aria-labelledby="rates">
        <h2 id="rates">{M.rates}</h2>
        <table className="rate-table">
          <caption className="field__hint">{M.ratesNote}</caption>
          <thead>
            <tr>
              <th scope="col">{M.ageColumn}</th>
              <th scope="col">{MSG.pet.dog}</th>
              <th scope="col">{MSG.pet.cat}</th>
            </tr>
          </thead>
          <tbody>
            {BUCKETS.map((bucket) => (
              <tr key={bucket}>
                <th scope="row">{M.ageBucket[bucket]}</th>
                {[1, 2].map((animal) => {
                  const premium = rate(animal, bucket)
                  return <td key={animal}>{premium ? formatWon(premium) : M.notOffered}</td>
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="field__hint">{M.sizeNote(plan.sizeFactors.M, plan.sizeFactors.L)}</p>
        <Link to="/insurance#quote" className="button button--primary button--block">
          {M.quote.submit}
        </Link>
      </section>
      <section className="detail-section" aria-labelledby="renewal">
        <h2 id="renewal">{M.renewal}</h2>
        <p className="detail-section__text">{plan.renewal}</p>
      </section>
    </article>
  )
}

export const ErrorBoundary = ShopErrorBoundary
