import { type SharedState, sharedState } from './redis.server'

/**
 * Cache invalidations told to every shop process (decision 022). Each process keeps
 * its caches in memory; when one drops an entry that must not outlive a change (a member's detail
 * after they change it or sign out, a device's experiments after a sign-in or sign-out), it
 * publishes the key on one Redis channel and every process drops it too. Nothing is read from
 * Redis per request. What a process could not publish (Redis away) it publishes once Redis is
 * back; a process that lost its subscription may have missed messages, so once subscribed again
 * it drops everything those caches hold.
 */
export type CacheKind = 'member' | 'device'
type Handlers = { drop: (key: string) => void; dropAll: () => void }

const CHANNEL = 'petshop:cache:invalidate'

export function createInvalidationBus(shared: () => SharedState | null = sharedState) {
  const handlers = new Map<CacheKind, Set<Handlers>>()
  const listening = new WeakSet<SharedState>()
  /** Invalidations made while Redis was away, told once it is back (the others' caches would keep them otherwise). */
  const unsent = new Set<string>()
  const MAX_UNSENT = 10_000

  const send = (redis: SharedState, text: string) => {
    redis.publish(CHANNEL, text).catch((error) => {
      redis.degraded(error)
      if (unsent.size < MAX_UNSENT) unsent.add(text)
    })
  }

  const dispatch = (text: string) => {
    try {
      const { kind, key } = JSON.parse(text) as { kind: CacheKind; key: string }
      for (const handler of handlers.get(kind) ?? []) handler.drop(String(key))
    } catch {
      // Not one of ours.
    }
  }
  const dropAll = () => {
    for (const set of handlers.values()) for (const handler of set) handler.dropAll()
  }

  return {
    /** A cache of `kind`: `drop` forgets one key, `dropAll` everything. */
    register(kind: CacheKind, handler: Handlers) {
      const set = handlers.get(kind) ?? new Set<Handlers>()
      set.add(handler)
      handlers.set(kind, set)
    },
    /** Subscribes this process, once per connection; cheap enough to call on every cache read. */
    listen() {
      const redis = shared()
      if (!redis || listening.has(redis)) return
      listening.add(redis)
      redis.subscribe(CHANNEL, dispatch, dropAll)
      redis.onReconnect(() => {
        const texts = [...unsent]
        unsent.clear()
        for (const text of texts) send(redis, text)
      })
    },
    /** Drops `key` here at once and tells the other processes (they drop it within a round trip). */
    invalidate(kind: CacheKind, key: string) {
      for (const handler of handlers.get(kind) ?? []) handler.drop(key)
      const redis = shared()
      if (!redis) return
      this.listen()
      const text = JSON.stringify({ kind, key })
      if (redis.ready()) send(redis, text)
      else if (unsent.size < MAX_UNSENT) unsent.add(text)
    },
  }
}

export type InvalidationBus = ReturnType<typeof createInvalidationBus>

/** The process's bus, on globalThis: the host and the Remix build each load this module. */
const GLOBAL_KEY = Symbol.for('petshop.invalidationBus')
export function invalidations(): InvalidationBus {
  const holder = globalThis as { [GLOBAL_KEY]?: InvalidationBus }
  holder[GLOBAL_KEY] ??= createInvalidationBus()
  return holder[GLOBAL_KEY]
}
