import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { vet } from '~/backends/vet.server'
import * as MSG from '~/domain/messages'
import * as VET_MSG from '~/domain/messages.vet'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import vetStyles from '~/styles/vet.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { VetPick } from '~/ui/vet/VetPick'

export const links = () => [{ rel: 'stylesheet', href: vetStyles }]
export const meta: MetaFunction = () => pageMeta(`${VET_MSG.commerce.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/vet-commerce?productGroup1Id=`: the vets' picks by concern, for dogs or cats (the shopper's choice by default). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const asked = new URL(request.url).searchParams.get('productGroup1Id')
  const explicit = asked === '1' || asked === '2'
  const group = explicit ? (Number(asked) as 1 | 2) : ctx.productGroup1Id === 2 ? 2 : 1
  const recommendations = await withPageErrors(() => vet.recommendations(ctx, group))
  // Without the parameter the group comes from the shopper's cookie: the page is theirs alone.
  const shared = explicit && ctx.session === null
  return json(recommendations, { headers: cacheHeaders(shared ? 'guest-shareable' : 'private') })
}

export default function VetCommerce() {
  const { productGroup1Id, concerns } = useLoaderData<typeof loader>()
  return (
    <div className="vet-page">
      <PageHeader title={VET_MSG.commerce.title} backTo="/" />
      <p className="vet-lead">{VET_MSG.commerce.lead}</p>
      <nav className="segmented" aria-label={MSG.productGroup.label}>
        <Link to="?productGroup1Id=1" aria-current={productGroup1Id === 1 ? 'page' : undefined}>
          {MSG.pet.dog}
        </Link>
        <Link to="?productGroup1Id=2" aria-current={productGroup1Id === 2 ? 'page' : undefined}>
          {MSG.pet.cat}
        </Link>
      </nav>
      <nav className="vet-concerns" aria-label={VET_MSG.commerce.concerns}>
        {concerns.map((concern) => (
          <a key={concern.concernCode} href={`#concern-${concern.concernCode}`} className="chip-link">
            {concern.title}
          </a>
        ))}
      </nav>
      {concerns.every((c) => c.picks.length === 0) ? <p className="empty">{VET_MSG.commerce.empty}</p> : null}
      {concerns.map((concern) => (
        <section
          key={concern.concernCode}
          id={`concern-${concern.concernCode}`}
          className="vet-section"
          aria-labelledby={`concern-${concern.concernCode}-title`}
        >
          <h2 id={`concern-${concern.concernCode}-title`} className="vet-section__title">
            {concern.title}
          </h2>
          <p className="vet-note">{concern.lead}</p>
          <ul className="vet-picks">
            {concern.picks.map((pick) => (
              <VetPick key={pick.product.productId} pick={pick} />
            ))}
          </ul>
        </section>
      ))}
      <p className="vet-cta">
        <Link to="/vet" className="button button--primary vet-button--block">
          {VET_MSG.commerce.findClinic}
        </Link>
      </p>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
