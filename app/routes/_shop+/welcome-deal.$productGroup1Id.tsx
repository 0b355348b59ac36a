import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { welcomeDeal } from '~/backends/welcome-deal.server'
import { discountRate, formatWon } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as SHOP_MSG from '~/domain/messages.shop'
import { productHref } from '~/domain/product'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import shopStyles from '~/styles/shop.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const links = () => [{ rel: 'stylesheet', href: shopStyles }]
export const meta: MetaFunction = () => pageMeta(`${SHOP_MSG.welcomeDeal.title} | ${MSG.brand.name}`)

export const headers = loaderCacheControl

/** `/welcome-deal/{productGroup1Id}`: first-purchase deals for dogs (1) or cats (2). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = params.productGroup1Id === '1' ? 1 : params.productGroup1Id === '2' ? 2 : null
  if (group === null) throw notFound()
  const ctx = await requestContext(request, context)
  const deal = await withPageErrors(() => welcomeDeal(ctx, group))
  return json({ deal, here: `/welcome-deal/${group}` }, { headers: cacheHeaders('private') })
}

export default function WelcomeDealPage() {
  const { deal, here } = useLoaderData<typeof loader>()
  const blocked = deal.eligible === false
  return (
    <div className="welcome-deal">
      <PageHeader title={SHOP_MSG.welcomeDeal.title} backTo="/" />
      <section className="welcome-deal__hero">
        <p className="welcome-deal__lead">{SHOP_MSG.welcomeDeal.lead}</p>
        <p className="welcome-deal__rule">{SHOP_MSG.welcomeDeal.rule}</p>
        {deal.eligible === null ? (
          <p className="notice">
            {SHOP_MSG.welcomeDeal.guest}{' '}
            <Link to={`/auth/signin?next=${encodeURIComponent(here)}`} className="text-link">
              {SHOP_MSG.welcomeDeal.login}
            </Link>
          </p>
        ) : null}
        {blocked ? (
          <p className="notice" role="status">
            {deal.reason === 'REJOINED' ? SHOP_MSG.welcomeDeal.notEligibleRejoined : SHOP_MSG.welcomeDeal.notEligible}
          </p>
        ) : null}
      </section>
      <nav className="segmented" aria-label={MSG.productGroup.label}>
        <Link to="/welcome-deal/1" aria-current={deal.productGroup1Id === 1 ? 'page' : undefined}>
          {MSG.pet.dog}
        </Link>
        <Link to="/welcome-deal/2" aria-current={deal.productGroup1Id === 2 ? 'page' : undefined}>
          {MSG.pet.cat}
        </Link>
      </nav>
      <ul className="deal-grid">
        {deal.deals.map(({ dealId, dealPrice, optionId, optionName, optionPrice, product }) => (
          <li key={dealId} className="deal-card">
            <Link to={productHref(product.productId)} className="deal-card__link">
              <img src={product.imageUrl} alt="" width={180} height={180} loading="lazy" />
              <p className="deal-card__name">{product.productName}</p>
              {/* A deal sells one option: named, and struck at its own list price (decision 046). */}
              {optionName ? <p className="deal-card__option">{optionName}</p> : null}
              <p className="deal-card__price">
                <span className="product-card__rate">
                  {MSG.product.discountLabel(discountRate(optionPrice ?? product.price, dealPrice))}
                </span>
                <strong>
                  <span className="sr-only">{SHOP_MSG.welcomeDeal.dealPrice} </span>
                  {formatWon(dealPrice)}
                </strong>
                <del>{formatWon(optionPrice ?? product.price)}</del>
              </p>
            </Link>
            <Form method="post" action="/v2/cart">
              <input type="hidden" name="optionId" value={optionId} />
              <input type="hidden" name="dealId" value={dealId} />
              <input type="hidden" name="quantity" value="1" />
              <input type="hidden" name="redirectTo" value={here} />
              <button
                type="submit"
                name="intent"
                value="add"
                className="button button--primary button--small button--block"
                disabled={blocked}
                aria-label={`${product.productName} ${SHOP_MSG.welcomeDeal.buy}`}
              >
                {SHOP_MSG.welcomeDeal.buy}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
