import { describe, expect, it } from 'vitest'
import { rankSimilarPet, type SimilarPetData, similarPetProducts } from '../bff/similar-pet'
import { fetchJson } from './helpers'

import {
  backend,
  bff,
  CASES,
  DEMO_CAT,
  DEMO_DOG,
  get,
  model,
  SUMMARY_KEYS,
  startSimilarPetBackendForFile,
  TODAY,
  toQuery,
} from './similar-pet-harness'

startSimilarPetBackendForFile()

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
    const signedIn = await fetchJson(
      `${bff}?${new URLSearchParams({ animal_group1_id: '1', animal_group2_id: '101', age_bucket: 'ADULT', weight_bucket: '3_4', breed_size: 'S' })}`,
      {
        headers: { authorization: 'not-a-session' },
      },
    )
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
    // The demo dog: as many products as its breed, age and weight find are answered by them; one
    // more, and breed size and age answer (the count moves with the demo member's orders).
    const breed = (await model(backend.db, toQuery(DEMO_DOG))).rankings.find((r) => r.step === 'BREED')?.ids.length ?? 0
    expect(breed).toBeGreaterThan(0)
    expect((await get({ ...DEMO_DOG, size: breed })).body.basis).toBe('BREED')
    expect((await get({ ...DEMO_DOG, size: breed + 1 })).body.basis).toBe('SIZE_AGE')
    expect((await get({ animal_group1_id: 1, animal_group2_id: 999, age_bucket: 'JUNIOR' })).body.basis).toBe('AGE')
  })

  const pet = (userId: number, over: Partial<SimilarPetData['pets'][number]> = {}) => ({
    userId,
    breedId: 101,
    breedSize: 'S',
    age: 'ADULT' as const,
    weight: '3_4' as const,
    ...over,
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
