import type { Queryable } from '../db/types'
import type { AgeBucket, PlanTerms } from './premium'

/** Contract `InsurancePlan` (V2, snake_case). */
export type InsurancePlan = PlanTerms & {
  plan_id: number
  name: string
  insurer: string
  tagline: string
  coverage_ratio: number
  deductible: number
  annual_limit: number
  renewal: string
  coverages: Array<{ name: string; detail: string; limit_text: string }>
}

type PlanRow = Omit<InsurancePlan, 'coverages' | 'rates' | 'size_factors'> & {
  size_factor_s: number
  size_factor_m: number
  size_factor_l: number
}

/** Every plan in its display order, with coverages and rates; `planId` narrows to one. */
export async function listPlans(db: Queryable, planId: number | null = null): Promise<InsurancePlan[]> {
  const plans = await db.query<PlanRow>(
    `select plan_id, name, insurer, tagline, coverage_ratio, deductible, annual_limit, min_join_age, max_join_age,
            size_factor_s, size_factor_m, size_factor_l, renewal
       from insurance_plans where $1::int is null or plan_id = $1 order by sort`,
    [planId],
  )
  if (plans.length === 0) return []
  const ids = plans.map((p) => p.plan_id)
  const [coverages, rates] = await Promise.all([
    db.query<{ plan_id: number; name: string; detail: string; limit_text: string }>(
      'select plan_id, name, detail, limit_text from insurance_coverages where plan_id = any($1::int[]) order by plan_id, position',
      [ids],
    ),
    db.query<{ plan_id: number; animal_group1_id: number; age_bucket: AgeBucket; monthly_premium: number }>(
      `select plan_id, animal_group1_id, age_bucket, monthly_premium from insurance_rates where plan_id = any($1::int[])
        order by plan_id, animal_group1_id, array_position(array['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'], age_bucket)`,
      [ids],
    ),
  ])
  return plans.map(({ size_factor_s, size_factor_m, size_factor_l, ...plan }) => ({
    ...plan,
    size_factors: { S: size_factor_s, M: size_factor_m, L: size_factor_l },
    coverages: coverages.filter((c) => c.plan_id === plan.plan_id).map(({ plan_id: _p, ...c }) => c),
    rates: rates.filter((r) => r.plan_id === plan.plan_id).map(({ plan_id: _p, ...r }) => r),
  }))
}
