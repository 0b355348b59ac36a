import { describe, expect, it } from 'vitest'
// The shop computes the buckets it sends with these; the backend's twins must agree with them.
import { ageBucket, ageInYears, weightBucket } from '../../app/domain/pet'
import { ageBucketOf, loadSimilarPetData, rankSimilarPet, similarPetProducts, weightBucketOf, yearsOld } from '../bff/similar-pet'
import { kstToday } from '../context'
import { fetchJson } from './helpers'

import {
  backend,
  bff,
  CASES,
  currentTime,
  DEMO_CAT,
  DEMO_DOG,
  get,
  model,
  NOW,
  type Params,
  rolledBack,
  setClock,
  startSimilarPetBackendForFile,
  TODAY,
  toQuery,
} from './similar-pet-harness'

startSimilarPetBackendForFile()

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
    const catProduct = (
      await backend.db.query<{ product_id: number }>(
        `select product_id from products where product_group1_id = 2 and sell_limit_status_code is null order by product_id limit 1`,
      )
    )[0]?.product_id
    await rolledBack(async (tx) => {
      await tx.query(`update products set sell_limit_status_code = 'SOLDOUT' where product_id = $1`, [top?.productId])
      // The demo member, whose dog matches at every step, buys a cat product.
      const [order] = await tx.query<{ order_id: number }>(
        `insert into orders (user_id, status, total_price) values (1, 'DELIVERED', 0) returning order_id`,
      )
      await tx.query(`insert into order_items (order_id, line_no, product_id, price, quantity) values ($1, 1, $2, 0, 1)`, [
        order?.order_id,
        catProduct,
      ])
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
    const product = (
      await backend.db.query<{ product_id: number }>(
        `select p.product_id from products p where p.product_group1_id = 1 and p.sell_limit_status_code is null
          and not exists (select 1 from reviews r where r.product_id = p.product_id)
          and not exists (select 1 from order_items i where i.product_id = p.product_id)
        order by p.product_id limit 1`,
      )
    )[0]?.product_id as number
    expect(product).toBeGreaterThan(0)
    await rolledBack(async (tx) => {
      const buy = async (userId: number, status: string) => {
        const [order] = await tx.query<{ order_id: number }>(
          `insert into orders (user_id, status, total_price) values ($1, $2, 0) returning order_id`,
          [userId, status],
        )
        await tx.query(`insert into order_items (order_id, line_no, product_id, price, quantity) values ($1, 1, $2, 0, 1)`, [
          order?.order_id,
          product,
        ])
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
      await tx.query(
        `insert into reviews (product_id, user_id, nickname, score, text, created_at) values ($1, $2, '리뷰어', 5, '아주 잘 먹어요 최고', now())`,
        [product, dogOwner?.user_id],
      )
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
    setClock(new Date('2040-01-01T00:00:00.000Z'))
    try {
      const { body } = await get(params)
      expect(body.basis).toBe('ANIMAL')
      expect(body).toEqual(await similarPetProducts(backend.db, toQuery(params), kstToday(currentTime())))
      expect((await get({ animal_group1_id: 1, age_bucket: 'SENIOR', size: 20 })).body.basis).toBe('AGE')
    } finally {
      setClock(NOW)
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
    const query =
      typeof params === 'string' ? params : new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
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
