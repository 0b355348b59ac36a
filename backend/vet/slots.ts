import { kstToday } from '../context'

/** Appointments are half an hour; the booking window is today and the 13 days after it (Korea). */
export const SLOT_MINUTES = 30
export const BOOKING_DAYS = 14

const KST_OFFSET_MS = 9 * 60 * 60 * 1000
const DAY_MS = 86_400_000

/** Opening hours in minutes of the day, Korea time; null is closed. */
export type Span = { open: number; close: number } | null
export type Hours = { weekday: Span; saturday: Span; sunday: Span; lunch: Span }

/** YYYY-MM-DD plus `days`, as a calendar date (no time zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The dates one may book on: Korea's today and the next 13 days. */
export function bookingDates(now: Date): string[] {
  const today = kstToday(now)
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i))
}

/** Korean clinics post 평일 / 토요일 / 일요일 hours; public holidays are not modelled. */
export function dayKind(date: string): 'weekday' | 'saturday' | 'sunday' {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 'sunday' : day === 6 ? 'saturday' : 'weekday'
}

export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** 'HH:mm' → minutes of the day; null for anything that is not a time on the half hour. */
export function timeToMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes % SLOT_MINUTES === 0 ? minutes : null
}

/** The clinic's slots of a date: every half hour from opening to the last one that ends by closing, lunch left out. */
export function slotTimes(hours: Hours, date: string): string[] {
  const span = hours[dayKind(date)]
  if (!span) return []
  const times: string[] = []
  for (let start = span.open; start + SLOT_MINUTES <= span.close; start += SLOT_MINUTES) {
    const inLunch = hours.lunch !== null && start < hours.lunch.close && start + SLOT_MINUTES > hours.lunch.open
    if (!inLunch) times.push(minutesToTime(start))
  }
  return times
}

/** The instant a Korean date and time stand for. */
export function slotInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - KST_OFFSET_MS)
}

/** An instant's Korean date and time (the inverse of `slotInstant`). */
export function kstDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + KST_OFFSET_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

export type SlotCheck = 'OK' | 'PAST' | 'UNAVAILABLE'

/**
 * Whether `date` `time` is a slot one may book now: within the 14-day window, one of the
 * clinic's slots that day, and still ahead of `now` (a slot that has begun is past).
 */
export function checkSlot(hours: Hours, date: string, time: string, now: Date): SlotCheck {
  if (timeToMinutes(time) === null) return 'UNAVAILABLE'
  if (slotInstant(date, time).getTime() <= now.getTime()) return 'PAST'
  if (!bookingDates(now).includes(date) || !slotTimes(hours, date).includes(time)) return 'UNAVAILABLE'
  return 'OK'
}
