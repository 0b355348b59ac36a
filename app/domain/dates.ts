import dayjs from 'dayjs'
import 'dayjs/locale/ko.js'
import utc from 'dayjs/plugin/utc.js'
import { SEOUL_OFFSET_MS } from './seoul-date'

dayjs.extend(utc)

/**
 * An instant as Korean shoppers read it (format it; its offset token would say UTC). Korea keeps
 * UTC+9 all year, so the instant moved on by nine hours and read as UTC is Korea's wall clock: the
 * same answers as a time-zone lookup without one per call (`.tz('Asia/Seoul')` was 16 % of the
 * community feed's CPU, issue 18). Not dayjs's `utcOffset()`, which is an hour off around the
 * server zone's own daylight-saving changes.
 */
export function inSeoul(iso: string): dayjs.Dayjs {
  return dayjs.utc(Date.parse(iso) + SEOUL_OFFSET_MS).locale('ko')
}

/** "2026.11.21 (토)" */
export function formatDate(iso: string): string {
  return inSeoul(iso).format('YYYY.MM.DD (dd)')
}

/** "11월 23일 (월) 도착 예정" style day: "11월 23일 (월)" */
export function formatDay(iso: string): string {
  return inSeoul(iso).format('M월 D일 (dd)')
}

/** "2026.11.21 14:05" */
export function formatDateTime(iso: string): string {
  return inSeoul(iso).format('YYYY.MM.DD HH:mm')
}

/**
 * "11월 24일 (화)" for a calendar day (`YYYY-MM-DD`, e.g. a subscription's delivery day): it is
 * already Korea's day, not an instant, so it is read as UTC and never moves with the server's zone.
 */
export function formatCalendarDay(date: string): string {
  return dayjs.utc(date, 'YYYY-MM-DD').locale('ko').format('M월 D일 (dd)')
}
