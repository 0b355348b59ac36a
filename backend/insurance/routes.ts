import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import { id } from '../commerce/cart-routes'
import { type Ctx, kstToday } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { applyForInsurance, listApplications } from './applications'
import { listPlans } from './plans'

const applyBody = z.object({
  plan_id: id,
  pet_id: id,
  // The consent is checked as a business rule (its own reason), so any boolean passes here.
  agree: z.boolean({ message: 'agree는 true 또는 false예요.' }),
})

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId

/** Contract "V2: pet insurance". */
export function registerInsuranceRoutes(router: Router, ctx: Ctx): void {
  // Guest allowed: anyone can compare plans and work out a quote.
  router.post(
    '/insurance/plans',
    handle(async (_req, res) => {
      res.json({ plans: await listPlans(ctx.db) })
    }),
  )

  router.post(
    '/insurance/apply',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(applyBody, req.body)
      const now = ctx.now()
      res.json(await applyForInsurance(ctx.db, userId, body, now, kstToday(now)))
    }),
  )

  router.post(
    '/insurance/applications',
    handle(async (req, res) => {
      res.json({ applications: await listApplications(ctx.db, await member(ctx, req)) })
    }),
  )
}
