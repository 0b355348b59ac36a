import { describe, expect, test } from 'vitest'
import { formatWon } from '~/domain/format'
import * as INFO_MSG from '~/domain/messages.info'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, formPost, signInFor, toastOf, visit } from '../../../tests/fixtures/route-browser'
import { petOwner } from '../../../tests/fixtures/route-members'
import { action, loader } from './insurance.apply'

/** `/insurance/apply`: a member applies for a plan for one of their own pets, once per pet and plan. */
const live = liveBackendForFile()
const M = INFO_MSG.insurance
const E = M.errors

type Refused = { result: { error: Record<string, string[] | null> } }

/** A plan that takes 코코 (a small dog born 2021-03-04), and what it costs: stored rate × small-dog factor. */
async function planFor(petId: number) {
  const [pet] = await live.backend.db.query<{ age: number }>(
    `select extract(year from age((now() at time zone 'Asia/Seoul')::date, birthday))::int as age from pets where pet_id = $1`,
    [petId],
  )
  const age = pet?.age ?? -1
  const bucket = age < 1 ? 'KITTEN' : age <= 3 ? 'JUNIOR' : age <= 7 ? 'ADULT' : 'SENIOR'
  const [plan] = await live.backend.db.query<{ plan_id: number; name: string; premium: number }>(
    `select p.plan_id, p.name, round(r.monthly_premium * p.size_factor_s / 1000.0)::int * 10 as premium
       from insurance_plans p join insurance_rates r using (plan_id)
      where r.animal_group1_id = 1 and r.age_bucket = $2 and $1 between p.min_join_age and p.max_join_age
      order by p.sort limit 1`,
    [age, bucket],
  )
  if (!plan) throw new Error('no plan takes the pet')
  return { planId: String(plan.plan_id), name: plan.name, premium: plan.premium }
}

const applicationsOf = (userId: number) =>
  live.backend.db.query<{ plan_id: number; pet_id: number; monthly_premium: number }>(
    'select plan_id, pet_id, monthly_premium from insurance_applications where user_id = $1',
    [userId],
  )
const apply = (browser: Browser, fields: Record<string, string>) => visit(browser, action, '/insurance/apply', formPost(fields))

describe('the application form', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/insurance/apply?planId=1')
    expect(answer.headers.get('location')).toBe(signInFor('/insurance/apply?planId=1'))
  })

  test('with a plan and the member’s pet: the premium line, computed from the stored rate; never stored', async () => {
    const { browser, petId } = await petOwner(live.backend, 'insapplyload')
    const plan = await planFor(petId)
    const answer = await visit(browser, loader, `/insurance/apply?planId=${plan.planId}&petId=${petId}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store')
    const page = (await answer.json()) as { planId?: string; petId?: string; premium: string | null }
    expect(page).toMatchObject({ planId: plan.planId, petId: String(petId) })
    expect(page.premium).toBe(M.apply.premiumFor(plan.name, '코코', formatWon(plan.premium)))
  })

  test('another member’s pet is not chosen and no premium is shown', async () => {
    const { browser, petId } = await petOwner(live.backend, 'insapplyloadmine')
    const other = await petOwner(live.backend, 'insapplyloadtheirs')
    const plan = await planFor(petId)
    const page = (await (await visit(browser, loader, `/insurance/apply?planId=${plan.planId}&petId=${other.petId}`)).json()) as {
      petId?: string
      premium: string | null
    }
    expect(page.petId).toBeUndefined()
    expect(page.premium).toBeNull()
  })
})

describe('applying', () => {
  test('the application is stored at the quoted premium, and 나의 신청 내역 says so', async () => {
    const { browser, member, petId } = await petOwner(live.backend, 'insapply')
    const plan = await planFor(petId)
    const answer = await apply(browser, { planId: plan.planId, petId: String(petId), agree: 'on' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/insurance/applications')
    expect((await toastOf(browser))?.message).toBe(M.apply.done)
    expect(await applicationsOf(member.userId)).toEqual([{ plan_id: Number(plan.planId), pet_id: petId, monthly_premium: plan.premium }])
  })

  test('the same pet and plan again: 이미 … 가입 신청했어요 under 플랜, still one application', async () => {
    const { browser, member, petId } = await petOwner(live.backend, 'insapplytwice')
    const plan = await planFor(petId)
    await apply(browser, { planId: plan.planId, petId: String(petId), agree: 'on' })
    const answer = await apply(browser, { planId: plan.planId, petId: String(petId), agree: 'on' })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.planId).toEqual([E.alreadyApplied])
    expect(await applicationsOf(member.userId)).toHaveLength(1)
  })

  test('without consent: the Korean consent error, nothing stored', async () => {
    const { browser, member, petId } = await petOwner(live.backend, 'insapplyconsent')
    const plan = await planFor(petId)
    const answer = await apply(browser, { planId: plan.planId, petId: String(petId) })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.agree).toEqual([E.consentRequired])
    expect(await applicationsOf(member.userId)).toEqual([])
  })

  test('another member’s pet: not found under 아이, nothing stored for either', async () => {
    const { browser, member, petId } = await petOwner(live.backend, 'insapplythief')
    const other = await petOwner(live.backend, 'insapplyvictim')
    const plan = await planFor(petId)
    const answer = await apply(browser, { planId: plan.planId, petId: String(other.petId), agree: 'on' })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as Refused).result.error.petId).toEqual([E.petNotFound])
    expect(await applicationsOf(member.userId)).toEqual([])
    expect(await applicationsOf(other.member.userId)).toEqual([])
  })
})
