import { Link } from '@remix-run/react'
import * as SHOP_MSG from '~/domain/messages.shop'
import { CartIcon } from '../icons'

/** The cart in a page header, with how many lines it holds, on the product page too. */
export function CartLink({ count }: { count: number | null }) {
  return (
    <Link to="/v2/cart" className="icon-button cart-link" aria-label={SHOP_MSG.cartLink.label(count)}>
      <CartIcon />
      {count ? (
        <span className="cart-link__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
