import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './insurance.plan.$planId'

/** `/insurance/plan/{planId}`: what a plan covers and costs; the same for every guest. */
const live = liveBackendForFile()

const open = (browser: Browser, id: string) => visit(browser, loader, `/insurance/plan/${id}`, {}, { planId: id })

describe('an insurance plan’s page', () => {
  test('the stored plan with its rates, shareable for a guest (decision 038), private for a member', async () => {
    const [stored] = await live.backend.db.query<{ plan_id: number; name: string; coverage_ratio: number; rates: number }>(
      `select p.plan_id, p.name, p.coverage_ratio, (select count(*)::int from insurance_rates r where r.plan_id = p.plan_id) as rates
         from insurance_plans p order by sort desc limit 1`,
    )
    const id = String(stored?.plan_id)
    const answer = await open(new Browser(), id)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const { plan } = (await answer.json()) as { plan: { planId: number; name: string; coverageRatio: number; rates: unknown[] } }
    expect(plan).toMatchObject({ planId: stored?.plan_id, name: stored?.name, coverageRatio: stored?.coverage_ratio })
    expect(plan.rates).toHaveLength(stored?.rates ?? -1)
    const { browser } = await memberBrowser(live.backend, 'insplan')
    expect((await open(browser, id)).headers.get('Cache-Control')).toBe('private, no-cache')
  })

  test('an unknown plan and a malformed id are the 404, never a 5xx', async () => {
    for (const id of ['99999', '0', '01', 'abc', '1e3']) expect((await open(new Browser(), id)).status, id).toBe(404)
  })
})
