import { Link } from '@remix-run/react'
import { formatWon } from '~/domain/format'
import { startingPremium } from '~/domain/insurance'
import type { InsurancePlan } from '~/domain/insurance.schema'
import * as INFO_MSG from '~/domain/messages.info'

const M = INFO_MSG.insurance

/** Coverage ratio, deductible, annual limit and joining ages: what people compare plans by. */
export function PlanFacts({ plan }: { plan: InsurancePlan }) {
  return (
    <ul className="plan-facts">
      <li>{M.coverageRatio(plan.coverageRatio)}</li>
      <li>{M.deductible(formatWon(plan.deductible))}</li>
      <li>{M.annualLimit(formatWon(plan.annualLimit))}</li>
      <li>{M.joinAges(plan.minJoinAge, plan.maxJoinAge)}</li>
    </ul>
  )
}

export function PlanCard({ plan }: { plan: InsurancePlan }) {
  const from = startingPremium(plan)
  return (
    <li className="plan-card">
      <h3 className="plan-card__name">{plan.name}</h3>
      <p className="plan-card__tagline">{plan.tagline}</p>
      {from !== null ? <p className="plan-card__price">{M.fromPrice(formatWon(from))}</p> : null}
      <PlanFacts plan={plan} />
      <Link to={`/insurance/plan/${plan.planId}`} className="text-link" aria-label={`${plan.name} ${M.detail}`}>
        {M.detail}
      </Link>
    </li>
  )
}
