import { createClient } from '@redis/client'

/**
 * The state several shop processes share when `REDIS_URL` is set (decision 022): the
 * rate limits' counters, the refresh lock and the caches' invalidations. Redis is a help, never a
 * dependency: while it does not answer, every command fails at once (no offline queue, a short
 * timeout), the callers fall back to their process's memory, and one warning is logged for the
 * outage, not one per request. The client reconnects by itself; once it answers again it is used again.
 */
export type SharedState = {
  /** Where it is, without credentials, for logs. */
  readonly where: string
  /** Connected and answering (as far as the client knows). */
  ready(): boolean
  /** One command; rejects at once while Redis is away and after `COMMAND_TIMEOUT_MS`. */
  command<T = unknown>(args: string[]): Promise<T>
  publish(channel: string, message: string): Promise<void>
  /** `handler` for every message on `channel`; `resubscribed` when the subscription came back after a loss (messages may be missed). */
  subscribe(channel: string, handler: (message: string) => void, resubscribed?: () => void): void
  /** `handler` each time the connection is ready again after a loss. */
  onReconnect(handler: () => void): void
  /** A caller found Redis away: logged once until it answers again. */
  degraded(error: unknown): void
  close(): Promise<void>
}

const COMMAND_TIMEOUT_MS = 1_000
/** Reconnects every 100 ms at first, then every 2 s. */
const reconnectStrategy = (retries: number) => Math.min(100 * (retries + 1), 2_000)

/** Where a URL points, without user and password. */
function describe(url: string): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`
}

function message(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error)
}

export function connectShared(url: string, log: Pick<Console, 'warn' | 'log'> = console): SharedState {
  const where = describe(url)
  const options = { url, disableOfflineQueue: true, socket: { reconnectStrategy, connectTimeout: 2_000 } }
  const client = createClient(options)
  let subscriber: ReturnType<typeof createClient> | null = null
  let outage = false
  let closed = false

  const degraded = (error: unknown) => {
    if (outage || closed) return
    outage = true
    log.warn(
      `REDIS_URL: Redis at ${where} does not answer (${message(error)}): rate limits, the refresh lock and cache invalidations use this process's memory until it answers again.`,
    )
  }
  const reconnected = new Set<() => void>()
  let everReady = false
  client.on('error', degraded)
  client.on('ready', () => {
    if (everReady) for (const handler of reconnected) handler()
    everReady = true
    if (!outage) return
    outage = false
    log.log(`REDIS_URL: Redis at ${where} answers again: shared state is back in Redis.`)
  })
  // connect() resolves at the first ready connection and keeps trying until then.
  client.connect().catch(degraded)

  const withTimeout = <T>(promise: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS)
      timer.unref()
    })
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
  }

  const state: SharedState = {
    where,
    ready: () => client.isReady,
    command: <T>(args: string[]) => {
      if (!client.isReady) return Promise.reject(new Error('not connected'))
      return withTimeout(client.sendCommand(args) as Promise<T>)
    },
    publish: async (channel, text) => {
      await state.command(['PUBLISH', channel, text])
    },
    subscribe: (channel, handler, resubscribed) => {
      if (!subscriber) {
        subscriber = client.duplicate()
        subscriber.on('error', degraded)
        subscriber.connect().catch(degraded)
      }
      let lost = false
      const sub = subscriber
      sub.on('end', () => {
        lost = true
      })
      sub.on('reconnecting', () => {
        lost = true
      })
      sub.on('ready', () => {
        // The client subscribes again by itself; what was published meanwhile never arrives.
        if (lost) resubscribed?.()
        lost = false
      })
      sub.subscribe(channel, handler).catch(degraded)
    },
    onReconnect: (handler) => {
      reconnected.add(handler)
    },
    degraded,
    close: async () => {
      closed = true
      await Promise.allSettled([client.destroy(), subscriber?.destroy()])
    },
  }
  return state
}

/**
 * The process's one connection, from REDIS_URL, or null without it. Kept on `globalThis`: the host
 * and the Remix build each hold a copy of this module and must share one client.
 */
const GLOBAL_KEY = Symbol.for('petshop.sharedState')
type Holder = { [GLOBAL_KEY]?: { url: string; state: SharedState } | null }

export function sharedState(): SharedState | null {
  const url = process.env.REDIS_URL
  const holder = globalThis as Holder
  if (!url) return null
  const current = holder[GLOBAL_KEY]
  if (current && current.url === url) return current.state
  const state = connectShared(url)
  holder[GLOBAL_KEY] = { url, state }
  return state
}

/** Closes the process's connection (shutdown, tests). */
export async function closeSharedState() {
  const holder = globalThis as Holder
  const current = holder[GLOBAL_KEY]
  holder[GLOBAL_KEY] = null
  await current?.state.close()
}
