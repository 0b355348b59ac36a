import { Link, useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { SHOP_MSG } from '~/domain/messages.shop'
import type { ProductSummary } from '~/domain/product'
import { resultChunkCount, type SearchGroup, type SearchQuery, searchResultHref } from '~/domain/search'
import { ProductCard } from '../ProductCard'

type Props = { group: SearchGroup; query: SearchQuery; products: ProductSummary[]; totalCount: number }
type Chunk = { query: SearchQuery; products: ProductSummary[] }

/**
 * The results: 24 first, then 16 at a time. Without JavaScript "더 보기" is a link to the next
 * chunk; with it, the same link's chunk is fetched when it scrolls into view and appended.
 */
export function ResultList({ group, query, products, totalCount }: Props) {
  const [shown, setShown] = useState(products)
  const [page, setPage] = useState(query.page)
  const fetcher = useFetcher<Chunk>()
  const sentinel = useRef<HTMLAnchorElement>(null)
  const chunks = resultChunkCount(totalCount)
  const next = page < chunks ? searchResultHref(group, { ...query, page: page + 1 }) : null

  useEffect(() => {
    const chunk = fetcher.data
    if (fetcher.state !== 'idle' || !chunk || chunk.query.page !== page + 1) return
    setShown((before) => [...before, ...chunk.products.filter((p) => !before.some((b) => b.productId === p.productId))])
    setPage(chunk.query.page)
  }, [fetcher.state, fetcher.data, page])

  useEffect(() => {
    const target = sentinel.current
    if (!target || !next || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && fetcher.state === 'idle') fetcher.load(next)
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [next, fetcher])

  return (
    <>
      {query.page > 1 ? (
        <Link to={searchResultHref(group, { ...query, page: query.page - 1 })} className="more-link">
          {SHOP_MSG.search.previous}
        </Link>
      ) : null}
      <ul className="product-grid product-grid--page" aria-busy={fetcher.state !== 'idle'}>
        {shown.map((product, index) => (
          <li key={product.productId}>
            <ProductCard product={product} eager={index < 2} />
          </li>
        ))}
      </ul>
      {next ? (
        <Link
          ref={sentinel}
          to={next}
          className="more-link"
          preventScrollReset
          onClick={(event) => {
            // With JavaScript the next chunk joins this list instead of replacing it.
            event.preventDefault()
            if (fetcher.state === 'idle') fetcher.load(next)
          }}
        >
          {fetcher.state !== 'idle' ? SHOP_MSG.search.loadingMore : SHOP_MSG.search.more}
        </Link>
      ) : null}
    </>
  )
}
