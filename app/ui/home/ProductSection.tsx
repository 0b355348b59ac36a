import { Link } from '@remix-run/react'
import { useId } from 'react'
import type { Section } from '~/domain/home'
import * as MSG from '~/domain/messages'
import { ProductCard } from '../ProductCard'

/** A titled group of products, as a two-column grid or a horizontal row. */
export function ProductSection({ section, eager = false }: { section: Section; eager?: boolean }) {
  const titleId = useId()
  return (
    <section className="product-section" aria-labelledby={titleId}>
      <header className="product-section__header">
        <h2 id={titleId}>{section.title}</h2>
        {section.moreUrl ? (
          <Link to={section.moreUrl} className="product-section__more" aria-label={`${section.title} ${MSG.home.more}`}>
            {MSG.home.more}
          </Link>
        ) : null}
      </header>
      {section.products.length === 0 ? (
        <p className="empty">{MSG.home.empty}</p>
      ) : (
        <ul className={section.type === 'PRODUCT_SCROLL' ? 'product-row' : 'product-grid'}>
          {section.products.map((product, index) => (
            <li key={product.productId}>
              <ProductCard product={product} eager={eager && index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
