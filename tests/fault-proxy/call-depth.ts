/**
 * How many backend round trips a page waits for one after another (docs/performance.md, "No
 * waterfalls"): the longest chain of calls in which each starts only once the one before it has
 * ended. Calls made together (Promise.all) start before any of them ends and count once. Pure, so
 * the rule is tested apart from the proxy that times the calls.
 */
export type TimedCall = { path: string; start: number; end: number }

/** The longest chain of calls, each started at or after the previous one's end: the page's waterfall. */
export function longestChain<T extends TimedCall>(calls: readonly T[]): T[] {
  const byStart = [...calls].sort((a, b) => a.start - b.start)
  // chain[i]: the longest chain ending with byStart[i].
  const chain: T[][] = []
  byStart.forEach((call, i) => {
    let best: T[] = []
    for (let j = 0; j < i; j++) {
      const before = chain[j] as T[]
      if ((byStart[j] as T).end <= call.start && before.length > best.length) best = before
    }
    chain.push([...best, call])
  })
  return chain.reduce<T[]>((longest, c) => (c.length > longest.length ? c : longest), [])
}

/** The number of round trips in the longest chain: 0 for a page that calls no backend. */
export const sequentialDepth = (calls: readonly TimedCall[]): number => longestChain(calls).length
