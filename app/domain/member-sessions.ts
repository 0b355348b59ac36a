import dayjs from 'dayjs'
import 'dayjs/locale/ko.js'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { MSG } from './messages'

dayjs.extend(utc)
dayjs.extend(timezone)

/** The device of a sign-in as a member names it (OS codes of spec §3). */
export function deviceLabel(osCode: string | null): string {
  const names: Record<string, string> = MSG.sessions.device
  return (osCode && names[osCode]) || MSG.sessions.device.E
}

/** "11월 24일 (화) 오후 4:10", in Korea's time whatever the server's zone. */
export function formatSeen(iso: string): string {
  return dayjs(iso).tz('Asia/Seoul').locale('ko').format('M월 D일 (dd) A h:mm')
}
