/** Spec §4, §7: push and night-push consent, and the date the app shows for the latest decision. */

export type PushCode = 'Y' | 'N'
export type PushCodes = { mobile_push_code: PushCode; mobile_night_push_code: PushCode }

const KST_OFFSET_MS = 9 * 60 * 60 * 1000
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/

/**
 * `YYYY-MM-DD HH:mm:ss` read as Korea's wall clock, or null when it is not one (2026-02-30,
 * 24:00:00, 12:60:00 and a leap second all fail the round trip).
 */
export function parseKstWallClock(value: string): Date | null {
  const match = WALL_CLOCK.exec(value)
  if (!match) return null
  const asUtc = new Date(`${match[1]}T${match[2]}Z`)
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 19) !== `${match[1]}T${match[2]}`) return null
  return new Date(asUtc.getTime() - KST_OFFSET_MS)
}

/** The instant as Korea's wall clock, `YYYY-MM-DD HH:mm:ss` (the form it was sent in). */
export function formatKstWallClock(instant: Date): string {
  return new Date(instant.getTime() + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

export const NIGHT_NEEDS_PUSH = '야간 혜택 알림은 혜택 알림 수신에 동의한 뒤 받을 수 있어요.'
