import { Link } from '@remix-run/react'
import { useCallback } from 'react'
import * as MSG from '~/domain/messages'
import * as SEARCH_MSG from '~/domain/messages.search'
import type { ProductSummary } from '~/domain/product'
import { resultChunkCount, type SearchGroup, type SearchQuery, searchQueryString, searchResultHref } from '~/domain/search'
import { MoreLink } from '../MoreLink'
import { EAGER_CARDS, ProductCard } from '../ProductCard'
import { useMore } from '../use-more'

type Props = { group: SearchGroup; query: SearchQuery; products: ProductSummary[]; totalCount: number }
type Chunk = { query: SearchQuery; products: ProductSummary[] }

const read = (data: Chunk) => ({ items: data.products, page: data.query.page, listKey: searchQueryString({ ...data.query, page: 1 }) })
const keyOf = (product: ProductSummary) => product.productId

/**
 * The results: 24 first, then 16 at a time. Without JavaScript "더 보기" is a link to the next
 * chunk; with it, the same link's chunk is fetched when it scrolls into view and appended.
 */
export function ResultList({ group, query, products, totalCount }: Props) {
  const chunks = resultChunkCount(totalCount)
  const nextHref = useCallback(
    (page: number) => (page < chunks ? searchResultHref(group, { ...query, page: page + 1 }) : null),
    [chunks, group, query],
  )
  const more = useMore<ProductSummary, Chunk>({
    items: products,
    page: query.page,
    listKey: searchQueryString({ ...query, page: 1 }),
    nextHref,
    read,
    keyOf,
  })
  return (
    <>
      {query.page > 1 ? (
        <Link to={searchResultHref(group, { ...query, page: query.page - 1 })} className="more-link">
          {SEARCH_MSG.previous}
        </Link>
      ) : null}
      <h2 className="sr-only">{MSG.catalog.productList}</h2>
      <ul className="product-grid product-grid--page" aria-busy={more.loading}>
        {more.shown.map((product, index) => (
          <li key={product.productId}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <MoreLink more={more} label={SEARCH_MSG.more} loadingLabel={SEARCH_MSG.loadingMore} />
    </>
  )
}
