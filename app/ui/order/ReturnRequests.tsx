import * as SHOP_MSG from '~/domain/messages.shop'
import type { RequestView } from '~/domain/order-state'
import { Steps } from './Steps'

/** The order's exchange and return requests (decision 048): each with its steps, money, pickup address and photos. */
export function ReturnRequests({ requests }: { requests: RequestView[] }) {
  if (requests.length === 0) return null
  return (
    <section aria-labelledby="requests-title" className="order-requests">
      <h2 id="requests-title" className="search-section__title">
        {SHOP_MSG.orderHistory.requests}
      </h2>
      <ul>
        {requests.map((request) => (
          <li key={request.requestId} aria-label={`${request.type} ${request.status}`}>
            <p>
              <strong>{request.type}</strong> · {request.reason}
              {request.text ? ` (${request.text})` : ''} · {request.status}
            </p>
            {request.steps.length > 0 ? <Steps label={SHOP_MSG.exchangeReturn.stepsTitle} steps={request.steps} /> : null}
            {[...request.money, request.pickup, request.photos].filter(Boolean).map((line) => (
              <p key={line} className="choice__sub">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
