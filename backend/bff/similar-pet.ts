import { z } from 'zod'
import type { ProductSummary } from '../catalog/products'
import { PAID_STATES_SQL } from '../commerce/paid-states'
import type { Queryable } from '../db/types'
import { loadSummaries } from '../search/summaries'

/**
 * Contract "GET /recommend/similar-pet": products that members whose pets are like the shopper's
 * bought. The shop sends the buckets of spec §3 it computed from the member's main pet, so the call
 * carries no personal data and needs no session.
 */

export const AGE_BUCKETS = ['KITTEN', 'JUNIOR', 'ADULT', 'SENIOR'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]
/** Spec §3's weight buckets; the code -1 ("none") has no bucket, so the shop leaves the parameter out. */
export const WEIGHT_BUCKETS = ['0_1', '1_2', '2_3', '3_4', '4_5', '5', '5_6', '7'] as const
export type WeightBucket = (typeof WEIGHT_BUCKETS)[number]
export const BREED_SIZES = ['L', 'M', 'S'] as const
export type BreedSize = (typeof BREED_SIZES)[number]

/** The widening steps, narrowest first; `basis` names the one that answered. */
export const SIMILAR_PET_BASES = ['BREED', 'SIZE_AGE', 'AGE', 'ANIMAL'] as const
export type SimilarPetBasis = (typeof SIMILAR_PET_BASES)[number]

export const SIMILAR_PET_MAX_SIZE = 20
const DEFAULT_SIZE = 10
const INT4_MAX = 2_147_483_647
/** What the ranking reads is kept per animal group and Korean day this long, like the home frames. */
const CACHE_MS = 60_000

const SIZE_MESSAGE = `size는 1~${SIMILAR_PET_MAX_SIZE} 사이의 숫자여야 해요.`

/** A whole number 1…max from a query string ('', '1.5', 'abc', repeated parameters fail). */
const whole = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, message)

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) })

const ANIMAL_MESSAGE = '반려동물 종류는 강아지(1) 또는 고양이(2)만 고를 수 있어요.'

export const similarPetQuery = z.object({
  animal_group1_id: z.enum(['1', '2'], { errorMap: () => ({ message: ANIMAL_MESSAGE }) }).transform((value) => Number(value) as 1 | 2),
  animal_group2_id: whole('품종 번호가 올바르지 않아요.', INT4_MAX).optional(),
  age_bucket: choice(AGE_BUCKETS, '나이 구간은 KITTEN, JUNIOR, ADULT, SENIOR 중 하나여야 해요.').optional(),
  weight_bucket: choice(WEIGHT_BUCKETS, '몸무게 구간은 0_1, 1_2, 2_3, 3_4, 4_5, 5, 5_6, 7 중 하나여야 해요.').optional(),
  breed_size: choice(BREED_SIZES, '체형 크기는 L, M, S 중 하나여야 해요.').optional(),
  exclude_product_id: whole('제외할 상품 번호가 올바르지 않아요.', INT4_MAX).optional(),
  size: whole(SIZE_MESSAGE, SIMILAR_PET_MAX_SIZE).default(String(DEFAULT_SIZE)),
})

export type SimilarPetQuery = {
  animalGroup1Id: 1 | 2
  animalGroup2Id?: number
  ageBucket?: AgeBucket
  weightBucket?: WeightBucket
  /** Dogs only: ignored for cats, which have no breed size. */
  breedSize?: BreedSize
  excludeProductId?: number
  size: number
}

export type SimilarPetAnswer = { basis: SimilarPetBasis; count: number; products: ProductSummary[] }

/** The steps a query can use: a step runs only when the shopper sent what sets it apart. */
export function similarPetSteps(q: SimilarPetQuery): SimilarPetBasis[] {
  const steps: SimilarPetBasis[] = []
  if (q.animalGroup2Id !== undefined) steps.push('BREED')
  if (q.animalGroup1Id === 1 ? q.breedSize !== undefined : q.weightBucket !== undefined) steps.push('SIZE_AGE')
  if (q.ageBucket !== undefined) steps.push('AGE')
  steps.push('ANIMAL')
  return steps
}

