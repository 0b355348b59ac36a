import cluster from 'node:cluster'
import { ClusterMemoryStoreWorker } from '@express-rate-limit/cluster-memory-store'
import { type ClientRateLimitInfo, type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import { errorText, log } from '../app/shared/log'
import type { SharedState } from '../app/shared/redis.server'

/**
 * Where a limit counts without Redis. In a cluster worker, in the primary, which every worker of
 * the host asks over the cluster's IPC (`@express-rate-limit/cluster-memory-store`, by
 * express-rate-limit's authors; server/cluster.ts holds the primary's half), so N workers keep one
 * limit per client address, not N (decision 043). Under `npm run dev` (one process), in this process's memory.
 */
export function hostRateLimitStore(name: string): Store {
  return cluster.isWorker ? new PrimaryRateLimitStore(name) : new MemoryStore()
}

/** The worker's half of the cluster store: what it asks the primary. */
type PrimaryCounts = {
  init(options: Options): Promise<void>
  increment(key: string): Promise<IncrementResponse>
  decrement(key: string): Promise<void>
  resetKey(key: string): Promise<void>
}

/**
 * A limit counted in the cluster's primary, with this worker's memory standing in while the
 * primary does not answer within a second (a limit always answers, never a 5xx); said once per outage.
 */
export class PrimaryRateLimitStore implements Store {
  readonly localKeys = false
  readonly prefix: string
  private readonly memory = new MemoryStore()
  private away = false

  constructor(
    name: string,
    private readonly primary: PrimaryCounts = new ClusterMemoryStoreWorker({ prefix: name }),
  ) {
    this.prefix = name
  }

  init(options: Options) {
    this.memory.init(options)
    return this.primary.init(options)
  }

  private async either<T>(inPrimary: () => Promise<T>, inMemory: () => Promise<T> | T): Promise<T> {
    try {
      const answer = await inPrimary()
      this.away = false
      return answer
    } catch (error) {
      if (!this.away) log.warn('the rate limits are counted in this worker until the primary answers again', { error: errorText(error) })
      this.away = true
      return inMemory()
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.primary.increment(key),
      () => this.memory.increment(key),
    )
  }

  decrement(key: string): Promise<void> {
    return this.either(
      () => this.primary.decrement(key),
      () => this.memory.decrement(key),
    )
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      () => this.primary.resetKey(key),
      () => this.memory.resetKey(key),
    )
  }

  shutdown() {
    this.memory.shutdown()
  }
}

/**
 * A rate limit's counters in Redis, shared by every shop process (rate-limit-redis, by
 * express-rate-limit's authors). While Redis does not answer, the host's store
 * (`hostRateLimitStore`: the cluster's primary, else this process) stands in: a limit always
 * answers, never a 5xx, and the outage is logged once (SharedState). Counts made there during an
 * outage stay there; once Redis answers, it counts again.
 */
export class SharedRateLimitStore implements Store {
  readonly localKeys = false
  readonly prefix: string
  private readonly redis: RedisStore
  private options: Options | undefined
  /** The Lua scripts loaded into Redis; loaded again after a failure (RedisStore keeps a failed load for good). */
  private redisInit: Promise<void> | null = null

  constructor(
    private readonly shared: SharedState,
    name: string,
    private readonly host: Store = new MemoryStore(),
  ) {
    this.prefix = `petshop:rl:${name}:`
    this.redis = new RedisStore({ prefix: this.prefix, sendCommand: (...args: string[]) => shared.command(args) })
  }

  init(options: Options) {
    this.options = options
    void this.host.init?.(options)
  }

  /** Redis when it answers and the scripts are loaded; null means: use the host's store. */
  private async ready(): Promise<RedisStore | null> {
    if (!this.options || !this.shared.ready()) return null
    if (!this.redisInit) {
      this.redisInit = this.redis.init(this.options)
      this.redisInit.catch(() => {
        this.redisInit = null
      })
    }
    try {
      await this.redisInit
      return this.redis
    } catch (error) {
      this.shared.degraded(error)
      return null
    }
  }

  private async either<T>(inRedis: (store: RedisStore) => Promise<T>, inMemory: () => Promise<T> | T): Promise<T> {
    const redis = await this.ready()
    if (redis) {
      try {
        return await inRedis(redis)
      } catch (error) {
        this.shared.degraded(error)
      }
    }
    return inMemory()
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.either(
      (redis) => redis.increment(key),
      () => this.host.increment(key),
    )
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (redis) => redis.get(key),
      () => this.host.get?.(key),
    )
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (redis) => redis.decrement(key),
      () => this.host.decrement(key),
    )
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      (redis) => redis.resetKey(key),
      () => this.host.resetKey(key),
    )
  }

  shutdown() {
    void this.host.shutdown?.()
  }
}
