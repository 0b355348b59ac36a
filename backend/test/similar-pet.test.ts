import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The shop computes the buckets it sends with these; the backend's twins must agree with them.
import { ageBucket, ageInYears, weightBucket } from '../../app/domain/pet'
import {
  ageBucketOf,
  loadSimilarPetData,
  rankSimilarPet,
  similarPetProducts,
  type SimilarPetBasis,
  type SimilarPetData,
  type SimilarPetQuery,
  weightBucketOf,
  yearsOld,
} from '../bff/similar-pet'
import { kstToday } from '../context'
import type { Queryable } from '../db/types'
import type { RunningBackend } from '../index'
import { fetchJson, startTestBackend } from './helpers'

/** The seed's own day, 09:30 in Korea: ages and buckets stay put whenever the tests run. */
const NOW = new Date('2026-11-01T00:30:00.000Z')
const TODAY = kstToday(NOW)

let backend: RunningBackend
let bff: string
let clock = NOW

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
  bff = `${backend.url}/bff/recommend/similar-pet`
})
afterAll(() => backend.close())

const SUMMARY_KEYS = [
  'productId', 'productName', 'productGroup1Id', 'productGroup2Id', 'productGroup3Id', 'productGroup4Id',
  'brandId', 'brandName', 'price', 'discountApplyPrice', 'discountRate', 'isPb', 'reviewCount',
  'reviewScore', 'productSellLimitStatusCode', 'isEntirelySoldout', 'imageUrl',
].sort()

type Params = Record<string, string | number>
const get = (params: Params) => fetchJson(`${bff}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`)

function toQuery(params: Params): SimilarPetQuery {
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

type Tables = {
  pets: { user_id: number; breed_id: number | null; breed_size: string | null; birthday: string | null; weight_code: number }[]
  lines: { user_id: number; product_id: number }[]
  reviews: { user_id: number | null; product_id: number }[]
  products: { product_id: number; product_group1_id: number; sell_limit_status_code: string | null; review_count: number; review_score: number }[]
}
/** The seeded tables, read once per group for the shared database (a transaction reads its own). */
const seeded = new Map<number, Promise<Tables>>()

function tables(db: Queryable, group: 1 | 2): Promise<Tables> {
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
async function model(db: Queryable, q: SimilarPetQuery, now: Date = NOW) {
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
      .sort((a, b) => b.count - a.count || b.review_count - a.review_count || b.review_score - a.review_score || a.product_id - b.product_id)
    return { step, ids: ranked.map((p) => p.product_id), counts: ranked.map((p) => p.count) }
  })
  const answer = rankings.find((r) => r.ids.length >= q.size) ?? (rankings.at(-1) as (typeof rankings)[number])
  return { basis: answer.step, ids: answer.ids.slice(0, q.size), rankings }
}

/** Runs fn inside a transaction that is always rolled back, so tests can change data freely. */
async function rolledBack(fn: (tx: Queryable) => Promise<void>): Promise<void> {
  const ROLLBACK = new Error('rollback')
  await expect(
    backend.db.transaction(async (tx) => {
      await fn(tx)
      throw ROLLBACK
    }),
  ).rejects.toBe(ROLLBACK)
}

/** The demo member's dog 코코 and 나비 the cat, as the shop would send them today. */
const DEMO_DOG = { animal_group1_id: 1, animal_group2_id: 101, age_bucket: 'ADULT', weight_bucket: '3_4', breed_size: 'S' }
const DEMO_CAT = { animal_group1_id: 2, animal_group2_id: 201, age_bucket: 'JUNIOR', weight_bucket: '4_5' }

