import { Form, Link } from '@remix-run/react'
import { PRODUCT_GROUP } from '~/domain/constants'
import * as MSG from '~/domain/messages'
import { useFlag } from '~/ui/use-flag'
import { CartLink } from '../cart/CartLink'
import { PawIcon, SearchIcon } from '../icons'

type Props = { productGroup1Id: number; redirectTo: string }

/** Logo, the dog/cat switch (a plain form: works without JavaScript), search and cart. */
export function HomeHeader({ productGroup1Id, redirectTo }: Props) {
  return (
    <header className="home-header">
      {/* Up to 375 px (small mobile) the word is hidden; the label keeps the link named there. */}
      <Link to="/" className="home-header__logo" aria-label={MSG.brand.name}>
        <PawIcon size={22} />
        <span>{MSG.brand.name}</span>
      </Link>
      <Form method="post" action="/preferences/product-group" className="group-switch" aria-label={MSG.productGroup.label}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {([PRODUCT_GROUP.dog, PRODUCT_GROUP.cat] as const).map((id) => (
          <button
            key={id}
            type="submit"
            name="productGroup1Id"
            value={id}
            className="group-switch__option"
            aria-pressed={productGroup1Id === id}
          >
            {id === PRODUCT_GROUP.dog ? MSG.productGroup.dog : MSG.productGroup.cat}
          </button>
        ))}
      </Form>
      <div className="home-header__actions">
        {useFlag('category') ? (
          <Link to="/category" className="icon-button icon-button--text">
            {MSG.home.categoryShortcut}
          </Link>
        ) : null}
        <Link to={`/search/${productGroup1Id}`} className="icon-button" aria-label={MSG.shell.search}>
          <SearchIcon />
        </Link>
        <CartLink />
      </div>
    </header>
  )
}
