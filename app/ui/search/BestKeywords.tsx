import { Link } from '@remix-run/react'
import * as SEARCH_MSG from '~/domain/messages.search'
import { type SearchGroup, searchGoHref } from '~/domain/search'
import type { BestKeywords as Keywords } from '~/domain/search.schema'
import { ProductCard } from '../ProductCard'

/** Ten best keywords; the first also shows its products in a row (spec §2). */
export function BestKeywords({ group, keywords }: { group: SearchGroup; keywords: Keywords['keywords'] }) {
  return (
    <section className="search-section" aria-labelledby="best-keywords-title">
      <h2 id="best-keywords-title" className="search-section__title">
        {SEARCH_MSG.bestKeywords}
      </h2>
      <ol className="best-keywords">
        {keywords.map((k) => (
          <li key={k.rank} className="best-keywords__item">
            <Link to={searchGoHref(group, k.keyword)} className="best-keywords__link">
              <span className="best-keywords__rank">
                <span aria-hidden="true">{k.rank}</span>
                <span className="sr-only">{SEARCH_MSG.rank(k.rank)}</span>
              </span>
              <span>{k.keyword}</span>
            </Link>
            {k.products.length > 0 ? (
              <ul className="product-row" aria-label={k.keyword}>
                {k.products.map((product) => (
                  <li key={product.productId}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
