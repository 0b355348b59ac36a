/** "2026-11-01" → "2026년 11월 1일", as Korean terms write their dates. */
export function formatPolicyDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number)
  return `${y}년 ${m}월 ${d}일`
}
