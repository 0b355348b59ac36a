import { json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { search } from '~/backends/search.server'
import { formatCount } from '~/domain/format'
import { asShown } from '~/domain/list-price'
import * as MSG from '~/domain/messages'
import * as SEARCH_MSG from '~/domain/messages.search'
import { parseSearchGroup, parseSearchQuery, resultChunk, searchHomeHref, searchQueryString } from '~/domain/search'
import { filterChips } from '~/domain/search-chips'
import { cacheHeaders, forShopper, loaderCacheControl } from '~/http/cache-headers'
import { notFound, orFallback, withPageErrors } from '~/http/responses.server'
import { PageEvent } from '~/islands/Tracking'
import type { ShellHandle } from '~/root'
import { requestContext } from '~/session/context.server'
import searchStyles from '~/styles/search.css'
import { errorPageTitle, ShopErrorBoundary } from '~/ui/ErrorScreens'
import { pageMeta } from '~/ui/meta'
import { FilterChips } from '~/ui/search/FilterChips'
import { LazySearchFilters } from '~/ui/search/LazySearchFilters'
import { ResultList } from '~/ui/search/ResultList'
import { SearchHeader } from '~/ui/search/SearchHeader'
import { EmptySearch, SearchNotes } from '~/ui/search/SearchHelp'
import { SearchSortLinks } from '~/ui/search/SearchSortLinks'

export const links = () => [{ rel: 'stylesheet', href: searchStyles }]

/** `/search/{productGroup1Id}/result?word=`: results with filters, sorts and more-results paging. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  if (group === null) throw notFound()
  const url = new URL(request.url)
  const query = parseSearchQuery(url.searchParams)
  // Nothing to search: back to the search home, where the shopper can type.
  if (!query) throw redirect(searchHomeHref(group))
  // One address per search (empty filter fields of a no-JS form, reordered brands, defaults).
  if (url.search.slice(1) !== searchQueryString(query)) throw redirect(`${url.pathname}?${searchQueryString(query)}`)
  const ctx = await requestContext(request, context)
  const result = await withPageErrors(() => search.products(ctx, group, query))
  // An empty page offers the best keywords; they are a help, so the page still serves without them.
  const keywords =
    result.totalCount > 0
      ? []
      : await orFallback(
          search.bestKeywords(ctx, group).then((answer) => answer.keywords.map((k) => k.keyword)),
          [],
        )
  // 최근 검색어 are written by /go, where searches are sent (decision 052): this page sets no
  // cookie, so a guest's copy may be shared by a cache.
  return json(
    { group, query, ...result, keywords, firstIndex: resultChunk(query.page).offset + 1, chips: filterChips(group, query, result.facets) },
    { headers: cacheHeaders(forShopper(ctx.session)) },
  )
}

export const headers = loaderCacheControl
// A list that scrolls under the bar: the divider marks where the page ends (spec §2, decision 033).
export const handle: ShellHandle = { bottomNav: 'divider' }

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return pageMeta(errorPageTitle(error))
  const title = `${SEARCH_MSG.resultTitle(data.query.word)} | ${MSG.brand.name}`
  // A word's first page is a landing page worth indexing; its filters, sorts and pages are
  // endless combinations, kept out of search engines' indexes (the links are still followed).
  const plain = [...new URLSearchParams(searchQueryString(data.query)).keys()].every((key) => key === 'word')
  return [
    ...pageMeta(title, SEARCH_MSG.resultDescription(data.query.word)),
    ...(plain ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
  ]
}

export default function SearchResultPage() {
  const { group, query, products, totalCount, facets, firstIndex, keywords, chips, ...answer } = useLoaderData<typeof loader>()
  const listKey = searchQueryString({ ...query, page: 1 })
  return (
    <div className="search-page search-page--result">
      {/* The results as their cards price them (decision 046). */}
      <PageEvent event={{ name: 'search', word: query.word, productGroup1Id: group, totalCount, products: products.map(asShown) }} />
      <SearchHeader group={group} word={query.word} />
      <h1 className="sr-only">{SEARCH_MSG.resultTitle(query.word)}</h1>
      <SearchNotes group={group} word={query.word} answer={answer} />
      <LazySearchFilters key={listKey} group={group} query={query} facets={facets} />
      <FilterChips chips={chips} />
      <div className="listing-bar">
        <p className="listing-bar__count" aria-live="polite">
          {SEARCH_MSG.count(formatCount(totalCount))}
        </p>
        <SearchSortLinks group={group} query={query} />
      </div>
      {totalCount === 0 ? (
        <EmptySearch group={group} word={query.word} answer={answer} keywords={keywords} />
      ) : (
        <>
          {query.page > 1 ? (
            <p className="sr-only">{SEARCH_MSG.chunkOf(firstIndex, firstIndex + products.length - 1, formatCount(totalCount))}</p>
          ) : null}
          <ResultList key={`${listKey}#${query.page}`} group={group} query={query} products={products} totalCount={totalCount} />
        </>
      )}
    </div>
  )
}

export const ErrorBoundary = ShopErrorBoundary
