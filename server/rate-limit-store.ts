import { type ClientRateLimitInfo, type IncrementResponse, MemoryStore, type Options, type Store } from 'express-rate-limit'
import { RedisStore } from 'rate-limit-redis'
import type { SharedState } from '../app/shared/redis.server'

/**
 * A rate limit's counters in Redis, shared by every shop process (rate-limit-redis, by
 * express-rate-limit's authors), with this process's memory standing in while Redis does not
 * answer: a limit always answers, never a 5xx, and the outage is logged once (SharedState). Counts
 * made in memory during an outage stay there; once Redis answers, it counts again.
 */
export class SharedRateLimitStore implements Store {
  readonly localKeys = false
  readonly prefix: string
  private readonly memory = new MemoryStore()
  private readonly redis: RedisStore
  private options: Options | undefined
  /** The Lua scripts loaded into Redis; loaded again after a failure (RedisStore keeps a failed load for good). */
  private redisInit: Promise<void> | null = null

  constructor(
    private readonly shared: SharedState,
    name: string,
  ) {
    this.prefix = `petshop:rl:${name}:`
    this.redis = new RedisStore({ prefix: this.prefix, sendCommand: (...args: string[]) => shared.command(args) })
  }

  init(options: Options) {
    this.options = options
    this.memory.init(options)
  }

  /** Redis when it answers and the scripts are loaded; null means: use memory. */
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
      () => this.memory.increment(key),
    )
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      (redis) => redis.get(key),
      () => this.memory.get(key),
    )
  }

  decrement(key: string): Promise<void> {
    return this.either(
      (redis) => redis.decrement(key),
      () => this.memory.decrement(key),
    )
  }

  resetKey(key: string): Promise<void> {
    return this.either(
      (redis) => redis.resetKey(key),
      () => this.memory.resetKey(key),
    )
  }

  shutdown() {
    this.memory.shutdown()
  }
}
