/**
 * A small in-memory cache with a time-to-live and a size bound, for backend answers that are the
 * same for many shoppers (navigation items, experiments per device). Least recently used entries
 * go first when full. Concurrent misses for one key share one backend call.
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: V; expires: number }>()
  private pending = new Map<string, Promise<V>>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expires <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    // Re-insert to mark as recently used (Map keeps insertion order).
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V) {
    this.entries.delete(key)
    this.entries.set(key, { value, expires: this.now() + this.ttlMs })
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
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

  delete(key: string) {
    this.entries.delete(key)
  }

  get size() {
    return this.entries.size
  }

  clear() {
    this.entries.clear()
  }
}
