import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { partners } from '~/backends/partners.server'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import * as MY_MSG from '~/domain/messages.my'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import { requireMemberDetail } from '~/session/signin.server'
import myStyles from '~/styles/my.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { FromPrice } from '~/ui/FromPrice'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'

export const meta: MetaFunction = () => pageMeta(`${MY_MSG.partners.title} | ${MSG.brand.name}`)
export const links = () => [{ rel: 'stylesheet', href: myStyles }]

/** Decision 026: the loader's `never-stored` must reach the document answer too. */
export const headers = loaderCacheControl

/**
 * /my/partners (R3.9, decision 031): a member with a partners authority sees their
 * brand as the shop sells it. Anyone else gets the not-found alert, as for a page that is not there.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, detail } = await requireMemberDetail(request, context)
  if (detail.userInfo.partnersAuthority === null) throw notFound()
  const answer = await withPageErrors(() => partners.brand(ctx))
  return json({ authority: detail.userInfo.partnersAuthority, ...answer }, { headers: cacheHeaders('never-stored') })
}

export default function Partners() {
  const { authority, brand, summary, products } = useLoaderData<typeof loader>()
  const figures: Array<[string, string]> = [
    [MY_MSG.partners.productCount, MY_MSG.partners.pieces(formatCount(summary.productCount))],
    [MY_MSG.partners.soldoutCount, MY_MSG.partners.pieces(formatCount(summary.soldoutCount))],
    [MY_MSG.partners.reviewCount, formatCount(summary.reviewCount)],
    [MY_MSG.partners.reviewScore, summary.reviewScore === null ? MY_MSG.partners.noScore : summary.reviewScore.toFixed(1)],
    [MY_MSG.partners.soldQuantity, MY_MSG.partners.pieces(formatCount(summary.soldQuantity))],
  ]
  return (
    <div className="my-info">
      <PageHeader title={MY_MSG.partners.title} backTo="/my" />
      <section className="my__section" aria-labelledby="partner-brand">
        <div className="my__section-head">
          <h2 id="partner-brand">{MY_MSG.partners.brandTitle(brand.name)}</h2>
          <span className="badge-inline">{MY_MSG.partners.authority[authority]}</span>
        </div>
        <dl className="info-list" aria-label={MY_MSG.partners.summary}>
          {figures.map(([label, value]) => (
            <div key={label} className="info-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="my__section" aria-labelledby="partner-products">
        <h2 id="partner-products">{MY_MSG.partners.topProducts}</h2>
        {products.length === 0 ? (
          <p className="my-guest__body">{MY_MSG.partners.empty}</p>
        ) : (
          <ol className="partner-products" aria-labelledby="partner-products">
            {products.map((product) => (
              <li key={product.productId} className="partner-products__item">
                <Link to={`/product/detail/${product.productId}`} className="partner-products__name">
                  {product.productName}
                </Link>
                <span className="partner-products__price">
                  <FromPrice
                    shown={{
                      salePrice: product.lowestOptionDiscountApplyPrice ?? product.discountApplyPrice,
                      from: product.optionPricesDiffer ?? false,
                    }}
                  />
                  {product.isSoldout ? <span className="badge-inline">{MY_MSG.partners.soldout}</span> : null}
                </span>
                <span className="partner-products__meta">
                  {MY_MSG.partners.productMeta(formatCount(product.reviewCount), formatCount(product.soldQuantity))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
