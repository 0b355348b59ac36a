/**
 * Korea's calendar date of a value the shop shows, without dayjs (this module reaches the
 * browser, where dayjs would cost 4.5 kB on a page that shows one date). Two kinds of value come
 * in: V2's Korea wall-clock strings (`2026-11-21 14:03:00`, spec §5's consent date), read as they
 * are, and instants with a zone (`2026-11-21T05:03:00Z`), moved to UTC+9 as `dates.ts`'s `inSeoul`
 * does (Korea keeps no daylight saving). The pages' other formats are in date-formats.ts.
 */
import { SEOUL_OFFSET_MS } from './seoul-offset'

// Re-exported for its callers (dates.ts, tests).
export { SEOUL_OFFSET_MS }

const WITH_ZONE = /T.*(Z|[+-]\d{2}:?\d{2})$/

/**
 * The calendar date in Korea (YYYY-MM-DD) at `instant`. The shop's days are Korean days even
 * when the server runs in UTC; Korea has no daylight saving, so a fixed +9 hours is exact.
 */
export function seoulDate(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
}

export function seoulDateParts(value: string): { year: number; month: number; day: number } | null {
  const text = String(value).trim()
  if (WITH_ZONE.test(text)) {
    const instant = Date.parse(text)
    if (Number.isNaN(instant)) return null
    const seoul = new Date(instant + SEOUL_OFFSET_MS)
    return { year: seoul.getUTCFullYear(), month: seoul.getUTCMonth() + 1, day: seoul.getUTCDate() }
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (!match) return null
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** '2026-11-21 14:03:00' or '2026-11-20T15:03:00Z' → '2026년 11월 21일'; anything else as it came. */
export function formatKoreanDate(value: string): string {
  const parts = seoulDateParts(value)
  return parts ? `${parts.year}년 ${parts.month}월 ${parts.day}일` : String(value)
}
