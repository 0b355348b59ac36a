import { Form, Link } from '@remix-run/react'
import { formatCalendarDay, formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import * as SUBSCRIPTION_MSG from '~/domain/messages.subscription'
import { productHref } from '~/domain/product'
import { subscriptionCancelHref, subscriptionHref } from '~/domain/subscription'
import type { Subscription } from '~/domain/subscription.schema'

/** The product, option and quantity a subscription delivers. */
export function SubscriptionHead({ subscription }: { subscription: Subscription }) {
  const { product } = subscription
  return (
    <div className="order-line">
      <img src={product.imageUrl} alt="" width={56} height={56} loading="lazy" />
      <div>
        <Link to={productHref(product.productId)} className="order-line__name">
          {product.productName}
        </Link>
        <p className="order-line__meta">{`${subscription.optionName} · ${SUBSCRIPTION_MSG.quantityValue(subscription.quantity)}`}</p>
        {subscription.status === 'ACTIVE' && subscription.optionSoldOut ? (
          <p className="order-line__meta">{SUBSCRIPTION_MSG.optionSoldOut}</p>
        ) : null}
      </div>
    </div>
  )
}

/** Cycle, next delivery, address, payment and what one delivery costs. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const { address } = subscription
  return (
    <dl className="subscription-facts">
      <div>
        <dt>{SUBSCRIPTION_MSG.cycleLabel}</dt>
        <dd>{SUBSCRIPTION_MSG.cycle(subscription.cycleWeeks)}</dd>
      </div>
      {subscription.nextDeliveryDate ? (
        <div>
          <dt>{SUBSCRIPTION_MSG.nextDelivery}</dt>
          <dd>
            <strong>{formatCalendarDay(subscription.nextDeliveryDate)}</strong>
            {subscription.followingDeliveryDate ? (
              <span className="choice__sub">
                {SUBSCRIPTION_MSG.followingDelivery(formatCalendarDay(subscription.followingDeliveryDate))}
              </span>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{SUBSCRIPTION_MSG.address}</dt>
        <dd>
          {address.name}
          <span className="choice__sub">{`(${address.zipCode}) ${address.address1} ${address.address2}`.trim()}</span>
        </dd>
      </div>
      <div>
        <dt>{SUBSCRIPTION_MSG.payment}</dt>
        <dd>{SUBSCRIPTION_MSG.paymentMethods[subscription.paymentMethod] ?? subscription.paymentMethod}</dd>
      </div>
      <div>
        <dt>{SUBSCRIPTION_MSG.perDelivery}</dt>
        <dd>
          {subscription.discountRate > 0 ? (
            <span className="badge-inline subscription-discount">{SUBSCRIPTION_MSG.discount(subscription.discountRate)}</span>
          ) : null}
          <strong>{formatWon(subscription.total)}</strong>
          <span className="choice__sub">{`${SUBSCRIPTION_MSG.productTotal} ${formatWon(subscription.productTotal)} · ${SUBSCRIPTION_MSG.shippingFee} ${subscription.shippingFee === 0 ? SUBSCRIPTION_MSG.freeShipping : formatWon(subscription.shippingFee)}`}</span>
        </dd>
      </div>
    </dl>
  )
}

/** One subscription of the list with its actions: skip (a plain form), change and cancel. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const name = subscription.product.productName
  const active = subscription.status === 'ACTIVE'
  return (
    <li className="subscription-card" aria-label={name}>
      <p className="order-card__head">
        <span className="order-card__status" role="status">
          {SUBSCRIPTION_MSG.status[subscription.status]}
        </span>
        {subscription.cancelledAt ? <span>{SUBSCRIPTION_MSG.cancelledAt(formatDate(subscription.cancelledAt))}</span> : null}
      </p>
      <SubscriptionHead subscription={subscription} />
      <SubscriptionFacts subscription={subscription} />
      {subscription.cancelReason ? <p className="choice__sub">{subscription.cancelReason}</p> : null}
      {active ? (
        <div className="subscription-card__actions">
          <Form method="post">
            <input type="hidden" name="subscriptionId" value={subscription.subscriptionId} />
            <button
              type="submit"
              name="intent"
              value="skip"
              className="button button--small"
              disabled={!subscription.canSkip}
              aria-label={SUBSCRIPTION_MSG.skipLabel(name, subscription.canSkip)}
            >
              {subscription.canSkip ? SUBSCRIPTION_MSG.skip : SUBSCRIPTION_MSG.cannotSkip}
            </button>
          </Form>
          <Link
            to={subscriptionHref(subscription.subscriptionId)}
            className="button button--small"
            aria-label={SUBSCRIPTION_MSG.changeLabel(name)}
          >
            {SUBSCRIPTION_MSG.change}
          </Link>
          <Link
            to={subscriptionCancelHref(subscription.subscriptionId)}
            className="text-link"
            aria-label={SUBSCRIPTION_MSG.cancelLabel(name)}
          >
            {SUBSCRIPTION_MSG.cancel}
          </Link>
        </div>
      ) : null}
    </li>
  )
}
