import { formatDayTime } from './date-formats'
import * as MSG from './messages'

/** The device of a sign-in as a member names it (OS codes of spec §3). */
export function deviceLabel(osCode: string | null): string {
  const names: Record<string, string> = MSG.sessions.device
  return (osCode && names[osCode]) || MSG.sessions.device.E
}

/** "11월 24일 (화) 오후 4:10", in Korea's time whatever the server's zone. */
export function formatSeen(iso: string): string {
  return formatDayTime(iso)
}
