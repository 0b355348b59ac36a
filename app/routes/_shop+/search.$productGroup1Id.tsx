import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { search } from '~/backends/search.server'
import * as MSG from '~/domain/messages'
import * as SEARCH_MSG from '~/domain/messages.search'
import type { ProductSummary } from '~/domain/product'
import { parseRecordId } from '~/domain/record-id'
import { parseSearchGroup, searchGoHref, searchHomeHref } from '~/domain/search'
import { forgetViewed, forgetWord } from '~/domain/search-history'
import { cacheHeaders, loaderCacheControl } from '~/http/cache-headers'
import { readForm } from '~/http/form-reply.server'
import { notFound, orFallback, withPageErrors } from '~/http/responses.server'
import { requestContext } from '~/session/context.server'
import { flashHeaders } from '~/session/flash.server'
import { readRecentlyViewed, readRecentWords, recentlyViewedHeader, recentWordsHeader } from '~/session/preferences.server'
import searchStyles from '~/styles/search.css'
import { ShopErrorBoundary } from '~/ui/ErrorScreens'
import { CloseIcon } from '~/ui/icons'
import { pageMeta } from '~/ui/meta'
import { ProductCard } from '~/ui/ProductCard'
import { BestKeywords } from '~/ui/search/BestKeywords'
import { SearchHeader } from '~/ui/search/SearchHeader'

export const links = () => [{ rel: 'stylesheet', href: searchStyles }]

const RECENT_SHOWN = 10

export const headers = loaderCacheControl

/** `/search/{productGroup1Id}`: the search home with 최근 검색어, recently viewed products and best keywords. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  if (group === null) throw notFound()
  const ctx = await requestContext(request, context)
  const recentIds = (await readRecentlyViewed(request)).slice(0, RECENT_SHOWN)
  const words = await readRecentWords(request)
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
  return json({ group, keywords: keywords.keywords, recent, words }, { headers: cacheHeaders('private') })
}

const INTENTS = ['deleteWord', 'deleteAllWords', 'deleteViewed', 'deleteAllViewed'] as const
type Intent = (typeof INTENTS)[number]
const DONE: Record<Intent, string> = {
  deleteWord: SEARCH_MSG.deletedWord,
  deleteAllWords: SEARCH_MSG.deletedAllWords,
  deleteViewed: SEARCH_MSG.deletedViewed,
  deleteAllViewed: SEARCH_MSG.deletedAllViewed,
}

/**
 * Decision 050: 최근 검색어 and 최근 본 상품 removed one at a time or all at once, as plain posts
 * (they live in this device's cookies). Anything malformed changes nothing and says so.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const group = parseSearchGroup(params.productGroup1Id)
  if (group === null) throw notFound()
  const form = await readForm(request)
  const intent = INTENTS.find((known) => known === form.get('intent'))
  const back = searchHomeHref(group)
  const headers = new Headers()
  const answer = async (message: string, tone: 'success' | 'error') => {
    for (const [name, value] of Object.entries(await flashHeaders(request, { toast: { message, tone } }))) headers.append(name, value)
    return redirect(back, { headers })
  }
  const word = form.get('word')
  const productId = parseRecordId(String(form.get('productId') ?? ''))
  if (!intent || (intent === 'deleteWord' && typeof word !== 'string') || (intent === 'deleteViewed' && productId === null))
    return answer(MSG.error.badRequest, 'error')
  if (intent === 'deleteWord' || intent === 'deleteAllWords') {
    const words = intent === 'deleteAllWords' ? [] : forgetWord(await readRecentWords(request), String(word))
    headers.append('set-cookie', await recentWordsHeader(words))
  } else {
    const ids = intent === 'deleteAllViewed' || productId === null ? [] : forgetViewed(await readRecentlyViewed(request), productId)
    headers.append('set-cookie', await recentlyViewedHeader(ids))
  }
  return answer(DONE[intent], 'success')
}

export const meta: MetaFunction = () => pageMeta(`${SEARCH_MSG.title} | ${MSG.brand.name}`)

export default function SearchHomePage() {
  const { group, keywords, recent, words } = useLoaderData<typeof loader>()
  return (
    <div className="search-page">
      <h1 className="sr-only">{SEARCH_MSG.title}</h1>
      <SearchHeader group={group} />
      <section className="search-section" aria-labelledby="words-title">
        <div className="search-section__head">
          <h2 id="words-title" className="search-section__title">
            {SEARCH_MSG.recentWords}
          </h2>
          {words.length > 0 ? <DeleteAll intent="deleteAllWords" label={SEARCH_MSG.deleteAllWords} /> : null}
        </div>
        {words.length > 0 ? (
          <ul className="recent-words">
            {words.map((word) => (
              <li key={word} className="recent-word">
                <Link to={searchGoHref(group, word)}>{word}</Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="word" value={word} />
                  <button type="submit" name="intent" value="deleteWord" className="icon-button" aria-label={SEARCH_MSG.deleteWord(word)}>
                    <CloseIcon size={14} />
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="search-section__empty">{SEARCH_MSG.noRecentWords}</p>
        )}
      </section>
      <section className="search-section" aria-labelledby="recent-title">
        <div className="search-section__head">
          <h2 id="recent-title" className="search-section__title">
            {SEARCH_MSG.recentlyViewed}
          </h2>
          {recent.length > 0 ? <DeleteAll intent="deleteAllViewed" label={SEARCH_MSG.deleteAllViewed} /> : null}
        </div>
        {recent.length > 0 ? (
          <ul className="product-row">
            {recent.map((product) => (
              <li key={product.productId} className="recent-viewed">
                <ProductCard product={product} />
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="productId" value={product.productId} />
                  <button
                    type="submit"
                    name="intent"
                    value="deleteViewed"
                    className="icon-button"
                    aria-label={SEARCH_MSG.deleteViewed(product.productName)}
                  >
                    <CloseIcon size={16} />
                  </button>
                </Form>
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

/** 전체 삭제: a plain post; its accessible name says what it empties. */
function DeleteAll({ intent, label }: { intent: 'deleteAllWords' | 'deleteAllViewed'; label: string }) {
  return (
    <Form method="post" preventScrollReset>
      <button type="submit" name="intent" value={intent} className="text-button" aria-label={label}>
        {SEARCH_MSG.deleteAll}
      </button>
    </Form>
  )
}

export const ErrorBoundary = ShopErrorBoundary
