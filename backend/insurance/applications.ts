import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { infoError } from '../info/errors'
import { listPets } from '../pets/pets'
import { listPlans } from './plans'
import { ageBucketOf, monthlyPremium } from './premium'

/** Contract `InsuranceApplication`. */
export type InsuranceApplication = {
  application_id: number
  plan_id: number
  plan_name: string
  pet_id: number | null
  pet_name: string
  animal_group1_id: number
  age_years: number
  age_bucket: string
  breed_size: string | null
  monthly_premium: number
  status: 'RECEIVED' | 'REVIEWING' | 'APPROVED' | 'REJECTED'
  applied_at: string
}

const notFound = () => new HttpError(404, 'NOT_FOUND')

/**
 * `/insurance/apply`: the member's own pet, a plan that takes it, consent given, once per pet
 * and plan. The premium is the insurer's own computation, never the shop's number.
 */
export async function applyForInsurance(
  db: Db,
  userId: number,
  input: { plan_id: number; pet_id: number; agree: boolean },
  now: Date,
  today: string,
): Promise<{ application_id: number; monthly_premium: number }> {
  if (!input.agree) throw infoError('CONSENT_REQUIRED', { field: 'agree' })
  const [plan] = await listPlans(db, input.plan_id)
  if (!plan) throw notFound()
  // Someone else's pet is unknown, exactly like a pet that does not exist.
  const pet = (await listPets(db, userId, today)).find((p) => p.pet_id === input.pet_id)
  if (!pet) throw notFound()
  if (pet.total_count === null) throw infoError('PET_AGE_UNKNOWN', { field: 'pet_id' })
  const quoted = { animal_group1_id: pet.animal_group1_id, age_years: pet.total_count, breed_size: pet.breed_size }
  const premium = monthlyPremium(plan, quoted)
  if (premium === null) throw infoError('AGE_NOT_ELIGIBLE', { field: 'plan_id' })
  const [row] = await db.query<{ application_id: number }>(
    `insert into insurance_applications (user_id, plan_id, pet_id, pet_name, animal_group1_id, age_years, age_bucket, breed_size, monthly_premium, agreed_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     on conflict (pet_id, plan_id) do nothing
     returning application_id`,
    [
      userId,
      plan.plan_id,
      pet.pet_id,
      pet.name,
      pet.animal_group1_id,
      pet.total_count,
      ageBucketOf(pet.total_count),
      pet.breed_size,
      premium,
      now.toISOString(),
    ],
  )
  if (!row) throw infoError('ALREADY_APPLIED', { field: 'plan_id' })
  return { application_id: row.application_id, monthly_premium: premium }
}

/** `/insurance/applications`: the member's own, newest first. */
export async function listApplications(db: Queryable, userId: number): Promise<InsuranceApplication[]> {
  const rows = await db.query<Omit<InsuranceApplication, 'applied_at'> & { applied_at: Date }>(
    `select a.application_id, a.plan_id, p.name as plan_name, a.pet_id, a.pet_name, a.animal_group1_id, a.age_years, a.age_bucket,
            a.breed_size, a.monthly_premium, a.status, a.created_at as applied_at
       from insurance_applications a join insurance_plans p using (plan_id)
      where a.user_id = $1
      order by a.created_at desc, a.application_id desc`,
    [userId],
  )
  return rows.map((row) => ({ ...row, applied_at: row.applied_at.toISOString() }))
}
