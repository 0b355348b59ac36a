/**
 * Home frames are the same for every shopper of a group and change only when merchandisers edit
 * them, so the BFF keeps each one briefly, as a real BFF or its CDN would. The stand-in has no
 * editing yet; a frame edited in the database shows within `ttlMs`.
 */
export function memoize<K, V>(load: (key: K) => Promise<V>, keyOf: (key: K) => string, ttlMs: number) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>()
  return (key: K): Promise<V> => {
    const id = keyOf(key)
    const hit = entries.get(id)
    if (hit && hit.expires > Date.now()) return hit.value
    const value = load(key)
    entries.set(id, { value, expires: Date.now() + ttlMs })
    // A failed load is not kept: the next request tries again.
    value.catch(() => entries.delete(id))
    return value
  }
}
