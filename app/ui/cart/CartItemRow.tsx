import { Form, Link } from '@remix-run/react'
import type { CartItem } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'
import { productHref } from '~/domain/product'

/** One cart line: selection, picture and name, option, price, quantity stepper, removal. */
export function CartItemRow({ item }: { item: CartItem }) {
  const { product } = item
  const name = product.productName
  return (
    <li className="cart-item" data-soldout={item.soldOut || undefined} aria-label={name}>
      <Form method="post" action="/v2/cart" className="cart-item__select" preventScrollReset>
        <input type="hidden" name="cartItemId" value={item.cartItemId} />
        <input type="hidden" name="selected" value={String(!item.selected)} />
        <button
          type="submit"
          name="intent"
          value="toggle"
          aria-pressed={item.selected}
          aria-label={SHOP_MSG.cart.select(name)}
          className="check-button"
          disabled={item.soldOut}
        />
      </Form>
      {/* The picture repeats the name's link beside it: one link for keyboards and screen readers. */}
      <Link to={productHref(product.productId)} className="cart-item__image" tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" width={72} height={72} loading="lazy" />
      </Link>
      <div className="cart-item__body">
        {item.dealId ? <span className="badge badge--deal">{SHOP_MSG.cart.deal}</span> : null}
        <Link to={productHref(product.productId)} className="cart-item__name">
          {name}
        </Link>
        <p className="cart-item__option">{item.optionName}</p>
        {item.soldOut ? (
          <p className="cart-item__soldout">{SHOP_MSG.cart.soldOut}</p>
        ) : (
          <p className="cart-item__price">
            {item.linePrice > item.lineDiscountApplyPrice ? <del>{formatWon(item.linePrice)}</del> : null}
            <strong>{formatWon(item.lineDiscountApplyPrice)}</strong>
          </p>
        )}
        {item.soldOut ? null : <QuantityStepper item={item} />}
      </div>
      <Form method="post" action="/v2/cart" preventScrollReset>
        <input type="hidden" name="cartItemId" value={item.cartItemId} />
        <button type="submit" name="intent" value="remove" className="text-button" aria-label={`${name} ${SHOP_MSG.cart.remove}`}>
          {SHOP_MSG.cart.remove}
        </button>
      </Form>
    </li>
  )
}

/** −, the count, +: two buttons that post the next quantity, so it works without JavaScript. */
function QuantityStepper({ item }: { item: CartItem }) {
  const max = Math.max(1, item.maxQuantity)
  return (
    <Form
      method="post"
      action="/v2/cart"
      className="stepper"
      preventScrollReset
      aria-label={`${item.product.productName} ${SHOP_MSG.cart.quantity}`}
    >
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="cartItemId" value={item.cartItemId} />
      <button type="submit" name="quantity" value={item.quantity - 1} disabled={item.quantity <= 1} aria-label={SHOP_MSG.cart.decrease}>
        −
      </button>
      <output aria-label={SHOP_MSG.cart.quantity}>{item.quantity}</output>
      <button type="submit" name="quantity" value={item.quantity + 1} disabled={item.quantity >= max} aria-label={SHOP_MSG.cart.increase}>
        +
      </button>
      {item.quantity >= max ? <span className="stepper__hint">{SHOP_MSG.cart.maxQuantity(max)}</span> : null}
    </Form>
  )
}

/** 전체 선택 and 선택 삭제. */
export function CartSelectAll({ items }: { items: CartItem[] }) {
  const buyable = items.filter((i) => !i.soldOut)
  const all = buyable.length > 0 && buyable.every((i) => i.selected)
  return (
    <div className="cart-toolbar">
      <Form method="post" action="/v2/cart" preventScrollReset>
        <input type="hidden" name="selected" value={String(!all)} />
        <button type="submit" name="intent" value="select-all" aria-pressed={all} className="check-button check-button--labelled">
          {SHOP_MSG.cart.selectAll}
        </button>
      </Form>
      <Form method="post" action="/v2/cart" preventScrollReset>
        <button type="submit" name="intent" value="remove-selected" className="text-button">
          {SHOP_MSG.cart.removeSelected}
        </button>
      </Form>
    </div>
  )
}
