/**
 * Splits `total` over weights by largest remainder, so the counts always add up. The catalogue's
 * products per category and the review service's score counts both use it.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (total * w) / sum)
  const counts = exact.map(Math.floor)
  const order = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  const missing = total - counts.reduce((a, b) => a + b, 0)
  for (let k = 0; k < missing; k++) {
    const index = order[k]?.[1] ?? 0
    counts[index] = (counts[index] ?? 0) + 1
  }
  return counts
}
