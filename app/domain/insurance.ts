import { type AgeBucket, ageBucket, type BreedSize } from './pet'

/**
 * Pet insurance quotes (docs/backend-api.md "V2: pet insurance", decision 015): the plan's
 * monthly premium for the pet's animal and spec §3 age bucket, times a dog's size factor.
 * The insurer stores its own computation with an application; backend/test/insurance checks that
 * this rule gives the same number for every plan, animal, size and age.
 */

export type PlanTerms = {
  minJoinAge: number
  maxJoinAge: number
  /** Percent for small, medium and large dogs (100 = the table's rate). */
  sizeFactors: Record<BreedSize, number>
  rates: ReadonlyArray<{ animalGroup1Id: number; ageBucket: AgeBucket; monthlyPremium: number }>
}

/** What a quote needs: the animal, its age in whole years, and a dog's size (unknown counts as medium). */
export type QuotePet = { animalGroup1Id: number; ageYears: number; breedSize: BreedSize | null }

/** A quoted pet: a registered one (id and name) or one described in the form. */
export type QuotedPet = QuotePet & { petId: number | null; name: string | null }

export type Quote =
  | { eligible: true; ageBucket: AgeBucket; monthlyPremium: number }
  | { eligible: false; ageBucket: AgeBucket; reason: 'TOO_YOUNG' | 'TOO_OLD' | 'NOT_OFFERED' }

/** The monthly premium in won, rounded to 10 won, or why the plan does not take the pet. */
export function quotePremium(plan: PlanTerms, pet: QuotePet): Quote {
  const bucket = ageBucket(pet.ageYears)
  if (pet.ageYears < plan.minJoinAge) return { eligible: false, ageBucket: bucket, reason: 'TOO_YOUNG' }
  if (pet.ageYears > plan.maxJoinAge) return { eligible: false, ageBucket: bucket, reason: 'TOO_OLD' }
  const rate = plan.rates.find((r) => r.animalGroup1Id === pet.animalGroup1Id && r.ageBucket === bucket)
  if (!rate) return { eligible: false, ageBucket: bucket, reason: 'NOT_OFFERED' }
  const factor = pet.animalGroup1Id === 1 ? plan.sizeFactors[pet.breedSize ?? 'M'] : 100
  return { eligible: true, ageBucket: bucket, monthlyPremium: Math.round((rate.monthlyPremium * factor) / 1000) * 10 }
}

/** The lowest premium a plan starts from (its cheapest rate, small dog or cat), for the plan list. */
export function startingPremium(plan: PlanTerms): number | null {
  const premiums = plan.rates.map(
    (r) => r.monthlyPremium * (r.animalGroup1Id === 1 ? Math.min(...Object.values(plan.sizeFactors)) / 100 : 1),
  )
  return premiums.length ? Math.round(Math.min(...premiums) / 10) * 10 : null
}

/** Every plan's quote for one pet, in the plans' order. */
export function quoteAll<P extends PlanTerms & { planId: number }>(plans: readonly P[], pet: QuotePet) {
  return plans.map((plan) => ({ planId: plan.planId, quote: quotePremium(plan, pet) }))
}