/** Spec §3: under 1 KITTEN, 1–3 JUNIOR, 4–7 ADULT, 8 and over SENIOR. */
export function ageBucketOf(years: number): AgeBucket {
  if (years < 1) return 'KITTEN'
  if (years <= 3) return 'JUNIOR'
  if (years <= 7) return 'ADULT'
  return 'SENIOR'
}

/** Spec §3, in its order: the kitten rule comes before "5 or 6"; any other code is '7'; -1 has none. */
export function weightBucketOf(code: number, age: AgeBucket | null): WeightBucket | null {
  if (code === -1) return null
  if (code >= 0 && code <= 4) return WEIGHT_BUCKETS[code] as WeightBucket
  if (code >= 5 && age === 'KITTEN') return '5'
  if (code === 5 || code === 6) return '5_6'
  return '7'
}

/** Whole years from a YYYY-MM-DD birthday to Korea's `today` (0 for a birthday still ahead). */
export function yearsOld(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  const reached = tm > bm || (tm === bm && td >= bd)
  return Math.max(0, ty - by - (reached ? 0 : 1))
}

type PetRow = { userId: number; breedId: number | null; breedSize: string | null; birthday: string | null; weightCode: number }
export type SimilarPet = {
  userId: number
  breedId: number | null
  breedSize: string | null
  age: AgeBucket | null
  weight: WeightBucket | null
}

/**
 * What the ranking reads for one animal group on one Korean day. `pets` are the pets of that
 * animal of members who have not left, with their buckets. `products` are the group's products
 * that can be bought (`sell_limit_status_code` null, as listings and deals take it), most popular
 * first (review count, score, id), each with the members among those who bought it.
 *
 * "Bought" is a line of a paid order (paid and later states; cancelled, pending and failed ones
 * are not) or a review of the product: reviews are written from delivered lines, and the seed's
 * ordinary members have their history only as reviews (only the demo member has orders).
 */
export type SimilarPetData = { pets: SimilarPet[]; products: { productId: number; userIds: number[] }[] }

export async function loadSimilarPetData(db: Queryable, group: 1 | 2, today: string): Promise<SimilarPetData> {
  const [petRows, products] = await Promise.all([
    db.query<PetRow>(
      `select pt.user_id as "userId", pt.breed_id as "breedId", pt.breed_size as "breedSize",
              to_char(pt.birthday, 'YYYY-MM-DD') as birthday, pt.weight_code as "weightCode"
         from pets pt join users u on u.user_id = pt.user_id
        where pt.animal_group1_id = $1 and u.status <> 'WITHDRAWN'
        order by pt.pet_id`,
      [group],
    ),
    db.query<{ productId: number; userIds: number[] }>(
      // Each branch keeps only the group's buyable products and members with a pet of it before
      // the union removes repeats: the reviews are tens of thousands of rows (decision 047).
      `with owners as (
         select pt.user_id from pets pt join users u on u.user_id = pt.user_id
          where pt.animal_group1_id = $1 and u.status <> 'WITHDRAWN'
       ), buyable as (
         select product_id from products where product_group1_id = $1 and sell_limit_status_code is null
       ), bought as (
         select o.user_id, i.product_id
           from orders o join order_items i on i.order_id = o.order_id
          where o.status in ${PAID_STATES_SQL}
            and o.user_id in (select user_id from owners) and i.product_id in (select product_id from buyable)
         union
         select r.user_id, r.product_id from reviews r
          where r.user_id in (select user_id from owners) and r.product_id in (select product_id from buyable)
       )
       select p.product_id as "productId", array_agg(b.user_id order by b.user_id) as "userIds"
         from bought b
         join products p on p.product_id = b.product_id
        group by p.product_id, p.review_count, p.review_score
        order by p.review_count desc, p.review_score desc, p.product_id`,
      [group],
    ),
  ])
  const pets = petRows.map(({ userId, breedId, breedSize, birthday, weightCode }) => {
    const age = birthday === null ? null : ageBucketOf(yearsOld(birthday, today))
    return { userId, breedId, breedSize, age, weight: weightBucketOf(weightCode, age) }
  })
  return { pets, products }
}

