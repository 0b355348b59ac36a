import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCamelKeys } from '../../app/backends/case'
import { quotePremium } from '../../app/domain/insurance'
import type { RunningBackend } from '../index'
import { ageBucketOf, monthlyPremium } from '../insurance/premium'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { signIn, startTestBackend } from './helpers'

let backend: RunningBackend
const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
// The seed's clock is 2026-11-01; tests read ages on a fixed day after it.
const NOW = new Date('2026-11-21T03:00:00Z')

beforeAll(async () => {
  backend = await startTestBackend({ now: () => NOW })
})
afterAll(() => backend.close())

const count = async () => (await backend.db.query<{ n: number }>('select count(*)::int as n from insurance_applications'))[0]?.n

async function registerPet(token: string, pet: { group: 1 | 2; birthday: string; size?: 'S' | 'M' | 'L' }) {
  const answer = await call('/pet/register', token, {
    animal_group1_id: pet.group,
    animal_group2_id: pet.group === 1 ? 101 : 201,
    name: '보험이',
    birthday: pet.birthday,
    gender_code: 'M',
    body_type: 'N',
    breed_size: pet.size,
    weight: 2,
  })
  expect(answer.status).toBe(200)
  return answer.body.pet_id as number
}

describe('V2 pet insurance', () => {
  it('lists four plans to guests, with coverages and rates by animal and age bucket', async () => {
    const { status, body } = await call('/insurance/plans', null)
    expect(status).toBe(200)
    expect(body.plans.map((p: { name: string }) => p.name)).toEqual(['든든 베이직', '든든 스탠다드', '든든 프리미엄', '든든 시니어 케어'])
    const [basic] = body.plans
    expect(basic).toMatchObject({
      coverage_ratio: 50,
      deductible: 20_000,
      annual_limit: 5_000_000,
      min_join_age: 0,
      max_join_age: 10,
      size_factors: { S: 100, M: 115, L: 130 },
    })
    expect(basic.coverages[0]).toEqual({ name: '통원 치료', detail: expect.any(String), limit_text: '1일 15만 원, 연 20회' })
    expect(basic.rates).toHaveLength(8)
    expect(body.plans[3].rates.map((r: { age_bucket: string }) => r.age_bucket)).toEqual(['SENIOR', 'SENIOR'])
  })

  it('computes the same premium as the shop’s quote rule for every plan, animal, size and age', async () => {
    const { plans } = toCamelKeys((await call('/insurance/plans', null)).body) as { plans: Parameters<typeof quotePremium>[0][] }
    const raw = (await call('/insurance/plans', null)).body.plans
    let checked = 0
    plans.forEach((plan, i) => {
      for (const animal of [1, 2]) {
        for (const size of ['S', 'M', 'L', null] as const) {
          for (let age = 0; age <= 16; age++) {
            const shop = quotePremium(plan, { animalGroup1Id: animal, ageYears: age, breedSize: size })
            const insurer = monthlyPremium(raw[i], { animal_group1_id: animal, age_years: age, breed_size: size })
            expect(shop.eligible ? shop.monthlyPremium : null, `${i} ${animal} ${size} ${age}`).toBe(insurer)
            expect(shop.ageBucket).toBe(ageBucketOf(age))
            checked++
          }
        }
      }
    })
    expect(checked).toBe(4 * 2 * 4 * 17)
  })

  it('needs a session to apply or to list applications', async () => {
    expect((await call('/insurance/apply', null, { plan_id: 1, pet_id: 1, agree: true })).status).toBe(401)
    expect((await call('/insurance/applications', null)).status).toBe(401)
  })

  it('stores an application with the insurer’s premium as RECEIVED, and shows it to its member only', async () => {
    const token = await signIn(backend, DEMO_USERS.demo)
    // 코코: a small dog born 2021-05-14, 5 years old: ADULT, 24,900 won on the basic plan.
    const applied = await call('/insurance/apply', token, { plan_id: 1, pet_id: 1, agree: true, monthly_premium: 10 })
    expect(applied.status).toBe(200)
    expect(applied.body).toEqual({ application_id: expect.any(Number), monthly_premium: 24_900 })
    const list = await call('/insurance/applications', token)
    expect(list.body.applications).toEqual([
      expect.objectContaining({
        application_id: applied.body.application_id,
        plan_id: 1,
        plan_name: '든든 베이직',
        pet_id: 1,
        pet_name: '코코',
        age_years: 5,
        age_bucket: 'ADULT',
        breed_size: 'S',
        monthly_premium: 24_900,
        status: 'RECEIVED',
        applied_at: NOW.toISOString(),
      }),
    ])
    expect((await call('/insurance/applications', await signIn(backend, DEMO_USERS.cat))).body.applications).toEqual([])
  })

  it('refuses without consent, for someone else’s or an unknown pet or plan, for an ineligible age and twice — changing nothing', async () => {
    const token = await signIn(backend, 80)
    const puppy = await registerPet(token, { group: 1, birthday: '2026-03-01', size: 'L' })
    const old = await registerPet(token, { group: 2, birthday: '2014-01-01' })
    const before = await count()
    const refusals = [
      [{ plan_id: 2, pet_id: puppy, agree: false }, 400, 'CONSENT_REQUIRED'],
      [{ plan_id: 2, pet_id: 1, agree: true }, 404, undefined],
      [{ plan_id: 2, pet_id: 999_999, agree: true }, 404, undefined],
      [{ plan_id: 99, pet_id: puppy, agree: true }, 404, undefined],
      [{ plan_id: 1, pet_id: old, agree: true }, 400, 'AGE_NOT_ELIGIBLE'],
      [{ plan_id: 4, pet_id: puppy, agree: true }, 400, 'AGE_NOT_ELIGIBLE'],
      [{ plan_id: '2', pet_id: puppy, agree: true }, 400, undefined],
    ] as const
    for (const [body, status, reason] of refusals) {
      const answer = await call('/insurance/apply', token, body)
      expect(answer.status, JSON.stringify(body)).toBe(status)
      if (reason) expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', reason, message: expect.stringMatching(/[가-힣]/) })
    }
    expect(await count()).toBe(before)
    // A large puppy on the standard plan: 21,900 × 1.4; the 12-year-old cat only on the senior plan.
    expect((await call('/insurance/apply', token, { plan_id: 2, pet_id: puppy, agree: true })).body.monthly_premium).toBe(30_660)
    expect((await call('/insurance/apply', token, { plan_id: 4, pet_id: old, agree: true })).body.monthly_premium).toBe(39_900)
    const twice = await Promise.all([1, 2].map(() => call('/insurance/apply', token, { plan_id: 2, pet_id: puppy, agree: true })))
    expect(twice.map((a) => a.status)).toEqual([400, 400])
    expect(twice[0]?.body.reason).toBe('ALREADY_APPLIED')
    expect(await count()).toBe((before ?? 0) + 2)
  })
})
