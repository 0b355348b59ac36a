import express, { type Express, type RequestHandler } from 'express'
import type { Ctx } from './context'
import type { Db } from './db/types'
import { markDeadline } from './http/deadline'
import { errorHandler, notFound } from './http/errors'
import { faultInjection } from './http/faults'
import { rejectNulCharacters } from './http/nul'
import { requestLog } from './http/request-log'
import { oauthRouter } from './oauth/routes'
import { payRouter } from './pay/routes'
import { bffRouter } from './services/bff'
import { communityRouter } from './services/community'
import { connectRouter } from './services/connect'
import { reviewRouter } from './services/review'
import { searchRouter } from './services/search'
import { v2Router } from './services/v2'

export type AppOptions = {
  db: Db
  allowFaults: boolean
  log: (error: unknown) => void
  /** Writes one line per answered request with the shop's request id (http/request-log.ts); unset: none. */
  requestLog?: (line: string) => void
  /** Mounts /v2/test/* (contract "Test hooks"). */
  testHooks?: boolean
  /** The clock every expiry is measured with. */
  now?: () => Date
  /** The OAuth stand-ins' router, when the caller also hands it to the shop; else one is made. */
  oauth?: RequestHandler
  /** The payment stand-in's router, when the caller also hands it to the shop; else one is made. */
  pay?: RequestHandler
  /**
   * The pages the shop serves on its own origin, also answered here under the same paths, so a
   * shop whose backend runs in another process proxies `/cdn` and `/community-media` as they are.
   */
  cdn?: RequestHandler
  communityMedia?: RequestHandler
}

/** One express app serving every platform service under its own prefix. */
export function createApp({
  db,
  allowFaults,
  log,
  testHooks = false,
  now = () => new Date(),
  oauth,
  pay,
  cdn,
  communityMedia,
  requestLog: writeRequestLine,
}: AppOptions): Express {
  const ctx: Ctx = { db, now }
  const app = express()
  app.disable('x-powered-by')
  if (writeRequestLine) app.use(requestLog(writeRequestLine))
  // As the shop mounted them in its own process: before the services' faults and body parsing.
  if (cdn) app.use('/cdn', cdn)
  if (communityMedia) app.use('/community-media', communityMedia)
  if (allowFaults) app.use(faultInjection)
  app.use(markDeadline)
  app.use(express.json({ limit: '1mb' }))
  app.use(rejectNulCharacters)

  app.use('/v2', v2Router(ctx, { testHooks }))
  app.use('/bff', bffRouter(ctx))
  app.use('/community', communityRouter(ctx))
  app.use('/connect', connectRouter(ctx, { testHooks }))
  app.use('/oauth', oauth ?? oauthRouter(ctx, log))
  app.use('/pay', pay ?? payRouter(ctx, log))
  app.use('/review', reviewRouter(ctx))
  app.use('/search', searchRouter(ctx))

  app.use(notFound)
  app.use(errorHandler(log))
  return app
}
