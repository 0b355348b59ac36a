import { Router } from 'express'
import { registerSmsOutboxRoute } from '../accounts/routes'
import type { Ctx } from '../context'

/**
 * The connect service. The embedded backend sends no SMS: what it would send lands in the
 * outbox, which tests and a development shop with test hooks read here. It lists certification
 * keys, so without `testHooks` it is not there (404).
 */
export function connectRouter(ctx: Ctx, { testHooks = false }: { testHooks?: boolean } = {}): Router {
  const router = Router()
  if (testHooks) registerSmsOutboxRoute(router, ctx)
  return router
}
