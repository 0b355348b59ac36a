/**
 * The premium rule of the insurer (decision 015). The shop shows quotes with its own copy of the
 * rule (app/domain/insurance.ts, the same service boundary as any client); backend/test/insurance
 * checks that both give the same number for every plan, animal, size and age.
 */

export type AgeBucket = 'KITTEN' | 'JUNIOR' | 'ADULT' | 'SENIOR'

/** Spec §3: under 1 KITTEN; 1–3 JUNIOR; 4–7 ADULT; 8 and over SENIOR. */
export function ageBucketOf(years: number): AgeBucket {
  if (years < 1) return 'KITTEN'
  if (years <= 3) return 'JUNIOR'
  if (years <= 7) return 'ADULT'
  return 'SENIOR'
}

export type PlanTerms = {
  min_join_age: number
  max_join_age: number
  size_factors: { S: number; M: number; L: number }
  rates: ReadonlyArray<{ animal_group1_id: number; age_bucket: AgeBucket; monthly_premium: number }>
}

export type PetForQuote = { animal_group1_id: number; age_years: number; breed_size: 'S' | 'M' | 'L' | null }

/**
 * The monthly premium in won, or null when the plan does not take the pet (age outside the
 * joining ages, or no rate for its bucket). Dogs pay their size factor (a dog of unknown size as
 * medium); the result is rounded to 10 won.
 */
export function monthlyPremium(plan: PlanTerms, pet: PetForQuote): number | null {
  if (pet.age_years < plan.min_join_age || pet.age_years > plan.max_join_age) return null
  const bucket = ageBucketOf(pet.age_years)
  const rate = plan.rates.find((r) => r.animal_group1_id === pet.animal_group1_id && r.age_bucket === bucket)
  if (!rate) return null
  const factor = pet.animal_group1_id === 1 ? plan.size_factors[pet.breed_size ?? 'M'] : 100
  return Math.round((rate.monthly_premium * factor) / 1000) * 10
}
