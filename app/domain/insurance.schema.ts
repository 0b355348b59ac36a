import { z } from 'zod'
import * as INFO_MSG from './messages.info'
import { BREED_SIZES } from './pet'

const E = INFO_MSG.insurance.errors
const AGE_BUCKETS = ['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const

/** V2 pet insurance (docs/backend-api.md "V2: pet insurance"), camelCase as the HTTP core hands it over. */
export const InsurancePlanSchema = z.object({
  planId: z.number().int(),
  name: z.string(),
  insurer: z.string(),
  tagline: z.string(),
  coverageRatio: z.number().int(),
  deductible: z.number().int(),
  annualLimit: z.number().int(),
  minJoinAge: z.number().int(),
  maxJoinAge: z.number().int(),
  renewal: z.string(),
  sizeFactors: z.object({ S: z.number(), M: z.number(), L: z.number() }),
  coverages: z.array(z.object({ name: z.string(), detail: z.string(), limitText: z.string() })),
  rates: z.array(z.object({ animalGroup1Id: z.number().int(), ageBucket: z.enum(AGE_BUCKETS), monthlyPremium: z.number().int() })),
})
export type InsurancePlan = z.infer<typeof InsurancePlanSchema>

export const InsuranceApplicationSchema = z.object({
  applicationId: z.number().int(),
  planId: z.number().int(),
  planName: z.string(),
  petId: z.number().int().nullable(),
  petName: z.string(),
  animalGroup1Id: z.number().int(),
  ageYears: z.number().int(),
  ageBucket: z.enum(AGE_BUCKETS),
  breedSize: z.enum(BREED_SIZES).nullable(),
  monthlyPremium: z.number().int(),
  status: z.enum(['RECEIVED', 'REVIEWING', 'APPROVED', 'REJECTED']),
  appliedAt: z.string(),
})
export type InsuranceApplication = z.infer<typeof InsuranceApplicationSchema>

const id = (message: string) => z.coerce.number({ invalid_type_error: message }).int(message).min(1, message).max(2_147_483_647, message)

/** "등록한 아이로 계산": a registered pet of the member. */
export const PetQuoteSchema = z.object({ petId: id(E.petRequired) })

/** "직접 입력해서 계산" (guests too): the animal, a dog's size, and the age in whole years. */
export const ManualQuoteSchema = z
  .object({
    animal: z.enum(['1', '2'], { errorMap: () => ({ message: E.animalRequired }) }).transform(Number),
    breedSize: z.enum(BREED_SIZES, { errorMap: () => ({ message: E.breedSizeRequired }) }).optional(),
    age: z.coerce
      .number({ required_error: E.ageRequired, invalid_type_error: E.ageInvalid })
      .int(E.ageInvalid)
      .min(0, E.ageInvalid)
      .max(25, E.ageInvalid),
  })
  .superRefine((value, ctx) => {
    if (value.animal === 1 && !value.breedSize) ctx.addIssue({ code: 'custom', path: ['breedSize'], message: E.breedSizeRequired })
  })
  .transform(({ animal, breedSize, age }) => ({
    animalGroup1Id: animal,
    breedSize: animal === 1 ? (breedSize ?? null) : null,
    ageYears: age,
  }))

/** The application form: a plan, one of the member's pets, and the consent. */
export const ApplySchema = z.object({
  planId: id(E.planRequired),
  petId: id(E.petRequired),
  agree: z.literal('on', { errorMap: () => ({ message: E.consentRequired }) }),
})
