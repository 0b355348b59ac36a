import { SEOUL_OFFSET_MS } from './seoul-offset'

/**
 * Korean dates and times as the pages show them, without dayjs: dayjs with its UTC plugin and
 * Korean locale cost 4.5 kB gzip on 18 pages (decision 039). Each format gives what `dates.ts`'s dayjs
 * reading gave (`inSeoul(iso).format(...)`), which date-formats.test.ts holds it to over a sweep
 * of instants. A module of its own, apart from seoul-date.ts, so a page that needs one of these
 * does not download the rest with another.
 */

/** dayjs's Korean `dd`, Sunday first. */
const WEEKDAYS = '일월화수목금토'
/** What dayjs formats for a value it cannot read; kept so no page changes what it shows. */
const INVALID = 'Invalid Date'

type Clock = { year: string; month: number; day: number; weekday: string; hour: number; minute: string }

/** The wall clock of a UTC-read `Date` (Korea's, once moved by the offset). */
function clockOf(date: Date): Clock | null {
  if (Number.isNaN(date.getTime())) return null
  return {
    year: String(date.getUTCFullYear()).padStart(4, '0'),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: WEEKDAYS.charAt(date.getUTCDay()),
    hour: date.getUTCHours(),
    minute: String(date.getUTCMinutes()).padStart(2, '0'),
  }
}

/** An instant (anything `Date.parse` reads) as Korea's wall clock. */
function seoulClock(iso: string): Clock | null {
  return clockOf(new Date(Date.parse(iso) + SEOUL_OFFSET_MS))
}

const two = (n: number) => String(n).padStart(2, '0')

/** "2026.11.21 (토)" */
export function formatDate(iso: string): string {
  const c = seoulClock(iso)
  return c ? `${c.year}.${two(c.month)}.${two(c.day)} (${c.weekday})` : INVALID
}

/** "11월 23일 (월) 도착 예정" style day: "11월 23일 (월)" */
export function formatDay(iso: string): string {
  const c = seoulClock(iso)
  return c ? `${c.month}월 ${c.day}일 (${c.weekday})` : INVALID
}

/** "2026.11.21 14:05" */
export function formatDateTime(iso: string): string {
  const c = seoulClock(iso)
  return c ? `${c.year}.${two(c.month)}.${two(c.day)} ${two(c.hour)}:${c.minute}` : INVALID
}

/** "11월 24일 (화) 오후 4:10" */
export function formatDayTime(iso: string): string {
  const c = seoulClock(iso)
  if (!c) return INVALID
  return `${c.month}월 ${c.day}일 (${c.weekday}) ${c.hour < 12 ? '오전' : '오후'} ${c.hour % 12 || 12}:${c.minute}`
}

/**
 * "11월 24일 (화)" for a calendar day (`YYYY-MM-DD`, e.g. a subscription's delivery day): it is
 * already Korea's day, not an instant, so it is read as UTC and never moves with the server's zone.
 */
export function formatCalendarDay(date: string): string {
  const c = clockOf(readAsUtc(date))
  return c ? `${c.month}월 ${c.day}일 (${c.weekday})` : INVALID
}

/** dayjs's `dayjs.utc(text)`: a date and optional time without a zone, read as UTC. */
function readAsUtc(text: string): Date {
  const d = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/.exec(text)
  if (!d || /Z$/i.test(text)) return new Date(text)
  const n = (part: string | undefined, fallback: number) => (part ? Number(part) : fallback)
  const ms = Number((d[7] ?? '0').substring(0, 3))
  return new Date(Date.UTC(Number(d[1]), n(d[2], 1) - 1, n(d[3], 1), n(d[4], 0), n(d[5], 0), n(d[6], 0), ms))
}
