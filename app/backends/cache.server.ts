import { LRUCache } from 'lru-cache'

/**
 * A small in-memory cache for backend answers that are the same for many shoppers (navigation
 * items, category trees, guests' home frames and product details, experiments per device).
 *
 * - Fresh for `ttlMs`; then, for `staleMs` more, the old answer is served at once while one
 *   background call refreshes it (stale-while-revalidate), so no shopper waits on an expiry.
 * - Bounded: the least recently used entry goes first when `maxEntries` is reached.
 * - Concurrent misses for one key share one backend call; a failed call is never cached (a
 *   stale answer stays until its window ends, then the failure reaches the page).
 *
 * Personal answers never go in a shared cache: callers key them by session or do not cache them.
 *
 * The bookkeeping (recency, ages, the one call in flight per key) is lru-cache's. Its time to live
 * is the whole window, fresh and stale: lru-cache knows one age limit, so the fresh part is read
 * here from the time an entry has left, and a stale entry is refreshed with `forceRefresh`.
 */
export type CacheOptions = { ttlMs: number; staleMs?: number; maxEntries: number; now?: () => number }
export type CacheStats = { hits: number; staleHits: number; misses: number; refreshFailures: number; size: number }

type Load<V> = () => Promise<V>

const registry = new Set<{ clear(): void }>()

export class TtlCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V, Load<V>>
  private readonly staleMs: number
  private counts = { hits: 0, staleHits: 0, misses: 0, refreshFailures: 0 }
  /** The loads of missed keys still in flight, by key (see getOrLoad). */
  private readonly loading = new Map<string, Promise<V>>()

  constructor(options: CacheOptions) {
    this.staleMs = options.staleMs ?? 0
    // Read through the global each time, so a moved clock (a test's fake Date) moves the cache too.
    const now = options.now ?? (() => Date.now())
    this.lru = new LRUCache<string, V, Load<V>>({
      max: options.maxEntries,
      ttl: options.ttlMs + this.staleMs,
      // lru-cache reads a start time of 0 as "no time to live"; a clock that starts at 0 (the unit
      // tests') is moved on by 1 ms, which changes no age.
      perf: { now: () => now() + 1 },
      // The default keeps one reading of the clock for 1 ms, so a moved clock would not be seen.
      ttlResolution: 0,
      fetchMethod: (_key, stale, { context: load }) => this.refresh(stale, load),
      // A failed refresh puts the stale answer back (its window unchanged); a failed miss keeps nothing.
      noDeleteOnFetchRejection: true,
      // A call in flight when its key is dropped (clear, eviction, an invalidation) still answers the
      // shoppers waiting on it, and its answer is not kept.
      ignoreFetchAbort: true,
    })
    registry.add(this)
  }

  private async refresh(stale: V | undefined, load: Load<V>): Promise<V> {
    try {
      return await load()
    } catch (error) {
      // A background refresh's failure reaches nobody: it is counted, and the stale answer stays.
      if (stale !== undefined) this.counts.refreshFailures++
      throw error
    }
  }

  /** Time left before the whole window (fresh and stale) ends; 0 for a key not held. */
  private remaining(key: string) {
    return this.lru.getRemainingTTL(key)
  }

  /** A fresh value only, marked as recently used. */
  get(key: string): V | undefined {
    return this.remaining(key) > this.staleMs ? this.lru.get(key) : undefined
  }

  set(key: string, value: V) {
    this.lru.set(key, value)
  }

  getOrLoad(key: string, load: Load<V>): Promise<V> {
    // A load in flight is joined even after its key was dropped (delete, an invalidation, clear):
    // lru-cache forgets a dropped key's fetch, and a second load would make the same call twice
    // (two renewals of one refresh token, which V2 takes for a replay and ends the session).
    const joined = this.loading.get(key)
    if (joined) {
      this.counts.misses++
      return joined
    }
    const remaining = this.remaining(key)
    // lru-cache still serves an entry at the very end of its time to live; the window is half-open.
    if (remaining <= 0) this.lru.delete(key)
    const status: LRUCache.Status<string, V, Load<V>> = {}
    // fetch answers undefined only when told to give up (a signal we never pass); the loader never does.
    const answer = this.lru.fetch(key, { context: load, allowStale: true, forceRefresh: remaining <= this.staleMs, status }) as Promise<V>
    this.count(status)
    if (status.fetch === 'miss') {
      this.loading.set(key, answer)
      const done = () => {
        if (this.loading.get(key) === answer) this.loading.delete(key)
      }
      answer.then(done, done)
    }
    return answer
  }

  private count(status: LRUCache.Status<string, V, Load<V>>) {
    if (status.fetch === 'hit') this.counts.hits++
    else if (status.fetch === 'refresh' || status.fetch === 'stale' || status.returnedStale) this.counts.staleHits++
    else this.counts.misses++
  }

  /**
   * Shared between guests only: a signed-in shopper's answer may be personal (the call carries the
   * session), so it is loaded each time and never cached.
   */
  forGuests(session: string | null, key: string, load: Load<V>): Promise<V> {
    return session ? load() : this.getOrLoad(key, load)
  }

  delete(key: string) {
    this.lru.delete(key)
  }

  /**
   * Forgets every entry whose key matches (a member's entries under all their sessions). An entry
   * whose call is in flight is not listed by lru-cache and lands when it answers, as it always did.
   */
  deleteWhere(matches: (key: string) => boolean) {
    for (const key of [...this.lru.keys()]) if (matches(key)) this.lru.delete(key)
  }

  get size() {
    return this.lru.size
  }

  stats(): CacheStats {
    return { ...this.counts, size: this.lru.size }
  }

  clear() {
    this.lru.clear()
  }
}

/** Test hook (/__test/caches/clear) and unit tests: every cache of the process forgets everything. */
export function clearAllCaches() {
  for (const cache of registry) cache.clear()
}
