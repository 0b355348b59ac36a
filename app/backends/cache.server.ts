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
 */
type Entry<V> = { value: V; freshUntil: number; staleUntil: number }
export type CacheOptions = { ttlMs: number; staleMs?: number; maxEntries: number; now?: () => number }
export type CacheStats = { hits: number; staleHits: number; misses: number; refreshFailures: number; size: number }

const registry = new Set<TtlCache<unknown>>()

export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>()
  private pending = new Map<string, Promise<V>>()
  private readonly ttlMs: number
  private readonly staleMs: number
  private readonly maxEntries: number
  private readonly now: () => number
  private counts = { hits: 0, staleHits: 0, misses: 0, refreshFailures: 0 }

  constructor(options: CacheOptions) {
    this.ttlMs = options.ttlMs
    this.staleMs = options.staleMs ?? 0
    this.maxEntries = options.maxEntries
    // Read through the global each time, so a moved clock (a test's fake Date) moves the cache too.
    this.now = options.now ?? (() => Date.now())
    registry.add(this as TtlCache<unknown>)
  }

  /** The entry if it may still be served (fresh or stale), marked as recently used. */
  private entry(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.staleUntil <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert to mark as recently used (Map keeps insertion order).
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** A fresh value only. */
  get(key: string): V | undefined {
    const entry = this.entry(key)
    return entry && entry.freshUntil > this.now() ? entry.value : undefined
  }

  set(key: string, value: V) {
    const now = this.now()
    this.entries.delete(key)
    this.entries.set(key, { value, freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs + this.staleMs })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  private load(key: string, load: () => Promise<V>): Promise<V> {
    const inflight = this.pending.get(key)
    if (inflight) return inflight
    const promise = load()
      .then((value) => {
        this.set(key, value)
        return value
      })
      .finally(() => this.pending.delete(key))
    this.pending.set(key, promise)
    return promise
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entry(key)
    if (entry && entry.freshUntil > this.now()) {
      this.counts.hits++
      return entry.value
    }
    if (entry) {
      this.counts.staleHits++
      // The refresh outlives this request; its failure keeps the stale value and is counted.
      this.load(key, load).catch(() => {
        this.counts.refreshFailures++
      })
      return entry.value
    }
    this.counts.misses++
    return this.load(key, load)
  }

  /**
   * Shared between guests only: a signed-in shopper's answer may be personal (the call carries the
   * session), so it is loaded each time and never cached.
   */
  forGuests(session: string | null, key: string, load: () => Promise<V>): Promise<V> {
    return session ? load() : this.getOrLoad(key, load)
  }

  delete(key: string) {
    this.entries.delete(key)
  }

  /** Forgets every entry whose key matches (a member's entries under all their sessions). */
  deleteWhere(matches: (key: string) => boolean) {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key)
  }

  get size() {
    return this.entries.size
  }

  stats(): CacheStats {
    return { ...this.counts, size: this.entries.size }
  }

  clear() {
    this.entries.clear()
  }
}

/** Test hook (/__test/caches/clear) and unit tests: every cache of the process forgets everything. */
export function clearAllCaches() {
  for (const cache of registry) cache.clear()
}
