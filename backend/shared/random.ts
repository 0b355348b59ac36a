/** A seeded pseudo-random source: the same seed always yields the same sequence. */
export type Random = {
  /** [0, 1) */
  next(): number
  /** integer in [min, max] */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** pick by weight; weights need not sum to 1 */
  weighted<T>(items: readonly (readonly [T, number])[]): T
  shuffle<T>(items: readonly T[]): T[]
  /** a hex string of `bytes` random bytes */
  hex(bytes: number): string
}

/** mulberry32: tiny, fast and good enough for seed data (not for secrets). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly (readonly [T, number])[]): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [item, weight] of items) {
        roll -= weight
        if (roll < 0) return item
      }
      return pick(items)[0]
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    },
    hex(bytes) {
      let out = ''
      for (let i = 0; i < bytes; i++) out += int(0, 255).toString(16).padStart(2, '0')
      return out
    },
  }
}
