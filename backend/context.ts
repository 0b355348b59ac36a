import type { Db } from './db/types'

/** What every service needs: the database and the clock (tests move the clock instead of sleeping). */
export type Ctx = { db: Db; now: () => Date }

const KST_OFFSET_MS = 9 * 60 * 60 * 1000

/**
 * Today's date (YYYY-MM-DD) in Korea: the shop's customers live in UTC+9, so a birthday of
 * "today" must not be refused before 09:00 KST just because UTC is still on yesterday.
 */
export function kstToday(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10)
}

/** `now + ms` as an ISO string, the form SQL parameters take timestamps in. */
export function after(now: Date, ms: number): string {
  return new Date(now.getTime() + ms).toISOString()
}
