import { z } from 'zod'
import * as MSG from './messages'
import {
  ANIMAL_GROUP,
  BODY_TYPES,
  type BodyType,
  BREED_SIZES,
  type BreedSize,
  GENDER_CODES,
  type GenderCode,
  isCalendarDate,
  isWeightOffered,
  seoulDate,
  WEIGHT_CODES,
  type WeightCode,
} from './pet'

/**
 * The /pet/register form (spec §3 pet fields). Loaded by the browser as well as the server, so
 * it depends on zod and the pure pet module only.
 */

export const PET_NAME_MAX_LENGTH = 10
/** Older birthdays are typing mistakes, not pets. */
export const PET_BIRTHDAY_MIN = '1990-01-01'

/** One message for every way a choice can be wrong: the field is a picker, not free text. */
const choice = (message: string) => ({ errorMap: () => ({ message }) })

/** What a successful registration gives the route: dogs always have a size, cats never do. */
export type PetRegistration = {
  animalGroup2Id: number
  name: string
  birthday: string
  genderCode: GenderCode
  bodyType: BodyType
  weight: WeightCode
} & ({ animalGroup1Id: 1; breedSize: BreedSize } | { animalGroup1Id: 2; breedSize: undefined })

/**
 * `today` decides what "in the future" means (the Korean date), injectable for tests. By default
 * it is read on every check, so a server that runs past midnight accepts the new day's births.
 *
 * The dog-only size lives in its own half of an intersection rather than in a refine on the whole
 * object: zod skips an object's refinements while any field is missing, and a shopper who left
 * both the name and the size empty should hear about both at once.
 */
export function petRegisterSchema(today: Date | (() => Date) = () => new Date()) {
  const todayInKorea = () => seoulDate(typeof today === 'function' ? today() : today)
  const Fields = z.object({
    animalGroup1Id: z.enum(['1', '2'], choice(MSG.pet.animalGroupRequired)).transform((id) => Number(id) as 1 | 2),
    animalGroup2Id: z.number(choice(MSG.pet.breedRequired)).refine((id) => Number.isSafeInteger(id) && id > 0, MSG.pet.breedRequired),
    name: z
      .string({ required_error: MSG.pet.nameRequired })
      .trim()
      .min(1, MSG.pet.nameRequired)
      .max(PET_NAME_MAX_LENGTH, MSG.pet.nameTooLong(PET_NAME_MAX_LENGTH)),
    birthday: z
      .string({ required_error: MSG.pet.birthdayRequired })
      .trim()
      .refine(
        // ISO dates compare as strings; the Korean date is computed when the form is checked.
        (day) => isCalendarDate(day) && day >= PET_BIRTHDAY_MIN && day <= todayInKorea(),
        MSG.pet.birthdayInvalid,
      ),
    genderCode: z.enum(GENDER_CODES, choice(MSG.pet.genderRequired)),
    bodyType: z.enum(BODY_TYPES, choice(MSG.pet.bodyTypeRequired)),
    weight: z
      .number(choice(MSG.pet.weightRequired))
      .refine((code): code is WeightCode => (WEIGHT_CODES as readonly number[]).includes(code), MSG.pet.weightRequired),
  })

  const Size = z
    .object({
      // Read raw here; Fields owns its validation and message.
      animalGroup1Id: z.unknown(),
      breedSize: z.enum(BREED_SIZES, choice(MSG.pet.breedSizeRequired)).optional(),
      weight: z.unknown(),
    })
    .superRefine(({ animalGroup1Id, breedSize, weight }, ctx) => {
      if (isDog(animalGroup1Id) && !breedSize)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['breedSize'], message: MSG.pet.breedSizeRequired })
      // A cat is offered weights up to 10kg 이상 only (decision 050); a large dog's class sent for a
      // cat is refused here, while Fields refuses what is no weight code at all.
      const code = typeof weight === 'string' && weight.trim() !== '' ? Number(weight) : weight
      if (
        isCat(animalGroup1Id) &&
        typeof code === 'number' &&
        (WEIGHT_CODES as readonly number[]).includes(code) &&
        !isWeightOffered(ANIMAL_GROUP.cat, code)
      )
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['weight'], message: MSG.pet.weightNotOffered })
    })
    // A cat's form may still carry a size (a hidden radio); it is dropped, not stored.
    .transform(({ animalGroup1Id, breedSize }) => ({ breedSize: isDog(animalGroup1Id) ? breedSize : undefined }))

  // Size first: conform merges constraints left to right, and Fields knows animalGroup1Id's pattern.
  return z.intersection(Size, Fields).transform((pet) => pet as PetRegistration)
}

function isCat(animalGroup1Id: unknown): boolean {
  return animalGroup1Id === String(ANIMAL_GROUP.cat) || animalGroup1Id === ANIMAL_GROUP.cat
}

function isDog(animalGroup1Id: unknown): boolean {
  return animalGroup1Id === String(ANIMAL_GROUP.dog) || animalGroup1Id === ANIMAL_GROUP.dog
}

export const PetRegisterSchema = petRegisterSchema()
export default PetRegisterSchema