/** Whether one pet matches a step of the query (absent optional buckets do not narrow the step). */
function matches(step: SimilarPetBasis, pet: SimilarPet, q: SimilarPetQuery): boolean {
  const age = q.ageBucket === undefined || pet.age === q.ageBucket
  const weight = q.weightBucket === undefined || pet.weight === q.weightBucket
  switch (step) {
    case 'BREED':
      return pet.breedId === q.animalGroup2Id && age && weight
    case 'SIZE_AGE':
      return q.animalGroup1Id === 1 ? pet.breedSize === q.breedSize && age : pet.weight === q.weightBucket && age
    case 'AGE':
      return pet.age === q.ageBucket
    case 'ANIMAL':
      return true
  }
}

/**
 * The ranking: the narrowest step that finds at least `size` products answers, else the widest
 * (ANIMAL) with what it has. Products are ranked by how many distinct members with a matching pet
 * bought them, then by popularity and id (the data's order; the sort is stable).
 */
export function rankSimilarPet(data: SimilarPetData, q: SimilarPetQuery): { basis: SimilarPetBasis; productIds: number[] } {
  const products = data.products.filter((p) => p.productId !== q.excludeProductId)
  let answer: { basis: SimilarPetBasis; productIds: number[] } = { basis: 'ANIMAL', productIds: [] }
  for (const step of similarPetSteps(q)) {
    const members = new Set(data.pets.filter((pet) => matches(step, pet, q)).map((pet) => pet.userId))
    const ranked = products
      .map((p) => ({ productId: p.productId, buyers: p.userIds.filter((id) => members.has(id)).length }))
      .filter((p) => p.buyers > 0)
      .sort((a, b) => b.buyers - a.buyers)
    answer = { basis: step, productIds: ranked.slice(0, q.size).map((p) => p.productId) }
    if (ranked.length >= q.size) break
  }
  return answer
}

/** The products of a ranking, read fresh: one sold out since the data was loaded is left out. */
async function answerOf(db: Queryable, { basis, productIds }: { basis: SimilarPetBasis; productIds: number[] }): Promise<SimilarPetAnswer> {
  const products = (await loadSummaries(db, productIds)).filter((p) => p.productSellLimitStatusCode === null)
  return { basis, count: products.length, products }
}

/** The answer for one query at Korea's date `today` (YYYY-MM-DD), without any cache. */
export async function similarPetProducts(db: Queryable, q: SimilarPetQuery, today: string): Promise<SimilarPetAnswer> {
  return answerOf(db, rankSimilarPet(await loadSimilarPetData(db, q.animalGroup1Id, today), q))
}

/** Turns the parsed query string into the query the ranking takes. */
export function toSimilarPetQuery(raw: z.output<typeof similarPetQuery>): SimilarPetQuery {
  return {
    animalGroup1Id: raw.animal_group1_id,
    animalGroup2Id: raw.animal_group2_id,
    ageBucket: raw.age_bucket,
    weightBucket: raw.weight_bucket,
    breedSize: raw.animal_group1_id === 1 ? raw.breed_size : undefined,
    excludeProductId: raw.exclude_product_id,
    size: raw.size,
  }
}

/**
 * The data of each group and Korean day is loaded once per minute (the heavy part: every purchase
 * of the group); each query is then ranked in memory, so product pages, which each exclude their
 * own product, do not each scan the purchases. Entries of past days are dropped when a new one is
 * loaded; a failed load is not kept.
 */
function dataCache(db: Queryable) {
  const entries = new Map<string, { value: Promise<SimilarPetData>; expires: number }>()
  return (group: 1 | 2, today: string): Promise<SimilarPetData> => {
    const key = `${group}:${today}`
    const at = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expires > at) return hit.value
    for (const [k, entry] of entries) if (entry.expires <= at) entries.delete(k)
    const value = loadSimilarPetData(db, group, today)
    entries.set(key, { value, expires: at + CACHE_MS })
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}

/** The answer for a query at Korea's date `today`, from data kept per group and day (`dataCache`). */
export function cachedSimilarPet(db: Queryable): (q: SimilarPetQuery, today: string) => Promise<SimilarPetAnswer> {
  const data = dataCache(db)
  return async (q, today) => answerOf(db, rankSimilarPet(await data(q.animalGroup1Id, today), q))
}
