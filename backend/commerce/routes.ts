import type { Router } from 'express'
import { z } from 'zod'
import { findSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { handle } from '../http/handler'
import { groupParam } from '../http/params'
import { parseInput } from '../http/validate'
import { registerCartRoutes } from './cart-routes'
import { welcomeDealAnswer } from './deals'
import { registerMemberRoutes } from './member-routes'
import { registerOrderRoutes } from './order-routes'

/** Contract "Shopping", V2 part: cart, addresses, coupons, orders, exchange and return. */
export function registerCommerceRoutes(router: Router, ctx: Ctx): void {
  registerCartRoutes(router, ctx)
  registerMemberRoutes(router, ctx)
  registerOrderRoutes(router, ctx)
}

const dealQuery = z.object({ productGroup1Id: groupParam })

/** Contract "Shopping", BFF part: `GET /welcome-deal`, the group's deals and whether the caller may buy one. */
export function registerWelcomeDealRoute(router: Router, { db, now }: Ctx): void {
  router.get(
    '/welcome-deal',
    handle(async (req, res) => {
      const query = parseInput(dealQuery, req.query)
      const session = await findSession(db, sessionToken(req), now())
      const member = session?.status === 'ACTIVE' ? session.userId : null
      res.json(await welcomeDealAnswer(db, query.productGroup1Id, member))
    }),
  )
}
