import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { search } from '~/backends/search.server'
import * as MSG from '~/domain/messages'
import * as SEARCH_MSG from '~/domain/messages.search'
import type { ProductSummary } from '~/domain/product'
import { parseSearchGroup } from '~/domain/search'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { notFound, orFallback, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { readRecentlyViewed } from '~/session/preferences.server'
import searchStyles from '~/styles/search.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { ProductCard } from '~/ui/ProductCard'
import { BestKeywords } from '~/ui/search/BestKeywords'
import { SearchHeader } from '~/ui/search/SearchHeader'

export const links = () => [{ rel: 'stylesheet', href: searchStyles }]

const RECENT_SHOWN = 10

export const headers = loaderCacheControl

/** `/search/{productGroup1Id}`: the search home with recently viewed products and best keywords. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  if (group === null) throw notFound()
  const ctx = await requestContext(request, context)
  const recentIds = (await readRecentlyViewed(request)).slice(0, RECENT_SHOWN)
  const [keywords, recent] = await Promise.all([
    withPageErrors(() => search.bestKeywords(ctx, group)),
    // Recently viewed products are a convenience: the page still serves without them.
    recentIds.length === 0
      ? Promise.resolve([] as ProductSummary[])
      : orFallback(
          search.summaries(ctx, recentIds).then((answer) => answer.products),
          [] as ProductSummary[],
        ),
  ])
  // The recently viewed row comes from this shopper's cookie: never shared by a cache.
  return json({ group, keywords: keywords.keywords, recent }, { headers: cacheHeaders('private') })
}

export const meta: MetaFunction = () => pageMeta(`${SEARCH_MSG.title} | ${MSG.brand.name}`)

export default function SearchHomePage() {
  const { group, keywords, recent } = useLoaderData<typeof loader>()
  return (
    <div className="search-page">
      <h1 className="sr-only">{SEARCH_MSG.title}</h1>
      <SearchHeader group={group} />
      <section className="search-section" aria-labelledby="recent-title">
        <h2 id="recent-title" className="search-section__title">
          {SEARCH_MSG.recentlyViewed}
        </h2>
        {recent.length > 0 ? (
          <ul className="product-row">
            {recent.map((product) => (
              <li key={product.productId}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="search-section__empty">{SEARCH_MSG.noRecentlyViewed}</p>
        )}
      </section>
      <BestKeywords group={group} keywords={keywords} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
