import { apportion } from '../shared/apportion'

export type ScoreCounts = { '5': number; '4': number; '3': number; '2': number; '1': number }

const SCORES = [1, 2, 3, 4, 5] as const
const weightCache = new Map<number, number[]>()

/**
 * Weights of the scores 1–5 whose mean is `average`: w(s) ∝ e^(λs), a smooth shape that leans to
 * 5 for a 4.8 and spreads out for a 3.5; λ is found by bisection (the mean grows with λ).
 */
export function scoreWeights(average: number): number[] {
  // Scores have one decimal, so few averages ever occur: the seed asks thousands of times.
  const known = weightCache.get(average)
  if (known) return known
  const target = Math.min(5, Math.max(1, average))
  // Exponents relative to 5 keep every weight ≤ 1, so nothing overflows however large λ gets.
  const weights = (lambda: number) => SCORES.map((s) => Math.exp(lambda * (s - 5)))
  const mean = (lambda: number) => {
    const w = weights(lambda)
    const sum = w.reduce((a, b) => a + b, 0)
    return w.reduce((acc, wi, i) => acc + wi * (i + 1), 0) / sum
  }
  let low = -30
  let high = 30
  for (let step = 0; step < 60; step++) {
    const middle = (low + high) / 2
    if (mean(middle) < target) low = middle
    else high = middle
  }
  const found = weights((low + high) / 2)
  weightCache.set(average, found)
  return found
}

/** How many of a product's `total` reviews gave each score: they add up to `total`, their mean is about `average`. */
export function scoreCounts(total: number, average: number): ScoreCounts {
  const counts = total > 0 ? apportion(total, scoreWeights(average)) : [0, 0, 0, 0, 0]
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = counts
  return { '5': five, '4': four, '3': three, '2': two, '1': one }
}
