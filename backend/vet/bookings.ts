import type { Db, Queryable } from '../db/types'
import { HttpError } from '../http/errors'
import { findClinic } from './clinics'
import { bookingDates, checkSlot, kstDateTime, slotInstant, slotTimes } from './slots'

/** The business reasons of docs/backend-api.md "Vet and booking", with Korean messages. */
const REASONS = {
  SLOT_TAKEN: '이미 예약된 시간이에요. 다른 시간을 선택해 주세요.',
  PET_TIME_TAKEN: '이 반려동물은 같은 시간에 다른 예약이 있어요.',
  SLOT_PAST: '이미 지난 시간은 예약할 수 없어요.',
  SLOT_UNAVAILABLE: '진료 시간이 아니거나 예약할 수 없는 날짜예요.',
  PET_NOT_TREATED: '이 병원에서는 진료하지 않는 반려동물이에요.',
  BOOKING_LIMIT: '다가오는 예약은 5건까지 할 수 있어요.',
  BOOKING_CLOSED: '지난 예약이나 취소된 예약은 바꾸거나 취소할 수 없어요.',
  PET_NOT_FOUND: '반려동물 정보를 찾을 수 없어요.',
  CLINIC_NOT_FOUND: '병원 정보를 찾을 수 없어요.',
  BOOKING_NOT_FOUND: '예약 정보를 찾을 수 없어요.',
} as const
export type BookingReason = keyof typeof REASONS

const STATUS: Record<BookingReason, number> = {
  SLOT_TAKEN: 409,
  PET_TIME_TAKEN: 409,
  SLOT_PAST: 400,
  SLOT_UNAVAILABLE: 400,
  PET_NOT_TREATED: 400,
  BOOKING_LIMIT: 400,
  BOOKING_CLOSED: 400,
  PET_NOT_FOUND: 404,
  CLINIC_NOT_FOUND: 404,
  BOOKING_NOT_FOUND: 404,
}

export function bookingError(reason: BookingReason, field?: string): HttpError {
  const status = STATUS[reason]
  return new HttpError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', REASONS[reason], { reason, ...(field ? { field } : {}) })
}

/** Upcoming bookings a member may hold at once: the stand-in has no reason to let one hoard slots. */
export const UPCOMING_LIMIT = 5
/** Any fixed number: serialises one member's bookings so the limit holds. */
const BOOKING_LOCK = 724_013
const UNIQUE_VIOLATION = '23505'

export type Reason = 'CHECKUP' | 'VACCINATION' | 'SKIN' | 'DIGESTION' | 'DENTAL' | 'JOINT' | 'OTHER'

/** Contract `Booking` (V2, snake_case). */
export type Booking = {
  booking_id: number
  clinic: { clinic_id: number; name: string; district: string; address: string; phone: string }
  pet: { pet_id: number | null; name: string; animal_group1_id: number }
  date: string
  time: string
  slot_at: string
  reason: Reason
  memo: string
  status: 'BOOKED' | 'CANCELLED'
  /** BOOKED and ahead: UPCOMING; BOOKED and begun: DONE. */
  state: 'UPCOMING' | 'DONE' | 'CANCELLED'
  created_at: string
}

type Row = {
  booking_id: number
  clinic_id: number
  clinic_name: string
  district: string
  address: string
  phone: string
  pet_id: number | null
  pet_name: string
  animal_group1_id: number
  slot_at: Date
  reason: Reason
  memo: string
  status: 'BOOKED' | 'CANCELLED'
  created_at: Date
}

const SELECT = /* sql */ `
  select b.booking_id, b.clinic_id, c.name as clinic_name, c.district, c.address, c.phone, b.pet_id, b.pet_name,
         b.animal_group1_id, b.slot_at, b.reason, b.memo, b.status, b.created_at
    from vet_bookings b join vet_clinics c using (clinic_id)`