const CASES: Params[] = [
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

describe('GET /bff/recommend/similar-pet: the answer', () => {
  it('answers { basis, count, products } of ProductSummary, ten by default, without a session', async () => {
    const { status, headers, body } = await get(DEMO_DOG)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(Object.keys(body).sort()).toEqual(['basis', 'count', 'products'])
    expect(['BREED', 'SIZE_AGE', 'AGE', 'ANIMAL']).toContain(body.basis)
    expect(body.count).toBe(10)
    expect(body.products).toHaveLength(10)
    for (const product of body.products) {
      expect(Object.keys(product).sort()).toEqual(SUMMARY_KEYS)
      expect(product.imageUrl).toBe(`/cdn/products/${product.productId}.svg`)
    }
    // A session changes nothing: the call is public and carries no personal data.
    const signedIn = await fetchJson(`${bff}?${new URLSearchParams({ animal_group1_id: '1', animal_group2_id: '101', age_bucket: 'ADULT', weight_bucket: '3_4', breed_size: 'S' })}`, {
      headers: { authorization: 'not-a-session' },
    })
    expect(signedIn.body).toEqual(body)
  })

  it.each(CASES)('ranks like the model of the contract: %o', async (params) => {
    const q = toQuery(params)
    const expected = await model(backend.db, q)
    const { status, body } = await get(params)
    expect(status).toBe(200)
    expect(body.basis).toBe(expected.basis)
    expect(body.products.map((p: { productId: number }) => p.productId)).toEqual(expected.ids)
    expect(body.count).toBe(expected.ids.length)
  })

  it('counts distinct members whose pets match: most-bought first, not merely the most popular', async () => {
    const params = { animal_group1_id: 1, age_bucket: 'ADULT', size: 20 }
    const expected = await model(backend.db, toQuery(params))
    const age = expected.rankings.find((r) => r.step === 'AGE')
    const counts = age?.counts ?? []
    expect(counts.length).toBeGreaterThan(20)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    expect(counts[0]).toBeGreaterThan(counts[19] as number)
    const { body } = await get(params)
    const ids = body.products.map((p: { productId: number }) => p.productId)
    expect(body.basis).toBe('AGE')
    expect(ids).toEqual(age?.ids.slice(0, 20))
    // Popularity alone would order these products differently.
    const byPopularity = [...body.products].sort(
      (a, b) => b.reviewCount - a.reviewCount || b.reviewScore - a.reviewScore || a.productId - b.productId,
    )
    expect(byPopularity.map((p) => p.productId)).not.toEqual(ids)
  })

  it('is deterministic: the same answer again, and the same as computed afresh without the cache', async () => {
    for (const params of [DEMO_DOG, DEMO_CAT, { animal_group1_id: 1, age_bucket: 'ADULT', size: 20 }]) {
      const first = await get(params)
      const again = await get(params)
      expect(again.body).toEqual(first.body)
      expect(await similarPetProducts(backend.db, toQuery(params), TODAY)).toEqual(first.body)
    }
  })
})

describe('widening', () => {
  it.each(CASES)('answers with the narrowest step that finds `size` products: %o', async (params) => {
    const q = toQuery(params)
    const { rankings, basis } = await model(backend.db, q)
    const at = rankings.findIndex((r) => r.step === basis)
    for (const narrower of rankings.slice(0, at)) expect(narrower.ids.length).toBeLessThan(q.size)
    if (basis !== 'ANIMAL') expect(rankings[at]?.ids.length).toBeGreaterThanOrEqual(q.size)
    expect((await get(params)).body.basis).toBe(basis)
  })

  it('reaches every step with the seed', async () => {
    const bases = await Promise.all(CASES.map(async (params) => (await get(params)).body.basis))
    expect(new Set(bases)).toEqual(new Set(['BREED', 'SIZE_AGE', 'AGE', 'ANIMAL']))
    // The demo dog: its breed, age and weight find 3 products but not 10, so breed size and age answer.
    expect((await get({ ...DEMO_DOG, size: 3 })).body.basis).toBe('BREED')
    expect((await get(DEMO_DOG)).body.basis).toBe('SIZE_AGE')
    expect((await get({ animal_group1_id: 1, animal_group2_id: 999, age_bucket: 'JUNIOR' })).body.basis).toBe('AGE')
  })

  const pet = (userId: number, over: Partial<SimilarPetData['pets'][number]> = {}) => ({
    userId, breedId: 101, breedSize: 'S', age: 'ADULT' as const, weight: '3_4' as const, ...over,
  })
  // Products in popularity order (as loaded); members 1–6 with pets of several kinds.
  const data: SimilarPetData = {
    pets: [
      pet(1),
      pet(2, { weight: '5_6' }),
      pet(3, { breedId: 102 }),
      pet(4, { breedId: 115, breedSize: 'L' }),
      pet(5, { breedId: 115, breedSize: 'L', age: 'SENIOR' }),
      pet(6, { breedId: null, breedSize: null, age: null, weight: null }),
      // Member 1 also keeps a senior: any matching pet of a member counts, once.
      pet(1, { breedId: 109, breedSize: 'M', age: 'SENIOR' }),
    ],
    products: [
      { productId: 10, userIds: [6] },
      { productId: 20, userIds: [4, 5] },
      { productId: 30, userIds: [1] },
      { productId: 40, userIds: [1, 2, 3] },
      { productId: 50, userIds: [3] },
    ],
  }
  const dog = { animalGroup1Id: 1, animalGroup2Id: 101, ageBucket: 'ADULT', weightBucket: '3_4', breedSize: 'S' } as const

  it('steps from breed + age + weight to breed size + age, age and the animal', () => {
    expect(rankSimilarPet(data, { ...dog, size: 2 })).toEqual({ basis: 'BREED', productIds: [30, 40] })
    // Breed size S and ADULT: members 1, 2, 3; product 40 has three of them.
    expect(rankSimilarPet(data, { ...dog, size: 3 })).toEqual({ basis: 'SIZE_AGE', productIds: [40, 30, 50] })
    // ADULT: members 1–4 (member 1 through either pet), so product 20 (member 4) comes in too.
    expect(rankSimilarPet(data, { ...dog, size: 4 })).toEqual({ basis: 'AGE', productIds: [40, 20, 30, 50] })
    // Every member with a dog, even one without a birthday or weight.
    expect(rankSimilarPet(data, { ...dog, size: 5 })).toEqual({ basis: 'ANIMAL', productIds: [40, 20, 10, 30, 50] })
  })

  it('answers what the widest step has when no step finds `size`', () => {
    expect(rankSimilarPet(data, { ...dog, size: 20 })).toEqual({ basis: 'ANIMAL', productIds: [40, 20, 10, 30, 50] })
    expect(rankSimilarPet({ pets: [], products: [] }, { ...dog, size: 10 })).toEqual({ basis: 'ANIMAL', productIds: [] })
  })

  it('skips a step the query says nothing about, and breaks ties by the data order (popularity, id)', () => {
    // No breed and no breed size: age answers first.
    expect(rankSimilarPet(data, { animalGroup1Id: 1, ageBucket: 'SENIOR', size: 2 })).toEqual({ basis: 'AGE', productIds: [20, 30] })
    expect(rankSimilarPet(data, { animalGroup1Id: 1, breedSize: 'L', size: 1 })).toEqual({ basis: 'SIZE_AGE', productIds: [20] })
    expect(rankSimilarPet(data, { animalGroup1Id: 1, size: 5 })).toEqual({ basis: 'ANIMAL', productIds: [40, 20, 10, 30, 50] })
  })

  it('matches cats by age and weight at the second step, never by breed size', () => {
    const cat = { animalGroup1Id: 2 as const, animalGroup2Id: 999, ageBucket: 'ADULT' as const, weightBucket: '5_6' as const }
    expect(rankSimilarPet(data, { ...cat, size: 1 })).toEqual({ basis: 'SIZE_AGE', productIds: [40] })
    expect(rankSimilarPet(data, { ...cat, breedSize: 'L', size: 1 })).toEqual({ basis: 'SIZE_AGE', productIds: [40] })
  })
})

describe('exclusions', () => {
  it('answers only buyable products of the pet animal', async () => {
    for (const params of CASES) {
      const group = Number(params.animal_group1_id)
      const { body } = await get(params)
      for (const product of body.products) {
        expect(product.productGroup1Id).toBe(group)
        expect(product.productSellLimitStatusCode).toBeNull()
        expect(product.isEntirelySoldout).toBe(false)
      }
    }
  })

  it('never answers exclude_product_id, and the next product moves up', async () => {
    const before = await get({ ...DEMO_CAT, size: 20 })
    const ids = before.body.products.map((p: { productId: number }) => p.productId)
    const params = { ...DEMO_CAT, size: 20, exclude_product_id: ids[0] }
    const after = await get(params)
    const rest = after.body.products.map((p: { productId: number }) => p.productId)
    expect(rest).not.toContain(ids[0])
    expect(rest).toEqual((await model(backend.db, toQuery(params))).ids)
    if (after.body.basis === before.body.basis) expect(rest.slice(0, 19)).toEqual(ids.slice(1))
    // An unknown id excludes nothing.
    expect((await get({ ...DEMO_CAT, size: 20, exclude_product_id: 2_000_000_000 })).body).toEqual(before.body)
  })

  it('leaves out a product that sells out, and one of the other animal a matching member bought', async () => {
    const q = toQuery(DEMO_DOG)
    const [top] = (await similarPetProducts(backend.db, q, TODAY)).products
    const catProduct = (await backend.db.query<{ product_id: number }>(
      `select product_id from products where product_group1_id = 2 and sell_limit_status_code is null order by product_id limit 1`,
    ))[0]?.product_id
    await rolledBack(async (tx) => {
      await tx.query(`update products set sell_limit_status_code = 'SOLDOUT' where product_id = $1`, [top?.productId])
      // The demo member, whose dog matches at every step, buys a cat product.
      const [order] = await tx.query<{ order_id: number }>(`insert into orders (user_id, status, total_price) values (1, 'DELIVERED', 0) returning order_id`)
      await tx.query(
        `insert into order_items (order_id, line_no, product_id, price, quantity) values ($1, 1, $2, 0, 1)`,
        [order?.order_id, catProduct],
      )
      const answer = await similarPetProducts(tx, q, TODAY)
      const ids = answer.products.map((p) => p.productId)
      expect(ids).not.toContain(top?.productId)
      expect(ids).not.toContain(catProduct)
      expect(ids).toEqual((await model(tx, q)).ids)
    })
  })

  it('drops a product that sold out after the minute-long cache was filled', async () => {
    const params = { animal_group1_id: 2, age_bucket: 'KITTEN', size: 5 }
    const before = await get(params)
    const top = before.body.products[0].productId
    try {
      await backend.db.query(`update products set sell_limit_status_code = 'SOLDOUT' where product_id = $1`, [top])
      // Within the minute the ranking is the cached one and the sold-out product is left out of
      // it (four left); should the minute end in between, a fresh ranking brings a fifth.
      const after = (await get(params)).body.products.map((p: { productId: number }) => p.productId)
      expect(after).not.toContain(top)
      expect(after.slice(0, 4)).toEqual(before.body.products.slice(1).map((p: { productId: number }) => p.productId))
    } finally {
      await backend.db.query('update products set sell_limit_status_code = null where product_id = $1', [top])
    }
  })
})

describe('purchases that count', () => {
  it('counts paid and later orders and reviews; not cancelled, pending or failed orders', async () => {
    const product = (await backend.db.query<{ product_id: number }>(
      `select p.product_id from products p where p.product_group1_id = 1 and p.sell_limit_status_code is null
          and not exists (select 1 from reviews r where r.product_id = p.product_id)
          and not exists (select 1 from order_items i where i.product_id = p.product_id)
        order by p.product_id limit 1`,
    ))[0]?.product_id as number
    expect(product).toBeGreaterThan(0)
    await rolledBack(async (tx) => {
      const buy = async (userId: number, status: string) => {
        const [order] = await tx.query<{ order_id: number }>(
          `insert into orders (user_id, status, total_price) values ($1, $2, 0) returning order_id`,
          [userId, status],
        )
        await tx.query(`insert into order_items (order_id, line_no, product_id, price, quantity) values ($1, 1, $2, 0, 1)`, [order?.order_id, product])
      }
      const buyers = async () => (await loadSimilarPetData(tx, 1, TODAY)).products.find((p) => p.productId === product)?.userIds ?? []
      for (const status of ['CANCELLED', 'PENDING', 'FAILED']) await buy(1, status)
      expect(await buyers()).toEqual([])
      await buy(1, 'PAID')
      await buy(1, 'DELIVERED')
      expect(await buyers()).toEqual([1])
      // A member without a dog does not count for dogs (member 2 keeps a cat).
      await buy(2, 'DELIVERED')
      expect(await buyers()).toEqual([1])
      const [dogOwner] = await tx.query<{ user_id: number }>(
        `select user_id from pets where animal_group1_id = 1 and user_id > 3 order by pet_id limit 1`,
      )
      await tx.query(`insert into reviews (product_id, user_id, nickname, score, text, created_at) values ($1, $2, '리뷰어', 5, '아주 잘 먹어요 최고', now())`, [product, dogOwner?.user_id])
      expect(await buyers()).toEqual([1, dogOwner?.user_id])
      // Only the demo dog's profile bought it so far; at breed + age + weight it now ranks.
      const q = { ...toQuery(DEMO_DOG), size: 1 }
      const data = await loadSimilarPetData(tx, 1, TODAY)
      const ranked = rankSimilarPet({ ...data, products: data.products.filter((p) => p.productId === product) }, q)
      expect(ranked).toEqual({ basis: 'BREED', productIds: [product] })
    })
  })

  it('ages pets by the backend clock in Korea', async () => {
    // 2040: every seeded pet is at least eight, so no member keeps a kitten any more.
    const params = { animal_group1_id: 1, age_bucket: 'KITTEN', size: 1 }
    expect((await get(params)).body.basis).toBe('AGE')
    clock = new Date('2040-01-01T00:00:00.000Z')
    try {
      const { body } = await get(params)
      expect(body.basis).toBe('ANIMAL')
      expect(body).toEqual(await similarPetProducts(backend.db, toQuery(params), kstToday(clock)))
      expect((await get({ animal_group1_id: 1, age_bucket: 'SENIOR', size: 20 })).body.basis).toBe('AGE')
    } finally {
      clock = NOW
    }
  })
})

describe('buckets', () => {
  it('agree with the shop domain (spec §3)', () => {
    for (let years = 0; years <= 20; years++) {
      const age = ageBucket(years)
      expect(ageBucketOf(years)).toBe(age)
      for (const code of [-1, 0, 1, 2, 3, 4, 5, 6, 7, 8]) expect(weightBucketOf(code, age)).toBe(weightBucket(code, age))
    }
    expect(weightBucketOf(5, 'KITTEN')).toBe('5')
    expect(weightBucketOf(6, 'JUNIOR')).toBe('5_6')
    expect(weightBucketOf(7, 'KITTEN')).toBe('5')
  })

  it('count whole years to Korea’s date like the shop, 29 February included', () => {
    const days = ['2026-02-28', '2026-03-01', '2026-10-31', '2026-11-01', '2028-02-28', '2028-02-29', '2025-01-01']
    const births = ['2024-02-29', '2021-11-01', '2021-11-02', '2025-10-31', '2026-11-01', '2027-01-01', '2010-06-15']
    for (const today of days) {
      for (const birthday of births) {
        expect(yearsOld(birthday, today)).toBe(ageInYears(birthday, new Date(`${today}T12:00:00+09:00`)))
      }
    }
    // 08:30 in Korea on 1 November is still 31 October in UTC: the pet born on 1 November 2025 is one.
    expect(yearsOld('2025-11-01', kstToday(new Date('2026-10-31T23:30:00.000Z')))).toBe(1)
  })
})

describe('bad input', () => {
  const BAD: [string, Params | string][] = [
    ['animal_group1_id', {}],
    ['animal_group1_id', { animal_group1_id: 3 }],
    ['animal_group1_id', { animal_group1_id: 'dog' }],
    ['animal_group1_id', { animal_group1_id: '' }],
    ['animal_group2_id', { animal_group1_id: 1, animal_group2_id: 'abc' }],
    ['animal_group2_id', { animal_group1_id: 1, animal_group2_id: 0 }],
    ['animal_group2_id', { animal_group1_id: 1, animal_group2_id: '1.5' }],
    ['animal_group2_id', { animal_group1_id: 1, animal_group2_id: 99_999_999_999 }],
    ['age_bucket', { animal_group1_id: 1, age_bucket: 'PUPPY' }],
    ['age_bucket', { animal_group1_id: 1, age_bucket: 'kitten' }],
    ['weight_bucket', { animal_group1_id: 1, weight_bucket: '5_7' }],
    ['weight_bucket', { animal_group1_id: 1, weight_bucket: '-1' }],
    ['breed_size', { animal_group1_id: 1, breed_size: 'XL' }],
    ['exclude_product_id', { animal_group1_id: 1, exclude_product_id: -1 }],
    ['size', { animal_group1_id: 1, size: 0 }],
    ['size', { animal_group1_id: 1, size: 21 }],
    ['size', { animal_group1_id: 1, size: 'ten' }],
    ['size', { animal_group1_id: 1, size: '' }],
    ['size', 'animal_group1_id=1&size=1&size=2'],
  ]
  it.each(BAD)('answers 400 BAD_REQUEST for a bad %s (%o)', async (field, params) => {
    const query = typeof params === 'string' ? params : new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
    const { status, body } = await fetchJson(`${bff}?${query}`)
    expect(status).toBe(400)
    expect(body.code).toBe('BAD_REQUEST')
    expect(body.message.startsWith(`${field}: `)).toBe(true)
    expect(body.message).toMatch(/[가-힣]/)
  })

  it('takes the largest size and a cat breed size (ignored)', async () => {
    expect((await get({ animal_group1_id: 2, size: 20 })).body.count).toBe(20)
    const cat = await get({ ...DEMO_CAT, breed_size: 'L' })
    expect(cat.status).toBe(200)
    expect(cat.body).toEqual((await get(DEMO_CAT)).body)
  })
})
