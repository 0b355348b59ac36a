import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../auth/sessions'
import type { RunningBackend } from '../index'
import { DEMO_USERS } from '../seed/users'
import { v2Call } from './commerce-helpers'
import { startTestBackend } from './helpers'

let backend: RunningBackend
/** Monday 2026-11-23, 09:10 in Korea; tests move it forward. */
let clock = new Date('2026-11-23T00:10:00Z')
const DAY = 86_400_000
const HANGUL = /[가-힣]/

beforeAll(async () => {
  backend = await startTestBackend({ now: () => clock })
})
afterAll(() => backend.close())

const call = (path: string, token: string | null, body: Record<string, unknown> = {}) => v2Call(backend, path, token, body)
const tokenOf = async (userId: number) => (await createSession(backend.db, userId, { now: clock, accessTtlMs: 60 * DAY })).token

/** An ordinary member with exactly one dog, and that dog. */
async function dogOwner(skip: number): Promise<{ userId: number; petId: number }> {
  const [row] = await backend.db.query<{ userId: number; petId: number }>(
    `select user_id as "userId", min(pet_id) as "petId" from pets where user_id between 4 and 303
      group by user_id having count(*) = 1 and bool_and(animal_group1_id = 1) order by user_id offset $1 limit 1`,
    [skip],
  )
  if (!row) throw new Error('no dog owner in the seed')
  return row
}

const booked = async (clinicId: number, date: string, time: string) =>
  (
    await backend.db.query<{ count: number }>(
      `select count(*)::int as count from vet_bookings where clinic_id = $1 and status = 'BOOKED' and slot_at = ($2 || 'T' || $3 || ':00+09:00')::timestamptz`,
      [clinicId, date, time],
    )
  )[0]?.count

const visit = { clinic_id: 1, date: '2026-11-24', time: '10:00', reason: 'CHECKUP', memo: '' }

