import { Link } from '@remix-run/react'
import * as SUBSCRIPTION_ENTRY_MSG from '~/domain/messages.subscription-entry'
import { newSubscriptionHref } from '~/domain/subscription'

/** The product page's way into a regular delivery, shown for consumables only (V2's `subscribable`). */
export function SubscriptionEntry({ productId }: { productId: number }) {
  return (
    <div className="detail-section">
      <Link to={newSubscriptionHref(productId)} className="button button--secondary">
        {SUBSCRIPTION_ENTRY_MSG.entry}
      </Link>
      <p className="field__hint">{SUBSCRIPTION_ENTRY_MSG.entryHint}</p>
    </div>
  )
}
