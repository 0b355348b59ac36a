import { describe, expect, test } from 'vitest'
import { v2Call } from '../../../backend/test/commerce-helpers'
import { liveBackendForFile } from '../../../tests/fixtures/live-backend'
import { Browser, experimentBrowser, visit } from '../../../tests/fixtures/route-browser'
import { loader } from './vet.$clinicId'

/** R2.2 (tests/e2e/vet.spec.ts): a clinic has its page; the free times are per minute, never shared. */
const live = liveBackendForFile()

const open = (id: string) => visit(new Browser(), loader, `/vet/${id}`, {}, { clinicId: id })

describe('a clinic’s page (R2.2)', () => {
  test('[R2.2] the stored clinic, kept private (its free times change by the minute)', async () => {
    const [stored] = await live.backend.db.query<{ clinic_id: number; name: string; phone: string; treats_cats: boolean }>(
      'select clinic_id, name, phone, treats_cats from vet_clinics order by clinic_id desc limit 1',
    )
    const answer = await open(String(stored?.clinic_id))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    const { clinic } = (await answer.json()) as {
      clinic: { clinicId: number; name: string; phone: string; treatsCats: boolean }
    }
    expect(clinic).toMatchObject({ clinicId: stored?.clinic_id, name: stored?.name, phone: stored?.phone, treatsCats: stored?.treats_cats })
  })

  test('the earliest free times are offered only to devices in the vetBooking experiment: the first three free slots', async () => {
    const [stored] = await live.backend.db.query<{ clinic_id: number }>('select clinic_id from vet_clinics order by clinic_id limit 1')
    const id = String(stored?.clinic_id)
    const day = await v2Call(live.backend, '/booking/slots', null, { clinic_id: stored?.clinic_id })
    const free = (day.body.slots as { time: string; available: boolean }[]).filter((s) => s.available).map((s) => s.time)
    const on = await experimentBrowser('vetBooking', 'on', 'vetclinic')
    const shown = (await (await visit(on, loader, `/vet/${id}`, {}, { clinicId: id })).json()) as {
      quick: { date: string; time: string }[]
    }
    // Late in the day the first date may have fewer than three: the next date fills in.
    expect(shown.quick).toHaveLength(3)
    const firstDay = free.slice(0, 3).map((time) => [day.body.date, time])
    expect(shown.quick.slice(0, firstDay.length).map((q) => [q.date, q.time])).toEqual(firstDay)
    const off = await experimentBrowser('vetBooking', 'off', 'vetclinic')
    expect(((await (await visit(off, loader, `/vet/${id}`, {}, { clinicId: id })).json()) as { quick: unknown }).quick).toBeNull()
  })

  test('an unknown id and a malformed one are the 404, never a 5xx', async () => {
    for (const id of ['99999999', 'abc', '0', '1.5']) expect((await open(id)).status, id).toBe(404)
  })
})
