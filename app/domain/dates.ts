import dayjs from 'dayjs'
import 'dayjs/locale/ko.js'
import utc from 'dayjs/plugin/utc.js'
import { SEOUL_OFFSET_MS } from './seoul-date'

dayjs.extend(utc)

/**
 * An instant as Korean shoppers read it, as a dayjs value for date arithmetic (format it; its
 * offset token would say UTC). Korea keeps UTC+9 all year, so the instant moved on by nine hours
 * and read as UTC is Korea's wall clock: the same answers as a time-zone lookup without one per
 * call (`.tz('Asia/Seoul')` was 16 % of the community feed's CPU, decision 040). Not dayjs's
 * `utcOffset()`, which is an hour off around the server zone's own daylight-saving changes.
 * Pages format dates with date-formats.ts (no dayjs in the browser); its tests hold those formats
 * to this reading.
 */
export function inSeoul(iso: string): dayjs.Dayjs {
  return dayjs.utc(Date.parse(iso) + SEOUL_OFFSET_MS).locale('ko')
}

export { formatCalendarDay, formatDate, formatDateTime, formatDay } from './date-formats'
