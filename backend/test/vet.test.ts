import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningBackend } from '../index'
import { CONCERNS } from '../vet/concerns'
import { fetchJson, postJson, startTestBackend } from './helpers'

let backend: RunningBackend
/** Monday 2026-11-23, 09:10 in Korea. */
const NOW = new Date('2026-11-23T00:10:00Z')
const HANGUL = /[가-힣]/

beforeAll(async () => {
  backend = await startTestBackend({ now: () => NOW })
})
afterAll(() => backend.close())

const bff = (path: string) => fetchJson(`${backend.url}/bff${path}`)

describe('BFF vet clinics', () => {
  it('lists 24 seeded clinics in 12 districts, guests included', async () => {
    const answer = await bff('/vet/clinics')
    expect(answer.status).toBe(200)
    expect(answer.body.clinics).toHaveLength(24)
    expect(answer.body.districts).toHaveLength(12)
    expect(answer.body.districts[0]).toEqual({ district: '서울 강남구', count: 2 })
    const first = answer.body.clinics[0]
    expect(first).toMatchObject({ clinicId: 1, district: '서울 강남구', is24h: true, isNight: true, treatsDogs: true, treatsCats: true })
    expect(first.name).toMatch(HANGUL)
    expect(first.phone).toMatch(/^0\d{1,2}-\d{3,4}-\d{4}$/)
    expect(first.hours.weekday).toEqual({ open: '09:00', close: '21:00' })
    // Every kind exists: 24h, night-only, cat-only, dog-only.
    const clinics = answer.body.clinics as { is24h: boolean; isNight: boolean; treatsDogs: boolean; treatsCats: boolean }[]
    expect(clinics.some((c) => c.isNight && !c.is24h)).toBe(true)
    expect(clinics.some((c) => !c.treatsDogs)).toBe(true)
    expect(clinics.some((c) => !c.treatsCats)).toBe(true)
  })

  it('filters by district and by the animal treated', async () => {
    const gangnam = await bff(`/vet/clinics?district=${encodeURIComponent('서울 서초구')}`)
    expect(gangnam.body.clinics.map((c: { district: string }) => c.district)).toEqual(['서울 서초구', '서울 서초구'])
    expect(gangnam.body.districts).toHaveLength(12)
    const cats = await bff('/vet/clinics?animal=2')
    expect(cats.body.clinics.length).toBeGreaterThan(10)
    expect(cats.body.clinics.every((c: { treatsCats: boolean }) => c.treatsCats)).toBe(true)
    const dogs = await bff('/vet/clinics?animal=1')
    expect(dogs.body.clinics.every((c: { treatsDogs: boolean }) => c.treatsDogs)).toBe(true)
    expect(dogs.body.clinics.length + cats.body.clinics.length).toBeGreaterThan(24)
    expect((await bff('/vet/clinics?district=없는구')).body.clinics).toEqual([])
    expect((await bff('/vet/clinics?animal=3')).status).toBe(400)
  })

  it('answers one clinic, and 404 for an unknown or malformed id', async () => {
    const clinic = await bff('/vet/clinic/detail?clinicId=3')
    expect(clinic.status).toBe(200)
    expect(clinic.body).toMatchObject({ clinicId: 3, treatsDogs: false, treatsCats: true })
    expect(clinic.body.specialities).toContain('고양이 친화 진료')
    for (const id of ['999', '0', 'abc', '']) {
      const missing = await bff(`/vet/clinic/detail?clinicId=${id}`)
      expect(missing.status).toBe(404)
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND', reason: 'CLINIC_NOT_FOUND' })
    }
  })
})

describe('BFF vet recommendations', () => {
  it('answers four concerns of three picks per group, from the concern’s categories, sellable, with a vet for that animal', async () => {
    for (const group of [1, 2] as const) {
      const answer = await bff(`/vet/recommendations?productGroup1Id=${group}`)
      expect(answer.status).toBe(200)
      expect(answer.body.concerns.map((c: { title: string }) => c.title)).toEqual(CONCERNS[group].map((c) => c.title))
      for (const concern of answer.body.concerns) {
        const leaves = CONCERNS[group].find((c) => c.code === concern.concernCode)?.leaves.map((l) => l.id)
        expect(concern.picks).toHaveLength(3)
        expect(new Set(concern.picks.map((p: { product: { productId: number } }) => p.product.productId)).size).toBe(3)
        for (const pick of concern.picks) {
          expect(pick.product.productGroup1Id).toBe(group)
          expect(leaves).toContain(pick.product.productGroup3Id)
          expect(pick.product.isEntirelySoldout).toBe(false)
          expect(pick.comment).toMatch(HANGUL)
          const clinic = await bff(`/vet/clinic/detail?clinicId=${pick.clinicId}`)
          expect(clinic.body.directorName).toBe(pick.vetName)
          expect(group === 1 ? clinic.body.treatsDogs : clinic.body.treatsCats).toBe(true)
        }
      }
    }
    expect((await bff('/vet/recommendations?productGroup1Id=0')).status).toBe(400)
  })
})

describe('V2 booking slots', () => {
  const slots = (body: Record<string, unknown>) => postJson(`${backend.url}/v2/booking/slots`, body)

  it('answers the 14 dates from Korea’s today and the first date’s slots, for guests too; slots that began are taken', async () => {
    const answer = await slots({ clinic_id: 1 })
    expect(answer.status).toBe(200)
    expect(answer.body.dates).toHaveLength(14)
    expect(answer.body.dates[0]).toMatchObject({ date: '2026-11-23', open: true })
    expect(answer.body.date).toBe('2026-11-23')
    // Clinic 1 opens 09:00–21:00 on weekdays: 24 slots, 09:00 has begun at 09:10.
    expect(answer.body.slots).toHaveLength(24)
    expect(answer.body.slots[0]).toEqual({ time: '09:00', available: false })
    expect(answer.body.slots[1]).toEqual({ time: '09:30', available: true })
    expect(answer.body.dates[0].available).toBe(23)
  })

  it('shows a closed day as not open and leaves lunch out', async () => {
    const all = (await fetchJson(`${backend.url}/bff/vet/clinics`)).body.clinics as {
      clinicId: number
      hours: { sunday: unknown; lunch: { open: string; close: string } | null }
    }[]
    const closedSunday = all.find((c) => c.hours.sunday === null && c.hours.lunch !== null)
    if (!closedSunday) throw new Error('the seed has a clinic closed on Sundays')
    const answer = await slots({ clinic_id: closedSunday.clinicId, date: '2026-11-29' })
    expect(answer.body.dates.find((d: { date: string }) => d.date === '2026-11-29')).toEqual({
      date: '2026-11-29',
      open: false,
      available: 0,
    })
    expect(answer.body.slots).toEqual([])
    const monday = await slots({ clinic_id: closedSunday.clinicId, date: '2026-11-24' })
    expect(monday.body.slots.map((s: { time: string }) => s.time)).not.toContain(closedSunday.hours.lunch?.open)
  })

  it('refuses a date outside the window and an unknown clinic', async () => {
    expect((await slots({ clinic_id: 1, date: '2026-12-07' })).body).toMatchObject({ reason: 'SLOT_UNAVAILABLE', field: 'date' })
    expect((await slots({ clinic_id: 1, date: '2026-11-22' })).status).toBe(400)
    expect((await slots({ clinic_id: 999 })).status).toBe(404)
    expect((await slots({ clinic_id: 'x' })).body).toMatchObject({ code: 'BAD_REQUEST', field: 'clinic_id' })
  })
})