function toBooking(row: Row, now: Date): Booking {
  const at = new Date(row.slot_at)
  const state = row.status === 'CANCELLED' ? 'CANCELLED' : at.getTime() > now.getTime() ? 'UPCOMING' : 'DONE'
  return {
    booking_id: row.booking_id,
    clinic: { clinic_id: row.clinic_id, name: row.clinic_name, district: row.district, address: row.address, phone: row.phone },
    pet: { pet_id: row.pet_id, name: row.pet_name, animal_group1_id: row.animal_group1_id },
    ...kstDateTime(at),
    slot_at: at.toISOString(),
    reason: row.reason,
    memo: row.memo,
    status: row.status,
    state,
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** The member's bookings: upcoming soonest first, the rest (done, cancelled) latest first. */
export async function listBookings(db: Queryable, userId: number, now: Date): Promise<{ upcoming: Booking[]; past: Booking[] }> {
  const rows = await db.query<Row>(`${SELECT} where b.user_id = $1 order by b.slot_at desc, b.booking_id desc`, [userId])
  const all = rows.map((row) => toBooking(row, now))
  return { upcoming: all.filter((b) => b.state === 'UPCOMING').reverse(), past: all.filter((b) => b.state !== 'UPCOMING') }
}

/** One of the member's bookings; someone else's is unknown like a missing one. */
export async function findBooking(db: Queryable, userId: number, bookingId: number, now: Date): Promise<Booking> {
  const [row] = await db.query<Row>(`${SELECT} where b.booking_id = $1 and b.user_id = $2`, [bookingId, userId])
  if (!row) throw bookingError('BOOKING_NOT_FOUND')
  return toBooking(row, now)
}

export type DaySlots = {
  clinic_id: number
  dates: { date: string; open: boolean; available: number }[]
  date: string
  slots: { time: string; available: boolean }[]
}

/**
 * A clinic's booking window: for each of the 14 dates whether it opens and how many slots are
 * free, and the slots of one date (`date`, or the first date with a free slot).
 */
export async function daySlots(db: Queryable, clinicId: number, date: string | null, now: Date): Promise<DaySlots> {
  const found = await findClinic(db, clinicId)
  if (!found) throw bookingError('CLINIC_NOT_FOUND', 'clinic_id')
  const window = bookingDates(now)
  if (date !== null && !window.includes(date)) throw bookingError('SLOT_UNAVAILABLE', 'date')
  const booked = await db.query<{ slot_at: Date }>(
    `select slot_at from vet_bookings where clinic_id = $1 and status = 'BOOKED' and slot_at > $2 and slot_at < $3`,
    [clinicId, now.toISOString(), slotInstant(window[window.length - 1] as string, '23:59').toISOString()],
  )
  const taken = new Set(booked.map((b) => new Date(b.slot_at).getTime()))
  const slotsOf = (day: string) =>
    slotTimes(found.hours, day).map((time) => {
      const at = slotInstant(day, time).getTime()
      return { time, available: at > now.getTime() && !taken.has(at) }
    })
  const dates = window.map((day) => {
    const slots = slotsOf(day)
    return { date: day, open: slots.length > 0, available: slots.filter((s) => s.available).length }
  })
  const chosen = date ?? dates.find((d) => d.available > 0)?.date ?? (window[0] as string)
  return { clinic_id: clinicId, dates, date: chosen, slots: slotsOf(chosen) }
}

export type NewBooking = { clinic_id: number; pet_id: number; date: string; time: string; reason: Reason; memo: string }

/** The one error a unique index's refusal stands for. */
function raceError(error: unknown): unknown {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  if (code !== UNIQUE_VIOLATION) return error
  return constraint === 'vet_bookings_pet_slot_idx' ? bookingError('PET_TIME_TAKEN', 'time') : bookingError('SLOT_TAKEN', 'time')
}

async function bookableSlot(tx: Queryable, clinicId: number, date: string, time: string, now: Date) {
  const found = await findClinic(tx, clinicId)
  if (!found) throw bookingError('CLINIC_NOT_FOUND', 'clinic_id')
  const check = checkSlot(found.hours, date, time, now)
  if (check === 'PAST') throw bookingError('SLOT_PAST', 'time')
  if (check === 'UNAVAILABLE') throw bookingError('SLOT_UNAVAILABLE', 'time')
  return { clinic: found.clinic, at: slotInstant(date, time) }
}

/**
 * `/booking/create`: the member's own pet, a clinic that treats its kind, a slot ahead of now
 * within the window. Whoever inserts first gets the slot; the other is told SLOT_TAKEN.
 */
export async function createBooking(db: Db, userId: number, input: NewBooking, now: Date): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, $2)', [BOOKING_LOCK, userId])
      const [pet] = await tx.query<{ pet_id: number; name: string; animal_group1_id: number }>(
        'select pet_id, name, animal_group1_id from pets where pet_id = $1 and user_id = $2',
        [input.pet_id, userId],
      )
      if (!pet) throw bookingError('PET_NOT_FOUND', 'pet_id')
      const { clinic, at } = await bookableSlot(tx, input.clinic_id, input.date, input.time, now)
      if (!(pet.animal_group1_id === 1 ? clinic.treatsDogs : clinic.treatsCats)) throw bookingError('PET_NOT_TREATED', 'pet_id')
      const [held] = await tx.query<{ count: number }>(
        `select count(*)::int as count from vet_bookings where user_id = $1 and status = 'BOOKED' and slot_at > $2`,
        [userId, now.toISOString()],
      )
      if ((held?.count ?? 0) >= UPCOMING_LIMIT) throw bookingError('BOOKING_LIMIT')
      const [row] = await tx.query<{ booking_id: number }>(
        `insert into vet_bookings (user_id, clinic_id, pet_id, pet_name, animal_group1_id, slot_at, reason, memo, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning booking_id`,
        [
          userId,
          clinic.clinicId,
          pet.pet_id,
          pet.name,
          pet.animal_group1_id,
          at.toISOString(),
          input.reason,
          input.memo,
          now.toISOString(),
        ],
      )
      return row?.booking_id as number
    })
  } catch (error) {
    throw raceError(error)
  }
}

/** The member's booking while it can still change: BOOKED and not begun. */
async function openBooking(tx: Queryable, userId: number, bookingId: number, now: Date): Promise<Booking> {
  const [row] = await tx.query<Row>(`${SELECT} where b.booking_id = $1 and b.user_id = $2 for update of b`, [bookingId, userId])
  if (!row) throw bookingError('BOOKING_NOT_FOUND')
  const booking = toBooking(row, now)
  if (booking.state !== 'UPCOMING') throw bookingError('BOOKING_CLOSED')
  return booking
}

/** `/booking/change`: another free slot of the same clinic; the same slot changes nothing. */
export async function changeBooking(db: Db, userId: number, bookingId: number, date: string, time: string, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const booking = await openBooking(tx, userId, bookingId, now)
      const { at } = await bookableSlot(tx, booking.clinic.clinic_id, date, time, now)
      await tx.query('update vet_bookings set slot_at = $2, updated_at = $3 where booking_id = $1', [
        bookingId,
        at.toISOString(),
        now.toISOString(),
      ])
    })
  } catch (error) {
    throw raceError(error)
  }
}

/** `/booking/cancel`: frees the slot for others at once. */
export async function cancelBooking(db: Db, userId: number, bookingId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await openBooking(tx, userId, bookingId, now)
    await tx.query(`update vet_bookings set status = 'CANCELLED', cancelled_at = $2, updated_at = $2 where booking_id = $1`, [
      bookingId,
      now.toISOString(),
    ])
  })
}
