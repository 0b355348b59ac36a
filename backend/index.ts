import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RequestHandler } from 'express'
import { createApp } from './app'
import { cdnRouter } from './cdn/routes'
import { lapseUnconfirmedApprovals } from './commerce/approvals'
import { communityMediaRouter } from './community/routes'
import { migrate } from './db/migrate'
import { migrations } from './db/migrations'
import { openDb } from './db/open'
import type { Db } from './db/types'
import { oauthRouter } from './oauth/routes'
import { payRouter } from './pay/routes'
import { seedIfEmpty } from './seed'

/** How often unconfirmed approvals are looked for: a lapse is seen within a minute of its 10. */
const APPROVAL_SWEEP_MS = 60_000

export type BackendOptions = {
  /** PGlite data directory (created if missing); 'memory://' keeps the database in memory. Default ./data */
  dataDir?: string
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string
  /** An in-memory PGlite starts as a copy of this dump (the unit run's migrated, seeded template). */
  pgliteTemplate?: string
  /** 0 (the default) picks a free port. */
  port?: number
  host?: string
  log?: boolean
  /** One JSON line per request on stdout, with the shop's request id (decision 062). */
  logRequests?: boolean
  /** Honour the `x-test-fault` request header (tests only). */
  allowFaults?: boolean
  /**
   * Serve the test hooks of the contract (`POST /v2/test/tokens/expire`, `/v2/test/users/status`)
   * and allow faults. Tests and EMBEDDED_TEST_HOOKS only, never in production.
   */
  testHooks?: boolean
  /** The clock for every expiry (tokens, certification keys, OAuth codes); tests move it instead of sleeping. */
  now?: () => Date
}

export type RunningBackend = {
  /** e.g. http://127.0.0.1:54321; services live under /v2, /bff, /community, /search, /review, /connect */
  url: string
  /** Generated images, for the shop to mount at /cdn (also answered at `${url}/cdn`). */
  cdn: RequestHandler
  /**
   * The Kakao, Naver and Apple OAuth stand-ins, for the shop to mount at /oauth (browser pages
   * `/{provider}/authorize`). The same router answers at `${url}/oauth`, where `/{provider}/token` is called.
   */
  oauth: RequestHandler
  /**
   * The payment stand-in, for the shop to mount at /pay (browser pages `/checkout`). The same
   * router answers at `${url}/pay`.
   */
  pay: RequestHandler
  /**
   * The community service's media (`GET /{name}`) and pre-signed uploads (`PUT /uploads/{key}/content`),
   * for the shop to mount at /community-media. The same handlers answer at `${url}/community-media`
   * and (as the service's API) at `${url}/community`.
   */
  communityMedia: RequestHandler
  /** The database, for tests that need to arrange rows (sessions, users). */
  db: Db
  close(): Promise<void>
}

export type { Db } from './db/types'

/** Opens the database, migrates, seeds an empty one and starts the HTTP server. */
export async function startBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  const { port = 0, host = '127.0.0.1', log = false, testHooks = false, now = () => new Date() } = opts
  // Test hooks imply faults: the browser tests that use one use the other.
  const allowFaults = (opts.allowFaults ?? false) || testHooks
  const say = (message: string) => {
    if (log) console.log(`[backend] ${message}`)
  }
  const logError = (error: unknown) => {
    if (log) console.error('[backend] unexpected error', error)
  }

  const db = await openDb(opts)
  try {
    const applied = await migrate(db, migrations)
    if (applied.length > 0) say(`applied migrations ${applied.join(', ')}`)
    const seed = await seedIfEmpty(db, now())
    if (seed.seeded) say(`seeded ${seed.products} products in ${Math.round(seed.ms)} ms`)

    const oauth = oauthRouter({ db, now }, logError)
    const pay = payRouter({ db, now }, logError)
    const cdn = cdnRouter(db, logError)
    const communityMedia = communityMediaRouter({ db, now }, logError)
    const requestLog = opts.logRequests ? (line: string) => console.log(line) : undefined
    const app = createApp({ db, allowFaults, testHooks, now, oauth, pay, cdn, communityMedia, log: logError, requestLog })
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(port, host, () => resolve(listening))
      // The shop's calls reuse connections and let idle ones go within seconds; the backend keeps
      // them longer (as the shop does behind a balancer, server/http-server.ts) so it is never the
      // one closing a connection a request is being written onto.
      listening.keepAliveTimeout = 65_000
      listening.headersTimeout = 66_000
      listening.once('error', reject)
    })
    const address = server.address() as AddressInfo
    const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`
    say(`listening on ${url} (${db.kind})`)

    // Approvals the shop never confirmed lapse after 10 minutes, as a gateway's do (commerce/approvals.ts).
    const sweep = setInterval(() => {
      lapseUnconfirmedApprovals(db, now()).catch(logError)
    }, APPROVAL_SWEEP_MS)
    sweep.unref()

    let closing: Promise<void> | undefined
    return {
      url,
      cdn,
      oauth,
      pay,
      communityMedia,
      db,
      close() {
        closing ??= (async () => {
          clearInterval(sweep)
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            // Keep-alive connections would otherwise hold close() open until they time out.
            server.closeAllConnections()
          })
          await db.close()
        })()
        return closing
      },
    }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}
