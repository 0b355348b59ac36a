import { afterAll, beforeAll, expect } from 'vitest'
// The shop computes the buckets it sends with these; the backend's twins must agree with them.
import { ageBucket, ageInYears, weightBucket } from '../../app/domain/pet'
import type { SimilarPetBasis, SimilarPetQuery } from '../bff/similar-pet'
import { kstToday } from '../context'
import type { Queryable } from '../db/types'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

/** The seed's own day, 09:30 in Korea: ages and buckets stay put whenever the tests run. */
export const NOW = new Date('2026-11-01T00:30:00.000Z')
export const TODAY = kstToday(NOW)

export let backend: RunningBackend
export let bff: string
let clock = NOW
/** Moves the backend's clock (ages, buckets); `currentTime()` reads it. */
export const setClock = (at: Date) => {
  clock = at
}
export const currentTime = () => clock

/** One backend on the seed's day for a similar-pet test file. */
export function startSimilarPetBackendForFile() {
  beforeAll(async () => {
    backend = await startTestBackend({ now: () => clock })
    bff = `${backend.url}/bff/recommend/similar-pet`
  })
  afterAll(() => backend.close())
}

export const SUMMARY_KEYS = [
  'productId',
  'productName',
  'productGroup1Id',
  'productGroup2Id',
  'productGroup3Id',
  'productGroup4Id',
  'brandId',
  'brandName',
  'price',
  'discountApplyPrice',
  'discountRate',
  'isPb',
  'reviewCount',
  'reviewScore',
  'productSellLimitStatusCode',
  'isEntirelySoldout',
  'imageUrl',
  // What lists show (decision 046).
  'lowestOptionId',
  'lowestOptionPrice',
  'lowestOptionDiscountApplyPrice',
  'lowestOptionDiscountRate',
  'optionPricesDiffer',
].sort()

export type Params = Record<string, string | number>
export const get = (params: Params) => fetchJson(`${bff}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`)

export function toQuery(params: Params): SimilarPetQuery {
  const group = Number(params.animal_group1_id) as 1 | 2
  const opt = <T>(key: string, f: (v: string) => T) => (params[key] === undefined ? undefined : f(String(params[key])))
  return {
    animalGroup1Id: group,
    animalGroup2Id: opt('animal_group2_id', Number),
    ageBucket: opt('age_bucket', (v) => v as SimilarPetQuery['ageBucket']),
    weightBucket: opt('weight_bucket', (v) => v as SimilarPetQuery['weightBucket']),
    breedSize: group === 1 ? opt('breed_size', (v) => v as SimilarPetQuery['breedSize']) : undefined,
    excludeProductId: opt('exclude_product_id', Number),
    size: opt('size', Number) ?? 10,
  }
}

export type Tables = {
  pets: { user_id: number; breed_id: number | null; breed_size: string | null; birthday: string | null; weight_code: number }[]
  lines: { user_id: number; product_id: number }[]
  reviews: { user_id: number | null; product_id: number }[]
  products: {
    product_id: number
    product_group1_id: number
    sell_limit_status_code: string | null
    review_count: number
    review_score: number
  }[]
}
/** The seeded tables, read once per group for the shared database (a transaction reads its own). */
export const seeded = new Map<number, Promise<Tables>>()

export function tables(db: Queryable, group: 1 | 2): Promise<Tables> {
  const read = async (): Promise<Tables> => ({
    pets: await db.query<Tables['pets'][number]>(
      `select p.user_id, p.breed_id, p.breed_size, to_char(p.birthday, 'YYYY-MM-DD') as birthday, p.weight_code
         from pets p join users u using (user_id) where p.animal_group1_id = $1 and u.status <> 'WITHDRAWN'`,
      [group],
    ),
    lines: await db.query<Tables['lines'][number]>(
      `select o.user_id, i.product_id from orders o join order_items i using (order_id)
        where o.status in ('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')`,
    ),
    reviews: await db.query<Tables['reviews'][number]>('select user_id, product_id from reviews'),
    products: await db.query<Tables['products'][number]>(
      'select product_id, product_group1_id, sell_limit_status_code, review_count, review_score::float8 as review_score from products',
    ),
  })
  if (db !== backend.db) return read()
  const hit = seeded.get(group) ?? read()
  seeded.set(group, hit)
  return hit
}

