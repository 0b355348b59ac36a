import type { Membership, Plan } from './membership.schema'

/** What the member's 펫멤버십 is now: never joined, active and renewing, ending (renewal off), or over. */
export type MembershipPhase = 'NONE' | 'ACTIVE' | 'ENDING' | 'EXPIRED'

export function membershipPhase(membership: Membership | null): MembershipPhase {
  if (!membership) return 'NONE'
  if (membership.status === 'EXPIRED') return 'EXPIRED'
  return membership.autoRenew ? 'ACTIVE' : 'ENDING'
}

/** A member joins when they have no membership running (never joined, or it ended). */
export function canJoin(membership: Membership | null): boolean {
  const phase = membershipPhase(membership)
  return phase === 'NONE' || phase === 'EXPIRED'
}

/** A plan's price per month, rounded down to 10 won (39,000원 a year → 3,250원). */
export function monthlyEquivalent(plan: Plan): number {
  return Math.floor(plan.price / plan.periodMonths / 10) * 10
}

/**
 * How much a longer plan saves against paying the one-month plan every month, in whole percent
 * rounded down (never promises more than it saves); null for the monthly plan or no saving.
 */
export function savingPercent(plan: Plan, plans: readonly Plan[]): number | null {
  const monthly = plans.find((p) => p.periodMonths === 1)
  if (!monthly || plan.periodMonths <= 1) return null
  const full = monthly.price * plan.periodMonths
  const percent = Math.floor(((full - plan.price) / full) * 100)
  return percent > 0 ? percent : null
}

/** The plan a page asked for (`?plan=`), else the first one. */
export function chosenPlan(plans: readonly Plan[], requested: string | null | undefined): Plan | null {
  return plans.find((p) => p.planCode === requested) ?? plans[0] ?? null
}
