import { Form, Link } from '@remix-run/react'
import { formatWon } from '~/domain/format'
import { shownPrice } from '~/domain/list-price'
import * as MSG from '~/domain/messages'
import { isSoldOut, type ProductSummary, productHref } from '~/domain/product'
import { WishButton } from '~/islands/WishButton'
import { FromPrice } from '../FromPrice'

const W = MSG.wishlist

/**
 * A product on 찜한 상품 (decision 059): priced as its card is (decision 046), 품절 when sold out,
 * 담기 through the cart's own form (the product's only option, or its page to choose one) and
 * 찜 해제 through the heart's form.
 */
export function WishlistItem({ product }: { product: ProductSummary }) {
  const soldOut = isSoldOut(product)
  const shown = shownPrice(product)
  return (
    <li className="wishlist-item" data-soldout={soldOut || undefined} aria-label={product.productName}>
      <Link to={productHref(product.productId)} className="wishlist-item__link">
        <img src={product.imageUrl} alt="" width={88} height={88} loading="lazy" decoding="async" />
        <div className="wishlist-item__body">
          {product.brandName ? <p className="wishlist-item__brand">{product.brandName}</p> : null}
          <p className="wishlist-item__name">{product.productName}</p>
          <p className="wishlist-item__price">
            {shown.rate > 0 ? <span className="product-card__rate">{MSG.product.discount(shown.rate)}</span> : null}
            <strong>
              <span className="sr-only">{MSG.product.salePrice} </span>
              <FromPrice shown={shown} />
            </strong>
            {shown.rate > 0 ? (
              <del className="wishlist-item__list-price">
                <span className="sr-only">{MSG.product.listPrice} </span>
                {formatWon(shown.listPrice)}
              </del>
            ) : null}
          </p>
          {soldOut ? <p className="wishlist-item__soldout">{W.soldOut}</p> : null}
        </div>
      </Link>
      <div className="wishlist-item__actions">
        {soldOut ? null : (
          <Form method="post" action="/v2/cart" preventScrollReset>
            <input type="hidden" name="productId" value={product.productId} />
            <input type="hidden" name="redirectTo" value="/my/wishlist" />
            <button
              type="submit"
              name="intent"
              value="add"
              className="button button--secondary"
              aria-label={W.addToCartLabel(product.productName)}
            >
              {W.addToCart}
            </button>
          </Form>
        )}
        <WishButton productId={product.productId} productName={product.productName} wished variant="text" />
      </div>
    </li>
  )
}
