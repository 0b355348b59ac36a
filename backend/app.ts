import express, { Router, type Express } from 'express'
import type { Queryable } from './db/types'
import { errorHandler, notFound } from './http/errors'
import { faultInjection } from './http/faults'
import { bffRouter } from './services/bff'
import { communityRouter } from './services/community'
import { v2Router } from './services/v2'

export type AppOptions = { db: Queryable; allowFaults: boolean; log: (error: unknown) => void }

/** One express app serving every platform service under its own prefix. */
export function createApp({ db, allowFaults, log }: AppOptions): Express {
  const app = express()
  app.disable('x-powered-by')
  if (allowFaults) app.use(faultInjection)
  app.use(express.json({ limit: '1mb' }))

  app.use('/v2', v2Router(db))
  app.use('/bff', bffRouter(db))
  app.use('/community', communityRouter())
  // Reserved for the search, review and connect work: until then every path there is a 404.
  app.use('/search', Router())
  app.use('/review', Router())
  app.use('/connect', Router())

  app.use(notFound)
  app.use(errorHandler(log))
  return app
}
