/**
 * The host's environment: parsed and validated once (app/config.server.ts holds the schema, which
 * is plain zod and no session code); a malformed variable stops start-up with its name.
 */
import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { type Env, EnvError, isLoopbackHost, parseEnv } from '../app/config.server'

export type { Env }

/** The parsed environment, or exit 1 with the message naming every bad variable. */
export function readEnv(): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/**
 * The embedded stand-ins (backend, OAuth and payment pages, test hooks) run in development, tests
 * and a SHOP_DEMO=true shop only; a production shop has every real service (parseEnv refuses to
 * start otherwise).
 */
export const standInsAllowed = (env: Env) => env.NODE_ENV !== 'production' || env.SHOP_DEMO === 'true'

/** WEB_CONCURRENCY, else one worker per core the process may use. */
export const workerCount = (env: Env) => env.WEB_CONCURRENCY ?? availableParallelism()

/**
 * Development may run without SESSION_SECRET (production may not). Every process of the shop
 * must sign and verify with one secret (device ids, the session cookie), so the first process
 * draws it once and hands it down through the environment.
 */
export function shareDevelopmentSecret(env: Env): void {
  if (!env.SESSION_SECRET) process.env.SESSION_SECRET = randomBytes(32).toString('hex')
}

/** The start-up line's word on who can reach the shop (HOST; a demo defaults to loopback). */
export function listeningOn(host: string): string {
  if (isLoopbackHost(host)) return `listening on ${host} only: this machine alone can open it (HOST=0.0.0.0 opens it to the network)`
  return `listening on ${host === '0.0.0.0' || host === '::' ? 'every network interface' : host} (HOST=${host})`
}
