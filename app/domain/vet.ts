import * as VET_MSG from './messages.vet'
import type { Clinic, ClinicHours, Slots } from './vet.schema'

/** A calendar date's weekday in Korean ('2026-11-24' → '화'); dates carry no time zone here. */
export function weekdayOf(date: string): string {
  return VET_MSG.weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? ''
}

/** '2026-11-24' → '11월 24일 (화)'. */
export function dateLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number)
  return `${month}월 ${day}일 (${weekdayOf(date)})`
}

/** '2026-11-24' → '11.24' for the narrow date chips. */
export function shortDate(date: string): string {
  const [, month, day] = date.split('-')
  return `${Number(month)}.${Number(day)}`
}

/** '09:30' → '오전 9:30', '13:00' → '오후 1:00', as Korean booking screens write times. */
export function timeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number)
  const half = h < 12 ? '오전' : '오후'
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${half} ${hour}:${String(m).padStart(2, '0')}`
}

/** The rows of the hours table: 평일, 토요일, 일요일 (휴진 when closed), then lunch if any. */
export function hoursRows(hours: ClinicHours): { label: string; text: string }[] {
  const text = (span: ClinicHours['weekday']) => (span ? `${span.open}~${span.close}` : VET_MSG.clinic.closed)
  const rows = [
    { label: VET_MSG.clinic.weekday, text: text(hours.weekday) },
    { label: VET_MSG.clinic.saturday, text: text(hours.saturday) },
    { label: VET_MSG.clinic.sunday, text: text(hours.sunday) },
  ]
  return hours.lunch ? [...rows, { label: VET_MSG.clinic.lunch, text: text(hours.lunch) }] : rows
}

/** Badges of a clinic card: 24시, 야간 진료 (when not 24h), 강아지/고양이 전문. */
export function clinicBadges(clinic: Pick<Clinic, 'is24h' | 'isNight' | 'treatsDogs' | 'treatsCats'>): string[] {
  const badges: string[] = []
  if (clinic.is24h) badges.push(VET_MSG.clinics.h24)
  else if (clinic.isNight) badges.push(VET_MSG.clinics.night)
  if (!clinic.treatsCats) badges.push(VET_MSG.clinics.dogsOnly)
  if (!clinic.treatsDogs) badges.push(VET_MSG.clinics.catsOnly)
  return badges
}

/** The animals a clinic sees, for its page: '강아지 · 고양이'. */
export function animalsLabel(clinic: Pick<Clinic, 'treatsDogs' | 'treatsCats'>): string {
  return [clinic.treatsDogs ? VET_MSG.dogs : null, clinic.treatsCats ? VET_MSG.cats : null].filter(Boolean).join(' · ')
}

export function treats(clinic: Pick<Clinic, 'treatsDogs' | 'treatsCats'>, animalGroup1Id: number): boolean {
  return animalGroup1Id === 1 ? clinic.treatsDogs : animalGroup1Id === 2 ? clinic.treatsCats : false
}

/** The first `count` free slots of the answered dates, in order (the backend answers one date at a time). */
export function earliestSlots(days: readonly Slots[], count: number): { date: string; time: string }[] {
  return days.flatMap((day) => day.slots.filter((s) => s.available).map((s) => ({ date: day.date, time: s.time }))).slice(0, count)
}

/** The next date after the answered one that still has a free slot, if any. */
export function nextFreeDate(slots: Slots): string | null {
  return slots.dates.find((d) => d.date > slots.date && d.available > 0)?.date ?? null
}

/** The booking form of a clinic, optionally at a date and time. */
export function bookingHref(choice: { clinicId: number; date?: string; time?: string }): string {
  const params = new URLSearchParams({ clinicId: String(choice.clinicId) })
  if (choice.date) params.set('date', choice.date)
  if (choice.time) params.set('time', choice.time)
  return `/booking/new?${params}`
}
