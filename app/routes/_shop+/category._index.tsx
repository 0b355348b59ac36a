import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { catalog } from '~/backends/catalog.server'
import { categoryHref } from '~/domain/catalog'
import { formatCount } from '~/domain/format'
import * as MSG from '~/domain/messages'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { HomeHeader } from '~/ui/home/HomeHeader'
import { pageMeta } from '~/ui/meta'

/** `/category`: the dog or cat category tree (the bottom bar's 카테고리). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requestContext(request, context)
  const tree = await withPageErrors(() => catalog.tree(ctx))
  return json(tree, { headers: cacheHeaders(forShopper(ctx.session)) })
}

export const headers = loaderCacheControl

export const meta: MetaFunction = () => pageMeta(`${MSG.catalog.title} | ${MSG.brand.name}`, MSG.pageDescription.categories)

export default function Categories() {
  const { productGroup1Id, categories } = useLoaderData<typeof loader>()
  const location = useLocation()
  return (
    <>
      <div className="sticky-top">
        <HomeHeader productGroup1Id={productGroup1Id} redirectTo={location.pathname} />
      </div>
      <h1 className="page-title">{MSG.catalog.title}</h1>
      <ul className="category-tree">
        {categories.map((top) => (
          <li key={top.categoryId} className="category-tree__group">
            <h2>
              <Link to={categoryHref([top])}>
                {top.name} <span className="category-tree__count">{MSG.catalog.productCount(formatCount(top.productCount))}</span>
              </Link>
            </h2>
            <ul className="category-tree__children">
              {top.children.map((child) => (
                <li key={child.categoryId}>
                  <Link to={categoryHref([top, child])}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  )
}

export const ErrorBoundary = ShopErrorBoundary