describe('V2 booking', () => {
  it('needs a session for everything but the slots', async () => {
    for (const path of ['/booking/list', '/booking/detail', '/booking/create', '/booking/change', '/booking/cancel']) {
      expect((await call(path, null, { booking_id: 1, ...visit, pet_id: 1 })).status).toBe(401)
    }
  })

  it('lists the demo member’s seeded history as past, none upcoming', async () => {
    const list = await call('/booking/list', await tokenOf(DEMO_USERS.demo))
    expect(list.status).toBe(200)
    expect(list.body.upcoming).toEqual([])
    expect(list.body.past.map((b: { state: string }) => b.state)).toEqual(['CANCELLED', 'DONE'])
    expect(list.body.past[1]).toMatchObject({ pet: { pet_id: 1, name: '코코' }, date: '2026-10-12', time: '10:30', reason: 'VACCINATION' })
  })

  it('books a slot for the member’s own pet: it is theirs, upcoming, and taken for everyone', async () => {
    const token = await tokenOf(DEMO_USERS.demo)
    const answer = await call('/booking/create', token, { ...visit, pet_id: 1, memo: '  기침을 해요.  ' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      clinic: { clinic_id: 1 },
      pet: { pet_id: 1, name: '코코', animal_group1_id: 1 },
      date: '2026-11-24',
      time: '10:00',
      slot_at: '2026-11-24T01:00:00.000Z',
      memo: '기침을 해요.',
      status: 'BOOKED',
      state: 'UPCOMING',
    })
    const slots = await call('/booking/slots', null, { clinic_id: 1, date: '2026-11-24' })
    expect(slots.body.slots.find((s: { time: string }) => s.time === '10:00')).toEqual({ time: '10:00', available: false })
    const list = await call('/booking/list', token)
    expect(list.body.upcoming.map((b: { booking_id: number }) => b.booking_id)).toEqual([answer.body.booking_id])
  })

  it('two members racing for one slot: one gets it, the other is told in Korean that it is taken', async () => {
    const [a, b] = [await dogOwner(0), await dogOwner(1)]
    const [tokenA, tokenB] = [await tokenOf(a.userId), await tokenOf(b.userId)]
    const slot = { ...visit, time: '15:30' }
    const answers = await Promise.all([
      call('/booking/create', tokenA, { ...slot, pet_id: a.petId }),
      call('/booking/create', tokenB, { ...slot, pet_id: b.petId }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const lost = answers.find((r) => r.status === 409)
    expect(lost?.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'SLOT_TAKEN', field: 'time' })
    expect(lost?.body.message).toMatch(HANGUL)
    expect(await booked(1, slot.date, slot.time)).toBe(1)
  })

  it('the database itself holds a slot once, and frees it when cancelled', async () => {
    const insert = () =>
      backend.db.query(
        `insert into vet_bookings (user_id, clinic_id, pet_id, pet_name, animal_group1_id, slot_at, reason)
         values (1, 2, null, '코코', 1, '2026-11-25T02:00:00Z', 'CHECKUP') returning booking_id`,
      )
    const [first] = await insert()
    await expect(insert()).rejects.toMatchObject({ code: '23505' })
    await backend.db.query(`update vet_bookings set status = 'CANCELLED', cancelled_at = now() where booking_id = $1`, [first?.booking_id])
    await expect(insert()).resolves.toHaveLength(1)
  })

  it('refuses past, closed, lunch and out-of-window slots, with nothing booked', async () => {
    const owner = await dogOwner(2)
    const token = await tokenOf(owner.userId)
    const cases = [
      [{ date: '2026-11-23', time: '09:00' }, 'SLOT_PAST'],
      [{ date: '2026-11-20', time: '11:00' }, 'SLOT_PAST'],
      [{ date: '2026-11-24', time: '21:00' }, 'SLOT_UNAVAILABLE'],
      [{ date: '2026-11-24', time: '10:15' }, 'SLOT_UNAVAILABLE'],
      [{ date: '2026-12-07', time: '10:00' }, 'SLOT_UNAVAILABLE'],
    ] as const
    for (const [slot, reason] of cases) {
      const answer = await call('/booking/create', token, { ...visit, ...slot, pet_id: owner.petId })
      expect(answer.status, reason).toBe(400)
      expect(answer.body).toMatchObject({ reason, field: 'time' })
      expect(answer.body.message).toMatch(HANGUL)
    }
    expect((await call('/booking/list', token)).body.upcoming).toEqual([])
  })

  it('refuses someone else’s pet (404), a clinic that does not treat the pet, and bad fields', async () => {
    const token = await tokenOf(DEMO_USERS.demo)
    const foreign = await call('/booking/create', token, { ...visit, time: '11:00', pet_id: 2 })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND', reason: 'PET_NOT_FOUND' })
    const catClinic = await call('/booking/create', token, { ...visit, clinic_id: 3, time: '11:00', pet_id: 1 })
    expect(catClinic.body).toMatchObject({ reason: 'PET_NOT_TREATED', field: 'pet_id' })
    const fields = [
      [{ reason: 'SURGERY' }, 'reason'],
      [{ memo: '가'.repeat(201) }, 'memo'],
      [{ reason: 'OTHER', memo: ' ' }, 'memo'],
      [{ date: '11/24' }, 'date'],
      [{ time: undefined }, 'time'],
    ] as const
    for (const [change, field] of fields) {
      const answer = await call('/booking/create', token, { ...visit, time: '11:00', pet_id: 1, ...change })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', reason: 'INVALID_FORMAT', field })
      expect(answer.body.message).toMatch(HANGUL)
    }
    expect(await booked(1, '2026-11-24', '11:00')).toBe(0)
  })

  it('keeps one pet out of two clinics at once', async () => {
    const owner = await dogOwner(3)
    const token = await tokenOf(owner.userId)
    expect((await call('/booking/create', token, { ...visit, time: '16:00', pet_id: owner.petId })).status).toBe(200)
    const twice = await call('/booking/create', token, { ...visit, clinic_id: 2, time: '16:00', pet_id: owner.petId })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ reason: 'PET_TIME_TAKEN' })
  })

  it('changes to another free slot of the same clinic; a taken slot changes nothing', async () => {
    const owner = await dogOwner(4)
    const token = await tokenOf(owner.userId)
    const created = await call('/booking/create', token, { ...visit, time: '17:00', pet_id: owner.petId })
    const id = created.body.booking_id
    const moved = await call('/booking/change', token, { booking_id: id, date: '2026-11-26', time: '09:30' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ booking_id: id, date: '2026-11-26', time: '09:30', state: 'UPCOMING' })
    // The old slot is free again; 10:00 on the 24th is the demo member's.
    expect(await booked(1, '2026-11-24', '17:00')).toBe(0)
    const taken = await call('/booking/change', token, { booking_id: id, date: '2026-11-24', time: '10:00' })
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({ reason: 'SLOT_TAKEN' })
    const past = await call('/booking/change', token, { booking_id: id, date: '2026-11-23', time: '09:00' })
    expect(past.body).toMatchObject({ reason: 'SLOT_PAST' })
    expect((await call('/booking/detail', token, { booking_id: id })).body).toMatchObject({ date: '2026-11-26', time: '09:30' })
  })

  it('refuses someone else’s booking for detail, change and cancel (404) and changes nothing', async () => {
    const demo = await tokenOf(DEMO_USERS.demo)
    const mine = (await call('/booking/list', demo)).body.upcoming[0]
    const cat = await tokenOf(DEMO_USERS.cat)
    for (const [path, body] of [
      ['/booking/detail', {}],
      ['/booking/change', { date: '2026-11-27', time: '11:00' }],
      ['/booking/cancel', {}],
    ] as const) {
      const answer = await call(path, cat, { booking_id: mine.booking_id, ...body })
      expect(answer.status, path).toBe(404)
      expect(answer.body).toMatchObject({ code: 'NOT_FOUND', reason: 'BOOKING_NOT_FOUND' })
    }
    expect((await call('/booking/detail', demo, { booking_id: mine.booking_id })).body).toEqual(mine)
  })

  it('cancels: the slot is free for others, and a cancelled booking cannot change or cancel again', async () => {
    const owner = await dogOwner(5)
    const token = await tokenOf(owner.userId)
    const created = await call('/booking/create', token, { ...visit, time: '18:00', pet_id: owner.petId })
    const cancelled = await call('/booking/cancel', token, { booking_id: created.body.booking_id })
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', state: 'CANCELLED' })
    expect(await booked(1, '2026-11-24', '18:00')).toBe(0)
    for (const [path, body] of [
      ['/booking/cancel', {}],
      ['/booking/change', { date: '2026-11-27', time: '11:00' }],
    ] as const) {
      expect((await call(path, token, { booking_id: created.body.booking_id, ...body })).body).toMatchObject({ reason: 'BOOKING_CLOSED' })
    }
    const other = await dogOwner(6)
    expect((await call('/booking/create', await tokenOf(other.userId), { ...visit, time: '18:00', pet_id: other.petId })).status).toBe(200)
  })

  it('holds at most five upcoming bookings a member', async () => {
    const owner = await dogOwner(7)
    const token = await tokenOf(owner.userId)
    for (const time of ['12:00', '12:30', '13:00', '13:30', '14:00']) {
      expect((await call('/booking/create', token, { ...visit, date: '2026-11-25', time, pet_id: owner.petId })).status).toBe(200)
    }
    const sixth = await call('/booking/create', token, { ...visit, date: '2026-11-25', time: '14:30', pet_id: owner.petId })
    expect(sixth.body).toMatchObject({ reason: 'BOOKING_LIMIT' })
  })

  it('a booking whose time has come is past: it can no longer change or be cancelled', async () => {
    const owner = await dogOwner(8)
    const token = await tokenOf(owner.userId)
    const created = await call('/booking/create', token, { ...visit, date: '2026-11-23', time: '20:00', pet_id: owner.petId })
    expect(created.body.state).toBe('UPCOMING')
    const saved = clock
    clock = new Date('2026-11-23T11:00:00Z') // 20:00 KST
    try {
      const list = await call('/booking/list', token)
      expect(list.body.upcoming).toEqual([])
      expect(list.body.past[0]).toMatchObject({ booking_id: created.body.booking_id, state: 'DONE' })
      expect((await call('/booking/cancel', token, { booking_id: created.body.booking_id })).body).toMatchObject({
        reason: 'BOOKING_CLOSED',
      })
    } finally {
      clock = saved
    }
  })

  it('keeps a booking under the pet’s name when the pet is deleted', async () => {
    const owner = await dogOwner(9)
    const token = await tokenOf(owner.userId)
    const created = await call('/booking/create', token, { ...visit, date: '2026-11-27', time: '11:00', pet_id: owner.petId })
    await backend.db.query('delete from pets where pet_id = $1', [owner.petId])
    const detail = await call('/booking/detail', token, { booking_id: created.body.booking_id })
    expect(detail.body.pet).toEqual({ pet_id: null, name: created.body.pet.name, animal_group1_id: 1 })
  })
})
