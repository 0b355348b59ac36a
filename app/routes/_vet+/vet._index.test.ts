import { describe, expect, test } from 'vitest'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, visit } from '../../../tests/fixtures/route-browser'
import { memberBrowser } from '../../../tests/fixtures/route-members'
import { loader } from './vet._index'

/** R2.2 (tests/e2e/vet.spec.ts): /vet lists clinics and filters by district and animal, guests too. */
const live = liveBackendForFile()

type Page = { clinics: { clinicId: number }[]; districts: { district: string; count: number }[]; filter: Record<string, unknown> }

const clinicIds = async (where = 'true', args: unknown[] = []) =>
  (await live.backend.db.query<{ clinic_id: number }>(`select clinic_id from vet_clinics where ${where} order by clinic_id`, args)).map(
    (c) => c.clinic_id,
  )
const list = async (browser: Browser, path: string) => (await (await visit(browser, loader, path)).json()) as Page

describe('the clinic list (R2.2)', () => {
  test('[R2.2] a guest gets every stored clinic and the districts, shareable (decision 038)', async () => {
    const answer = await visit(new Browser(), loader, '/vet')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const page = (await answer.json()) as Page
    const all = await clinicIds()
    expect(all.length).toBeGreaterThan(1)
    expect(page.clinics.map((c) => c.clinicId)).toEqual(all)
    expect(page.districts.reduce((n, d) => n + d.count, 0)).toBe(all.length)
    expect(page.filter).toEqual({})
  })

  test('[R2.2] by district and by animal, as stored', async () => {
    const [{ district } = { district: '' }] = await live.backend.db.query<{ district: string }>(
      'select district from vet_clinics order by clinic_id limit 1',
    )
    const byDistrict = await list(new Browser(), `/vet?district=${encodeURIComponent(district)}`)
    expect(byDistrict.filter).toEqual({ district })
    expect(byDistrict.clinics.map((c) => c.clinicId)).toEqual(await clinicIds('district = $1', [district]))
    const cats = await list(new Browser(), '/vet?animal=2')
    expect(cats.clinics.map((c) => c.clinicId)).toEqual(await clinicIds('treats_cats'))
  })

  test('an unknown district is an empty list, an unknown animal no filter, never a 5xx', async () => {
    expect((await list(new Browser(), `/vet?district=${encodeURIComponent("없는구' or 1=1")}`)).clinics).toEqual([])
    const odd = await list(new Browser(), '/vet?animal=7')
    expect(odd.filter).toEqual({})
    expect(odd.clinics.map((c) => c.clinicId)).toEqual(await clinicIds())
  })

  test('a member’s list is private to them', async () => {
    const { browser } = await memberBrowser(live.backend, 'vetlist')
    expect((await visit(browser, loader, '/vet')).headers.get('Cache-Control')).toBe('private, no-cache')
  })
})
