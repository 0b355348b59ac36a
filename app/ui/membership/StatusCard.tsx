import { Form, Link } from '@remix-run/react'
import { formatDate } from '~/domain/date-formats'
import { formatWon } from '~/domain/format'
import { membershipPhase } from '~/domain/membership'
import type { MembershipStatus } from '~/domain/membership.schema'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'

const M = MEMBERSHIP_MSG.membership

/** The member's 펫멤버십: plan, until when, next payment, the renewal switch (a plain form) and the payments. */
export function StatusCard({ status }: { status: MembershipStatus }) {
  const membership = status.membership
  if (!membership) return null
  const phase = membershipPhase(membership)
  const label = phase === 'ACTIVE' ? M.active : phase === 'ENDING' ? M.ending : M.expired
  const until = formatDate(membership.endsAt)
  return (
    <section className="membership-section membership-status" aria-labelledby="status-title">
      <h2 id="status-title">
        {M.status}
        <span className="badge-inline" role="status">
          {label}
        </span>
      </h2>
      <dl className="membership-facts">
        <div>
          <dt>{M.plan}</dt>
          <dd>{`${membership.planName} · ${M.periodPrice(formatWon(membership.price), membership.periodMonths)}`}</dd>
        </div>
        <div>
          <dt>{M.until}</dt>
          <dd>{M.untilDate(until)}</dd>
        </div>
        <div>
          <dt>{M.nextRenewal}</dt>
          <dd>{membership.nextRenewalAt ? formatDate(membership.nextRenewalAt) : M.renewalOff}</dd>
        </div>
        <div>
          <dt>{M.paymentMethod}</dt>
          <dd>{MEMBERSHIP_MSG.order.paymentMethods[membership.paymentMethod] ?? membership.paymentMethod}</dd>
        </div>
      </dl>
      {phase === 'ENDING' ? <p className="membership-status__notice">{M.endingNotice(until)}</p> : null}
      {phase === 'EXPIRED' ? <p className="membership-status__notice">{M.expiredNotice(until)}</p> : null}
      {phase === 'ACTIVE' || phase === 'ENDING' ? (
        <Form method="post" className="membership-status__actions">
          <input type="hidden" name="intent" value="autoRenew" />
          <button
            type="submit"
            name="autoRenew"
            value={phase === 'ACTIVE' ? 'off' : 'on'}
            className="button button--secondary button--block"
          >
            {phase === 'ACTIVE' ? M.cancelRenewal : M.resumeRenewal}
          </button>
        </Form>
      ) : null}
      {phase !== 'EXPIRED' ? (
        <Link to="/coupon-download" className="text-link">
          {M.couponsLink}
        </Link>
      ) : null}
      {status.payments.length > 0 ? (
        <>
          <h3 className="membership-status__subtitle">{M.payments}</h3>
          <ul className="membership-payments">
            {status.payments.map((payment) => (
              <li key={payment.membershipOrderId}>
                <span>{`${formatDate(payment.paidAt)} · ${payment.planName} ${M.paymentKinds[payment.kind] ?? ''}`}</span>
                <strong>{formatWon(payment.amount)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
