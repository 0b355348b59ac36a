import { Link } from '@remix-run/react'
import * as SHOP_MSG from '~/domain/messages.shop'
import { useShellData } from '~/islands/use-shell-data'
import { CartIcon } from '../icons'

/** The cart in a page header, with how many lines it holds (the root loader's count, on every page). */
export function CartLink() {
  const count = useShellData()?.cartCount ?? null
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
