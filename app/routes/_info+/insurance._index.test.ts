import { describe, expect, test } from 'vitest'
import { quotePremium } from '~/domain/insurance'
import * as INFO_MSG from '~/domain/messages.info'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { petOwner } from '../../../tests/fixtures/route-members'
import { loader } from './insurance._index'

/** `/insurance`: the plans, and a quote by the rule of app/domain/insurance.ts (decision 015). */
const live = liveBackendForFile()
const E = INFO_MSG.insurance.errors

type Plan = Parameters<typeof quotePremium>[0] & { planId: number }
type Page = {
  plans: Plan[]
  pets: { petId: number }[] | null
  signedIn: boolean
  answered: boolean
  quote?: {
    pet: { name: string | null; ageYears: number }
    results: { planId: number; quote: { eligible: boolean; monthlyPremium?: number } }[]
  }
  manualResult?: { error: Record<string, string[]> }
  petResult?: { error: Record<string, string[]> }
}
const page = async (browser: Browser, path: string) => {
  const answer = await visit(browser, loader, path)
  return { status: answer.status, cache: answer.headers.get('Cache-Control'), body: (await answer.json()) as Page }
}

describe('the insurance page', () => {
  test('a guest sees every stored plan, no pets, no quote; private', async () => {
    const { status, cache, body } = await page(new Browser(), '/insurance')
    expect(status).toBe(200)
    expect(cache).toBe('private, no-cache')
    const stored = await live.backend.db.query<{ plan_id: number }>('select plan_id from insurance_plans order by sort')
    expect(body.plans.map((p) => p.planId)).toEqual(stored.map((p) => p.plan_id))
    expect(body).toMatchObject({ pets: null, signedIn: false, answered: false })
  })

  test('a guest’s quote for a large 9-year-old dog: each plan by the rule, from the stored rates', async () => {
    const { status, body } = await page(new Browser(), '/insurance?animal=1&breedSize=L&age=9')
    expect(status).toBe(200)
    expect(body.answered).toBe(true)
    const expected = body.plans.map((plan) => ({
      planId: plan.planId,
      quote: quotePremium(plan, { animalGroup1Id: 1, ageYears: 9, breedSize: 'L' }),
    }))
    expect(body.quote?.results).toEqual(expected)
    // The stored rate of a plan that takes a 9-year-old, times its large-dog factor, in tens of won.
    const [rate] = await live.backend.db.query<{ plan_id: number; monthly_premium: number; size_factor_l: number }>(
      `select p.plan_id, r.monthly_premium, p.size_factor_l from insurance_rates r join insurance_plans p using (plan_id)
        where r.animal_group1_id = 1 and r.age_bucket = 'SENIOR' and 9 between p.min_join_age and p.max_join_age
        order by p.sort limit 1`,
    )
    expect(body.quote?.results.find((r) => r.planId === rate?.plan_id)?.quote).toMatchObject({
      eligible: true,
      monthlyPremium: Math.round(((rate?.monthly_premium ?? 0) * (rate?.size_factor_l ?? 0)) / 1000) * 10,
    })
  })

  test('a dog without a size and an age out of range: the Korean errors, answered 400', async () => {
    const { status, body } = await page(new Browser(), '/insurance?animal=1&age=99')
    expect(status).toBe(400)
    expect(body.manualResult?.error.breedSize).toEqual([E.breedSizeRequired])
    expect(body.manualResult?.error.age).toEqual([E.ageInvalid])
    expect(body.quote).toBeUndefined()
  })

  test('a member’s quote for their registered pet; another member’s pet is not found', async () => {
    const { browser, petId } = await petOwner(live.backend, 'insquote')
    const mine = await page(browser, `/insurance?petId=${petId}`)
    expect(mine.status).toBe(200)
    expect(mine.body.pets?.map((p) => p.petId)).toEqual([petId])
    expect(mine.body.quote?.pet.name).toBe('코코')
    expect(mine.body.quote?.results).toHaveLength(mine.body.plans.length)
    const other = await petOwner(live.backend, 'insquoteother')
    const theirs = await page(browser, `/insurance?petId=${other.petId}`)
    expect(theirs.status).toBe(400)
    expect(theirs.body.petResult?.error.petId).toEqual([E.petNotFound])
    expect(theirs.body.quote).toBeUndefined()
  })
})
