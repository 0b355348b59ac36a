import dayjs from 'dayjs'
import 'dayjs/locale/ko.js'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Dates as Korean shoppers read them, in Korea's time whatever the server's zone. */
const SEOUL = 'Asia/Seoul'

/** "2026.11.21 (토)" */
export function formatDate(iso: string): string {
  return dayjs(iso).tz(SEOUL).locale('ko').format('YYYY.MM.DD (dd)')
}

/** "11월 23일 (월) 도착 예정" style day: "11월 23일 (월)" */
export function formatDay(iso: string): string {
  return dayjs(iso).tz(SEOUL).locale('ko').format('M월 D일 (dd)')
}

/** "2026.11.21 14:05" */
export function formatDateTime(iso: string): string {
  return dayjs(iso).tz(SEOUL).locale('ko').format('YYYY.MM.DD HH:mm')
}

/**
 * "11월 24일 (화)" for a calendar day (`YYYY-MM-DD`, e.g. a subscription's delivery day): it is
 * already Korea's day, not an instant, so it is read as UTC and never moves with the server's zone.
 */
export function formatCalendarDay(date: string): string {
  return dayjs.utc(date, 'YYYY-MM-DD').locale('ko').format('M월 D일 (dd)')
}
