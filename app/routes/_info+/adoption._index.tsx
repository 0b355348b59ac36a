import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { adoption } from '~/backends/adoption.server'
import * as MSG from '~/domain/messages'
import * as INFO_MSG from '~/domain/messages.info'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import infoStyles from '~/styles/info.css'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { AnimalCard } from '~/ui/info/AnimalCard'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

const M = INFO_MSG.adoption

export const links = () => [
  { rel: 'stylesheet', href: shopStyles },
  { rel: 'stylesheet', href: infoStyles },
]
export const meta: MetaFunction = () => pageMeta(`${M.title} | ${MSG.brand.name}`, M.lead)
export const headers = loaderCacheControl

/** `/adoption?animal=1|2`: how adoption and fostering work, and the animals waiting in partner shelters. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const param = new URL(request.url).searchParams.get('animal')
  const group = param === '1' ? 1 : param === '2' ? 2 : null
  const animals = await withPageErrors(() => adoption.animals(ctx, group ?? undefined))
  return json({ animals, group, signedIn: ctx.session !== null }, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export default function AdoptionPage() {
  const { animals, group, signedIn } = useLoaderData<typeof loader>()
  const filters = [
    { value: null, label: M.all, to: '/adoption' },
    { value: 1, label: MSG.pet.dog, to: '/adoption?animal=1' },
    { value: 2, label: MSG.pet.cat, to: '/adoption?animal=2' },
  ]
  return (
    <div className="info-page">
      <PageHeader title={M.title} backTo="/" />
      <section className="info-hero">
        <p className="info-hero__lead">{M.lead}</p>
        {signedIn ? (
          <Link to="/adoption/inquiries" className="text-link">
            {M.inquiries.title}
          </Link>
        ) : null}
      </section>
      <section className="detail-section" aria-labelledby="adoption-guide">
        <h2 id="adoption-guide">{M.guide}</h2>
        <ol className="info-steps">
          {M.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="detail-section__text">{M.foster}</p>
      </section>
      <section className="detail-section" aria-labelledby="adoption-list">
        <h2 id="adoption-list">{M.list}</h2>
        <nav className="chips info-chips" aria-label={M.filter}>
          {filters.map((f) => (
            <Link key={f.label} to={f.to} className="chip-link" aria-current={group === f.value ? 'page' : undefined}>
              {f.label}
            </Link>
          ))}
        </nav>
        {animals.length === 0 ? (
          <p className="empty">{M.none}</p>
        ) : (
          <ul className="animal-grid">
            {animals.map((animal) => (
              <AnimalCard key={animal.animalId} animal={animal} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
