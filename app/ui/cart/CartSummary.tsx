import type { Summary } from '~/domain/commerce.schema'
import { formatWon } from '~/domain/format'
import * as SHOP_MSG from '~/domain/messages.shop'

/**
 * The money of a cart or an order sheet: list price, discounts, shipping, what will be paid. How
 * much more ships free is the lockIn experiment's nudge, shown by the cart only where it is on.
 */
export function CartSummary({ summary }: { summary: Summary }) {
  return (
    <section className="cart-summary" aria-label={SHOP_MSG.cartSummary.total}>
      <dl>
        <div>
          <dt>{SHOP_MSG.cartSummary.priceTotal}</dt>
          <dd>{formatWon(summary.priceTotal)}</dd>
        </div>
        <div>
          <dt>{SHOP_MSG.cartSummary.discountTotal}</dt>
          <dd className="cart-summary__minus">{summary.discountTotal > 0 ? `-${formatWon(summary.discountTotal)}` : formatWon(0)}</dd>
        </div>
        {summary.couponDiscountPrice ? (
          <div>
            <dt>{SHOP_MSG.cartSummary.couponDiscount}</dt>
            <dd className="cart-summary__minus">-{formatWon(summary.couponDiscountPrice)}</dd>
          </div>
        ) : null}
        {summary.pointsDiscountPrice ? (
          <div>
            <dt>{SHOP_MSG.points.used}</dt>
            <dd className="cart-summary__minus">-{formatWon(summary.pointsDiscountPrice)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{SHOP_MSG.cartSummary.shippingFee}</dt>
          <dd>{summary.shippingFee === 0 ? SHOP_MSG.cartSummary.freeShipping : formatWon(summary.shippingFee)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{SHOP_MSG.cartSummary.total}</dt>
          <dd>{formatWon(summary.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
