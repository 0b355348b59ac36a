/** "8개월", "3살"; null when the pet was not born yet on that day. */
export function petAgeLabel(born: Date, at: Date): string | null {
  if (at < born) return null
  const months =
    (at.getUTCFullYear() - born.getUTCFullYear()) * 12 +
    (at.getUTCMonth() - born.getUTCMonth()) -
    (at.getUTCDate() < born.getUTCDate() ? 1 : 0)
  return months < 12 ? `${Math.max(1, months)}개월` : `${Math.floor(months / 12)}살`
}
