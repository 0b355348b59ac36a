import { Router } from 'express'
import { z } from 'zod'
import { expireAccessToken } from '../auth/sessions'
import { registerCommerceTestHooks } from '../commerce/test-hooks'
import type { Ctx } from '../context'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'

const expireBody = z.object({ access_token: z.string().min(1).max(200) })
const statusBody = z.object({ email: z.string().min(1).max(254), status: z.enum(['ACTIVE', 'WITHDRAWN', 'BLACKLISTED']) })

/**
 * Contract "Test hooks", mounted at /v2/test only with `testHooks: true` (never in production):
 * they let browser tests force states that otherwise take an hour or an operator.
 */
export function testHooksRouter(ctx: Ctx): Router {
  const router = Router()

  router.post(
    '/tokens/expire',
    handle(async (req, res) => {
      const body = parseInput(expireBody, req.body)
      if (!(await expireAccessToken(ctx.db, body.access_token, ctx.now()))) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true })
    }),
  )

  router.post(
    '/users/status',
    handle(async (req, res) => {
      const body = parseInput(statusBody, req.body)
      // Sessions stay: a withdrawn or blacklisted member's open session is what the shop must handle.
      const [row] = await ctx.db.query<{ user_id: number; status: string }>(
        'update users set status = $2 where lower(email) = lower($1) returning user_id, status',
        [body.email, body.status],
      )
      if (!row) throw new HttpError(404, 'NOT_FOUND')
      res.json({ ok: true, user_id: row.user_id, status: row.status })
    }),
  )

  registerCommerceTestHooks(router, ctx)
  return router
}
