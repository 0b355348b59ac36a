import { Form, Link, useLocation } from '@remix-run/react'
import { formatCount, formatScore, formatWon } from '~/domain/format'
import { shownPrice } from '~/domain/list-price'
import * as MSG from '~/domain/messages'
import { isSoldOut, type ProductSummary, productHref } from '~/domain/product'
import { useShellData } from '~/islands/use-shell-data'
import { WishButton } from '~/islands/WishButton'
import { FromPrice } from './FromPrice'
import { CartIcon } from './icons'

type Props = { product: ProductSummary; eager?: boolean }

/** The cards of a listing's first two rows are on a phone's first screen: their images load at once. */
export const EAGER_CARDS = 4

/**
 * A product as home, categories and search show it: price, discount, reviews, PB and sold-out marks.
 * The price is its lowest option's, with "~" when the others cost more, and the rate and list price
 * are that option's (decision 046, domain/list-price.ts).
 */
export function ProductCard({ product, eager = false }: Props) {
  const soldOut = isSoldOut(product)
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const shown = shownPrice(product)
  const wished = useShellData()?.wishedIds.includes(product.productId) ?? false
  return (
    <article className="product-card" data-soldout={soldOut || undefined} aria-label={product.productName}>
      <Link to={productHref(product.productId)} className="product-card__link" prefetch="intent">
        <div className="product-card__image">
          <img src={product.imageUrl} alt="" width={180} height={180} loading={eager ? 'eager' : 'lazy'} decoding="async" />
          {soldOut ? <span className="product-card__soldout">{MSG.product.soldOut}</span> : null}
          {product.isPb ? <span className="badge badge--pb">{MSG.product.pb}</span> : null}
        </div>
        <div className="product-card__body">
          {product.brandName ? <p className="product-card__brand">{product.brandName}</p> : null}
          <h3 className="product-card__name">{product.productName}</h3>
          <p className="product-card__price">
            {shown.rate > 0 ? (
              <span className="product-card__rate">
                <span aria-hidden="true">{MSG.product.discount(shown.rate)}</span>
                <span className="sr-only">{MSG.product.discountLabel(shown.rate)}</span>
              </span>
            ) : null}
            <strong>
              <span className="sr-only">{MSG.product.salePrice} </span>
              <FromPrice shown={shown} />
            </strong>
          </p>
          {shown.rate > 0 ? (
            <p className="product-card__list-price">
              <span className="sr-only">{MSG.product.listPrice} </span>
              <del>{formatWon(shown.listPrice)}</del>
            </p>
          ) : null}
          {product.reviewCount > 0 ? (
            <p className="product-card__reviews">
              <span aria-hidden="true">★</span>
              <span className="sr-only">{MSG.product.rating(formatScore(product.reviewScore))}</span>
              <span aria-hidden="true">{formatScore(product.reviewScore)}</span>{' '}
              <span className="product-card__review-count">({MSG.product.reviews(formatCount(product.reviewCount))})</span>
            </p>
          ) : null}
        </div>
      </Link>
      {/* Decision 059: sold out too, the way Korean shops let a shopper keep it for later. */}
      <WishButton productId={product.productId} productName={product.productName} wished={wished} />
      {soldOut ? null : (
        // A form beside the link (a form cannot sit inside one): the cart takes the product's
        // only option, or sends the shopper to choose one on the product page.
        <Form method="post" action="/v2/cart" className="product-card__cart" preventScrollReset>
          <input type="hidden" name="productId" value={product.productId} />
          <input type="hidden" name="redirectTo" value={here} />
          <button type="submit" name="intent" value="add" aria-label={`${product.productName} ${MSG.product.addToCart}`}>
            <CartIcon size={18} />
          </button>
        </Form>
      )}
    </article>
  )
}
