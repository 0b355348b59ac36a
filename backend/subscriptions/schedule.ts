/**
 * The calendar of regular deliveries (decision 013). Dates are Korea's calendar days as
 * `YYYY-MM-DD` (`kstToday`), so a delivery day never shifts with the server's time zone.
 */

/** Every 2, 3, 4, 6 or 8 weeks. */
export const CYCLE_WEEKS = [2, 3, 4, 6, 8] as const
export type CycleWeeks = (typeof CYCLE_WEEKS)[number]
export const DEFAULT_CYCLE_WEEKS: CycleWeeks = 4

/** A date the member picks is at least this many days away: packing, and billing the day before. */
export const LEAD_DAYS = 2
/** ... and at most the longest cycle away (8 weeks). */
export const PICK_WITHIN_DAYS = 56
/** Skipping never pushes the next delivery further than 16 weeks from today. */
export const SKIP_WITHIN_DAYS = 112

const DAY_MS = 86_400_000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a calendar date; NaN for anything that is not a real date. */
function dayNumber(date: string): number {
  const match = DATE.exec(date)
  if (!match) return Number.NaN
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const ms = Date.UTC(y, m - 1, d)
  // 2026-02-30 would roll over to March: not a date anyone meant.
  return new Date(ms).getUTCDate() === d && new Date(ms).getUTCMonth() === m - 1 ? ms / DAY_MS : Number.NaN
}

export function isCalendarDate(date: string): boolean {
  return !Number.isNaN(dayNumber(date))
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10)
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/**
 * The next delivery as of `today`: a stored date that has passed was delivered, so the next one
 * is the first date on the cycle that is today or later. The next delivery is never in the past.
 */
export function effectiveNext(stored: string, cycleWeeks: number, today: string): string {
  const behind = daysBetween(stored, today)
  if (behind <= 0) return stored
  const cycleDays = cycleWeeks * 7
  return addDays(stored, Math.ceil(behind / cycleDays) * cycleDays)
}

/** The dates a member may choose for a first or moved delivery. */
export function pickWindow(today: string): { earliest: string; latest: string } {
  return { earliest: addDays(today, LEAD_DAYS), latest: addDays(today, PICK_WITHIN_DAYS) }
}

export function inPickWindow(date: string, today: string): boolean {
  const { earliest, latest } = pickWindow(today)
  return isCalendarDate(date) && date >= earliest && date <= latest
}

/** Skipping moves the next delivery one cycle on; null when that would pass 16 weeks from today. */
export function skipTarget(next: string, cycleWeeks: number, today: string): string | null {
  const target = addDays(next, cycleWeeks * 7)
  return daysBetween(today, target) <= SKIP_WITHIN_DAYS ? target : null
}