/**
 * An independent model of the contract: the tables read row by row, the buckets from the shop's
 * own domain functions at the backend's clock, the union of purchases made in TS and the order
 * spelled out. It answers every step's ranking so tests can see why a step answered.
 */
export async function model(db: Queryable, q: SimilarPetQuery, now: Date = NOW) {
  const { pets, lines, reviews, products } = await tables(db, q.animalGroup1Id)
  const buyers = new Map<number, Set<number>>()
  for (const { user_id, product_id } of [...lines, ...reviews]) {
    if (user_id === null) continue
    const set = buyers.get(product_id) ?? new Set<number>()
    set.add(user_id)
    buyers.set(product_id, set)
  }
  const bucketed = pets.map((p) => {
    const age = p.birthday === null ? null : ageBucket(ageInYears(p.birthday, now) ?? 0)
    return { ...p, age, weight: p.weight_code === -1 ? null : weightBucket(p.weight_code, age ?? 'ADULT') }
  })
  const fits = (step: SimilarPetBasis, p: (typeof bucketed)[number]) => {
    const age = !q.ageBucket || p.age === q.ageBucket
    const weight = !q.weightBucket || p.weight === q.weightBucket
    if (step === 'BREED') return p.breed_id === q.animalGroup2Id && age && weight
    if (step === 'SIZE_AGE') return (q.animalGroup1Id === 1 ? p.breed_size === q.breedSize : p.weight === q.weightBucket) && age
    if (step === 'AGE') return p.age === q.ageBucket
    return true
  }
  const steps: SimilarPetBasis[] = [
    ...(q.animalGroup2Id !== undefined ? (['BREED'] as const) : []),
    ...((q.animalGroup1Id === 1 ? q.breedSize : q.weightBucket) !== undefined ? (['SIZE_AGE'] as const) : []),
    ...(q.ageBucket !== undefined ? (['AGE'] as const) : []),
    'ANIMAL',
  ]
  const rankings = steps.map((step) => {
    const members = new Set(bucketed.filter((p) => fits(step, p)).map((p) => p.user_id))
    const ranked = products
      .filter((p) => p.product_group1_id === q.animalGroup1Id && p.sell_limit_status_code === null && p.product_id !== q.excludeProductId)
      .map((p) => ({ ...p, count: [...(buyers.get(p.product_id) ?? [])].filter((id) => members.has(id)).length }))
      .filter((p) => p.count > 0)
      .sort(
        (a, b) => b.count - a.count || b.review_count - a.review_count || b.review_score - a.review_score || a.product_id - b.product_id,
      )
    return { step, ids: ranked.map((p) => p.product_id), counts: ranked.map((p) => p.count) }
  })
  const answer = rankings.find((r) => r.ids.length >= q.size) ?? (rankings.at(-1) as (typeof rankings)[number])
  return { basis: answer.step, ids: answer.ids.slice(0, q.size), rankings }
}

/** Runs fn inside a transaction that is always rolled back, so tests can change data freely. */
export async function rolledBack(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const ROLLBACK = new Error('rollback')
  await expect(
    backend.db.transaction(async (tx) => {
      await fn(tx)
      throw ROLLBACK
    }),
  ).rejects.toBe(ROLLBACK)
}

/** The demo member's dog 코코 and 나비 the cat, as the shop would send them today. */
export const DEMO_DOG = { animal_group1_id: 1, animal_group2_id: 101, age_bucket: 'ADULT', weight_bucket: '3_4', breed_size: 'S' }
export const DEMO_CAT = { animal_group1_id: 2, animal_group2_id: 201, age_bucket: 'JUNIOR', weight_bucket: '4_5' }

export const CASES: Params[] = [
  { ...DEMO_DOG, size: 3 },
  DEMO_DOG,
  { ...DEMO_DOG, size: 20 },
  DEMO_CAT,
  { ...DEMO_CAT, size: 20 },
  { animal_group1_id: 1, breed_size: 'L', age_bucket: 'SENIOR' },
  { animal_group1_id: 1, age_bucket: 'KITTEN', size: 20 },
  { animal_group1_id: 2, weight_bucket: '5_6' },
  { animal_group1_id: 2, age_bucket: 'SENIOR', weight_bucket: '7', size: 5 },
  { animal_group1_id: 1, animal_group2_id: 999, age_bucket: 'JUNIOR' },
  { animal_group1_id: 2, animal_group2_id: 101, age_bucket: 'ADULT' },
  { animal_group1_id: 1 },
  { animal_group1_id: 2, size: 1 },
]
