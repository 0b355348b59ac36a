import { Link } from '@remix-run/react'
import { couponBenefit, couponConditions } from '~/domain/coupons'
import { formatWon } from '~/domain/format'
import { monthlyEquivalent, savingPercent } from '~/domain/membership'
import type { Benefit, Plan } from '~/domain/membership.schema'
import * as MEMBERSHIP_MSG from '~/domain/messages.membership'

const M = MEMBERSHIP_MSG.membership

/** The plans side by side: price per period, per month, the saving and the welcome points; a join link when the shopper can join. */
export function PlanList({ plans, joinable }: { plans: readonly Plan[]; joinable: boolean }) {
  return (
    <section className="membership-section" aria-labelledby="plans-title">
      <h2 id="plans-title">{M.plans}</h2>
      <ul className="plan-list">
        {plans.map((plan) => {
          const saving = savingPercent(plan, plans)
          return (
            <li key={plan.planCode} className="plan-card" aria-label={plan.name}>
              <p className="plan-card__name">
                {plan.name}
                {saving ? <span className="badge-inline">{M.saving(saving)}</span> : null}
              </p>
              <p className="plan-card__price">{M.periodPrice(formatWon(plan.price), plan.periodMonths)}</p>
              {plan.periodMonths > 1 ? <p className="plan-card__sub">{M.monthlyEquivalent(formatWon(monthlyEquivalent(plan)))}</p> : null}
              {plan.welcomePoint > 0 ? <p className="plan-card__sub">{M.welcomePoint(formatWon(plan.welcomePoint))}</p> : null}
              {joinable ? (
                <Link
                  to={`/membership/order?plan=${plan.planCode}`}
                  className="button button--primary button--small"
                  aria-label={M.joinPlan(plan.name)}
                >
                  {M.join}
                </Link>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** What every plan brings each month. */
export function BenefitList({ benefits }: { benefits: readonly Benefit[] }) {
  return (
    <section className="membership-section" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{M.benefits}</h2>
      <ul className="benefit-list">
        {benefits.map((benefit) => (
          <li key={benefit.benefitId} className="benefit">
            <p className="benefit__title">
              {benefit.title}
              <span className="badge-inline">{M.monthlyCoupons(benefit.monthlyQuantity)}</span>
            </p>
            <p className="benefit__body">{benefit.description}</p>
            <p className="benefit__terms">{[couponBenefit(benefit.coupon), ...couponConditions(benefit.coupon)].join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
