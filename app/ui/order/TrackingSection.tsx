import type { Tracking } from '~/domain/commerce.schema'
import { formatDateTime } from '~/domain/date-formats'
import * as SHOP_MSG from '~/domain/messages.shop'
import { Steps } from './Steps'

/** 배송 조회 on the order's page (decision 048): carrier, 운송장 번호 and the parcel's steps, server-rendered. */
export function TrackingSection({ tracking, failed }: { tracking: Tracking | null; failed: boolean }) {
  const T = SHOP_MSG.tracking
  return (
    <section aria-labelledby="tracking-title" className="order-requests">
      <h2 id="tracking-title" className="search-section__title">
        {T.title}
      </h2>
      {tracking ? (
        <>
          <dl className="order-facts">
            <div>
              <dt>{T.carrier}</dt>
              <dd>{tracking.carrierName}</dd>
            </div>
            <div>
              <dt>{T.number}</dt>
              <dd>{tracking.trackingNumber}</dd>
            </div>
          </dl>
          <Steps
            label={T.title}
            pending={T.pending}
            steps={tracking.steps.map((step) => ({
              label: T.steps[step.code] ?? step.code,
              done: step.done,
              day: step.at ? formatDateTime(step.at) : null,
            }))}
          />
        </>
      ) : failed ? (
        <p className="order-section__empty">{T.unavailable}</p>
      ) : null}
    </section>
  )
}
