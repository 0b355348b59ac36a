import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, documentCacheControl, formPost, signInFor, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser, petOwner } from '../../../tests/fixtures/route-members'
import { headers, loader } from './insurance.applications'
import { action as applyAction } from './insurance.apply'

/** `/insurance/applications`: the member's own applications and their state. */
const live = liveBackendForFile()

type Listed = { applications: { applicationId: number; planName: string; petName: string; monthlyPremium: number; status: string }[] }

/** A member whose 코코 was applied for, through the form, to every plan that takes it. */
async function applicant(tag: string) {
  const owner = await petOwner(live.backend, tag)
  const plans = await live.backend.db.query<{ plan_id: number }>('select plan_id from insurance_plans order by sort')
  for (const { plan_id } of plans)
    await visit(
      owner.browser,
      applyAction,
      '/insurance/apply',
      formPost({ planId: String(plan_id), petId: String(owner.petId), agree: 'on' }),
    )
  return owner
}

describe('my insurance applications', () => {
  test('a guest is sent to sign-in and back', async () => {
    const answer = await visit(new Browser(), loader, '/insurance/applications')
    expect(answer.headers.get('location')).toBe(signInFor('/insurance/applications'))
  })

  test('none yet: an empty list, never stored (decision 026)', async () => {
    const { browser } = await memberBrowser(live.backend, 'insappsnone')
    const answer = await visit(browser, loader, '/insurance/applications')
    expect(answer.status).toBe(200)
    expect(documentCacheControl(headers, answer)).toBe('private, no-store')
    expect(await answer.json()).toEqual({ applications: [] })
  })

  test('the member’s own applications as stored, received; not another member’s', async () => {
    const { browser, member } = await applicant('insapps')
    await applicant('insappsother')
    const stored = await live.backend.db.query<{ application_id: number; name: string; monthly_premium: number }>(
      `select a.application_id, p.name, a.monthly_premium from insurance_applications a join insurance_plans p using (plan_id)
        where a.user_id = $1 order by a.application_id`,
      [member.userId],
    )
    expect(stored.length).toBeGreaterThan(0)
    const { applications } = (await (await visit(browser, loader, '/insurance/applications')).json()) as Listed
    expect(
      applications
        .map((a) => [a.applicationId, a.planName, a.petName, a.monthlyPremium, a.status])
        .sort((x, y) => Number(x[0]) - Number(y[0])),
    ).toEqual(stored.map((s) => [s.application_id, s.name, '코코', s.monthly_premium, 'RECEIVED']))
  })
})
