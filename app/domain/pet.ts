import * as MSG from './messages'
import { seoulDate } from './seoul-date'

/** Spec §3: the pet fields, their codes, and the buckets the behaviour logger receives. */

export const ANIMAL_GROUP = { dog: 1, cat: 2 } as const

export const GENDER_CODES = ['M', 'F'] as const
export type GenderCode = (typeof GENDER_CODES)[number]
export const BODY_TYPES = ['F', 'N', 'S'] as const
export type BodyType = (typeof BODY_TYPES)[number]
/** Small to large, the order every picker shows them in. */
export const BREED_SIZES = ['S', 'M', 'L'] as const
export type BreedSize = (typeof BREED_SIZES)[number]
/** -1 is "unknown"; 0 to 6 are one-kilogram steps; 7 is seven kilograms or more. */
/** Up to 25kg 이상, for the 대형견 breeds the list offers (8–10 fall in bucket '7', as the spec says). */
export const WEIGHT_CODES = [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export type WeightCode = (typeof WEIGHT_CODES)[number]

export const GENDER_LABELS: Record<GenderCode, string> = MSG.pet.gender
export const BODY_TYPE_LABELS: Record<BodyType, string> = MSG.pet.bodyType
export const BREED_SIZE_LABELS: Record<BreedSize, string> = MSG.pet.breedSize
/** 소형견 → 중형견 → 대형견: an array, so the order is the list's and not an object's. */
export const BREED_SIZE_OPTIONS: ReadonlyArray<{ value: BreedSize; label: string }> = BREED_SIZES.map((value) => ({
  value,
  label: BREED_SIZE_LABELS[value],
}))
/** In the order a picker shows them; an array because object keys would put -1 last. */
export const WEIGHT_OPTIONS: ReadonlyArray<{ code: WeightCode; label: string }> = WEIGHT_CODES.map((code) => ({
  code,
  label: MSG.pet.weight[`${code}`],
}))

/** A cat's heaviest class: 10kg and more (code 8); the large dogs' 15~25kg and 25kg 이상 are not a cat's. */
const CAT_TOP_WEIGHT = 8

/** The weights a picker offers for the species: a dog every class, a cat up to 10kg 이상. */
export function weightOptions(animalGroup1Id: number): ReadonlyArray<{ code: WeightCode; label: string }> {
  if (animalGroup1Id !== ANIMAL_GROUP.cat) return WEIGHT_OPTIONS
  return WEIGHT_OPTIONS.filter((option) => option.code <= CAT_TOP_WEIGHT).map((option) =>
    option.code === CAT_TOP_WEIGHT ? { code: option.code, label: MSG.pet.catTopWeight } : option,
  )
}

/** Whether the form offers this weight code for the species (the server refuses the others). */
export function isWeightOffered(animalGroup1Id: number, code: number): boolean {
  return weightOptions(animalGroup1Id).some((option) => option.code === code)
}

/** topAnimalInfo of the user detail (spec §3), the pet the shop personalises for. */
export type TopAnimalInfo = {
  /** Age in whole years. */
  totalCount: number
  animalGroup1Id: number
  animalGroup1Name: string
  /** The breed, which the logger calls "taste". */
  animalGroup2Id: number
  animalGroup2Name: string
  /** YYYY-MM-DD */
  birthday: string
  genderCode: GenderCode
  bodyType: BodyType
  /** Dogs only; cats have none. */
  breedSize: BreedSize | null
  weight: number
}

export type AgeBucket = 'KITTEN' | 'JUNIOR' | 'ADULT' | 'SENIOR'

/** R3.10: under 1 KITTEN, 1–3 JUNIOR, 4–7 ADULT, 8 and over SENIOR. */
export function ageBucket(totalCount: number): AgeBucket {
  if (totalCount < 1) return 'KITTEN'
  if (totalCount <= 3) return 'JUNIOR'
  if (totalCount <= 7) return 'ADULT'
  return 'SENIOR'
}

/** `null` is the spec's "none": the pet's weight is unknown, so there is nothing to log. */
export type WeightBucket = '0_1' | '1_2' | '2_3' | '3_4' | '4_5' | '5' | '5_6' | '7' | null

/**
 * R3.11, in the spec's order: the kitten rule comes before "5 or 6", so a young pet of five
 * kilograms or more is '5' whatever its code. "Anything else" is taken literally: codes outside
 * -1…6 (8, 99, -2) fall into '7' like the code 7 itself.
 */
export function weightBucket(weight: number, age: AgeBucket): WeightBucket {
  if (weight === -1) return null
  if (weight === 0) return '0_1'
  if (weight === 1) return '1_2'
  if (weight === 2) return '2_3'
  if (weight === 3) return '3_4'
  if (weight === 4) return '4_5'
  if (weight >= 5 && age === 'KITTEN') return '5'
  if (weight === 5 || weight === 6) return '5_6'
  return '7'
}

/** What the behaviour logger receives about the user's pet (R3.12). */
export type UserLoggerAttributes = {
  age: AgeBucket
  /** The spec names the animal group (1 dog, 2 cat) "gender" for this logger. */
  gender: number
  taste: number
  /** Dogs only: the weight bucket, null when the weight is unknown. */
  etc1?: WeightBucket
  /** Dogs only: the breed size, null when none is recorded. */
  etc2?: BreedSize | null
}

/**
 * R3.12: age, gender (animalGroup1Id) and taste (animalGroup2Id); dogs also etc1 (weight bucket)
 * and etc2 (breed size). Cats carry no etc keys at all, so the logger never sees a cat's size.
 */
export function userLoggerAttributes(
  pet: Pick<TopAnimalInfo, 'totalCount' | 'animalGroup1Id' | 'animalGroup2Id' | 'breedSize' | 'weight'>,
): UserLoggerAttributes {
  const age = ageBucket(pet.totalCount)
  const base = { age, gender: pet.animalGroup1Id, taste: pet.animalGroup2Id }
  if (pet.animalGroup1Id !== ANIMAL_GROUP.dog) return base
  return { ...base, etc1: weightBucket(pet.weight, age), etc2: pet.breedSize ?? null }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

// In seoul-date.ts, which pages reach without this module's labels (decision 039); still here for its callers.
export { seoulDate }

/** True for a YYYY-MM-DD that names a real day (no 2023-02-29, no 2024-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * Whole years from `birthday` (YYYY-MM-DD) to `today`'s Korean date: one less while this year's
 * birthday is still ahead. A 29 February birthday comes round on 1 March in common years.
 * `null` for a malformed birthday; 0 for one in the future.
 */
export function ageInYears(birthday: string, today: Date): number | null {
  if (!isCalendarDate(birthday)) return null
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = seoulDate(today).split('-').map(Number) as [number, number, number]
  const reached = tm > bm || (tm === bm && td >= bd)
  return Math.max(0, ty - by - (reached ? 0 : 1))
}
