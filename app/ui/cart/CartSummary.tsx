import type { Summary } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import { MSG } from '~/domain/messages'

/** The money of a cart or an order sheet: list price, discounts, shipping, what will be paid. */
export function CartSummary({ summary }: { summary: Summary }) {
  const left = summary.freeShippingOver - summary.productTotal
  return (
    <section className="cart-summary" aria-label={MSG.cart.total}>
      <dl>
        <div>
          <dt>{MSG.cart.priceTotal}</dt>
          <dd>{formatWon(summary.priceTotal)}</dd>
        </div>
        <div>
          <dt>{MSG.cart.discountTotal}</dt>
          <dd className="cart-summary__minus">{summary.discountTotal > 0 ? `-${formatWon(summary.discountTotal)}` : formatWon(0)}</dd>
        </div>
        {summary.couponDiscountPrice ? (
          <div>
            <dt>{MSG.cart.couponDiscount}</dt>
            <dd className="cart-summary__minus">-{formatWon(summary.couponDiscountPrice)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{MSG.cart.shippingFee}</dt>
          <dd>{summary.shippingFee === 0 ? MSG.cart.freeShipping : formatWon(summary.shippingFee)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{MSG.cart.total}</dt>
          <dd>{formatWon(summary.total)}</dd>
        </div>
      </dl>
      {summary.shippingFee > 0 && left > 0 ? <p className="cart-summary__hint">{MSG.cart.freeShippingLeft(formatWon(left))}</p> : null}
    </section>
  )
}
