import { json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { catalog } from '~/backends/catalog.server'
import { type CategorySort, categoryHref, isAlongPath, pageCount, parseCategoryPath, parseCategorySort, parsePage } from '~/domain/catalog'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound, withPageErrors } from '~/http/responses.server'
import type { ShellHandle } from '~/root'
import { requestContext } from '~/session/context.server'
import { CartLink } from '~/ui/cart/CartLink'
import { CategoryNav } from '~/ui/catalog/CategoryNav'
import { Pager, SortLinks } from '~/ui/catalog/SortLinks'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { PageHeader } from '~/ui/PageHeader'
import { EAGER_CARDS, ProductCard } from '~/ui/ProductCard'

const PAGE_SIZE = 24

/** `/category/{...category}`: a category's products with its chips, sorting and pages. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = parseCategoryPath(params['*'])
  if (!path) throw notFound()
  const url = new URL(request.url)
  const ctx = await requestContext(request, context)
  const categoryId = path[path.length - 1] ?? 0
  const listing = await withPageErrors(() =>
    catalog.products(ctx, {
      categoryId,
      sort: parseCategorySort(url.searchParams.get('sort')),
      page: parsePage(url.searchParams.get('page')),
      size: PAGE_SIZE,
    }),
  )
  // A path whose parents are not the category's own (/category/11/21 when 21 sits under 5) is sent
  // to the category's address, sorting and page kept. A shorter path (/category/21) is fine, and so
  // is one led by its group (/category/1/21, as home's banners link).
  const { productGroup1Id, path: own } = listing.category
  if (!isAlongPath(path, [{ categoryId: productGroup1Id }, ...own]))
    throw redirect(`${categoryHref(listing.category.path)}${url.search}`, {
      status: 301,
      headers: cacheHeaders(forShopper(ctx.session)),
    })
  return json(listing, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export const headers = loaderCacheControl
// A list that scrolls under the bar: the divider marks where the page ends (spec §2, decision 033).
export const handle: ShellHandle = { bottomNav: 'divider' }

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? pageMeta(`${data.category.name} | ${MSG.brand.name}`, MSG.catalog.categoryDescription(data.category.name))
    : pageMeta(errorPageTitle(error))

export default function CategoryPage() {
  const { category, products, totalCount, page, size, sort } = useLoaderData<typeof loader>()
  const base = categoryHref(category.path)
  const href = (next: { sort?: CategorySort; page?: number }) => {
    const query = new URLSearchParams()
    const nextSort = next.sort ?? sort
    if (nextSort !== 'POPULAR') query.set('sort', nextSort)
    if ((next.page ?? 1) > 1) query.set('page', String(next.page))
    const qs = query.toString()
    return qs ? `${base}?${qs}` : base
  }
  const pages = pageCount(totalCount, size)
  return (
    <div className="category-page">
      <PageHeader title={category.name} backTo="/category" end={<CartLink />} />
      <CategoryNav category={category} />
      <div className="listing-bar">
        <p className="listing-bar__count">{MSG.catalog.count(formatCount(totalCount))}</p>
        <SortLinks current={sort} href={(s) => href({ sort: s })} />
      </div>
      {products.length === 0 ? (
        <p className="empty">{MSG.catalog.empty}</p>
      ) : (
        <section aria-labelledby="category-products">
          <h2 id="category-products" className="sr-only">
            {MSG.catalog.productList}
          </h2>
          <ul className="product-grid product-grid--page">
            {products.map((product, index) => (
              <li key={product.productId}>
                <ProductCard product={product} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pager page={page} pages={pages} href={(p) => href({ page: p })} />
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
