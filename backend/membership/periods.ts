/**
 * Membership periods are calendar months as members in Korea count them: joined on 1월 31일
 * (KST), the month ends on 2월 28일 (or 29일) at the same time of day, and a yearly plan ends on
 * the same date a year later. Pure functions, tested at the month ends.
 */

const KST_OFFSET_MS = 9 * 60 * 60 * 1000

/** `date` plus `months` calendar months in Korea's calendar, the day clamped to the month's last. */
export function addMonths(date: Date, months: number): Date {
  const kst = new Date(date.getTime() + KST_OFFSET_MS)
  const year = kst.getUTCFullYear()
  const month = kst.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(kst.getUTCDate(), lastDay)
  const shifted = Date.UTC(year, month, day, kst.getUTCHours(), kst.getUTCMinutes(), kst.getUTCSeconds(), kst.getUTCMilliseconds())
  return new Date(shifted - KST_OFFSET_MS)
}

/** The benefit month `index` (0: the month the member joined) as [start, end). */
export function benefitMonth(startedAt: Date, index: number): { start: Date; end: Date } {
  return { start: addMonths(startedAt, index), end: addMonths(startedAt, index + 1) }
}
