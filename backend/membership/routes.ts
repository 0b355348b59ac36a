import type { Request, Router } from 'express'
import { z } from 'zod'
import { requireSession } from '../accounts/tokens'
import { findSession } from '../auth/sessions'
import { PAYMENT_METHODS } from '../commerce/checkout'
import { isSafeReturnUrl } from '../commerce/orders'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { confirmJoin, prepareJoin } from './checkout'
import { gradeInfo } from './grades'
import { membershipStatus, setAutoRenew, settle } from './memberships'
import { listBenefits, listPlans } from './plans'

const key = z.string().min(1).max(100)
const prepareBody = z.object({
  plan_code: z.string().min(1).max(20),
  payment_method: z.enum(PAYMENT_METHODS),
  return_url: z.string().max(500),
})
const confirmBody = z.object({ order_key: key, payment_key: key })
const autoRenewBody = z.object({ auto_renew: z.boolean() })

const member = async (ctx: Ctx, req: Request) => (await requireSession(ctx, sessionToken(req))).userId
/** Guest allowed: a session when there is one (an invalid one is still 401). */
const memberOrGuest = async (ctx: Ctx, req: Request) => {
  const token = sessionToken(req)
  return token ? (await requireSession(ctx, token)).userId : null
}

/** Contract "V2: membership". */
export function registerMembershipRoutes(router: Router, ctx: Ctx): void {
  const { db } = ctx

  // The month's membership coupons are given when the membership is read (memberships.ts
  // \`settle\`): the coupon list and the order sheet read it first, so a new benefit month's
  // coupons are there wherever the member looks for them. A call without a valid session goes
  // on untouched and gets its 401 from the route itself.
  router.post(['/coupon/list', '/order/sheet'], (req, _res, next) => {
    findSession(db, sessionToken(req), ctx.now())
      .then(async (session) => {
        if (session?.status === 'ACTIVE') await db.transaction((tx) => settle(tx, session.userId, ctx.now()))
      })
      .then(() => next(), next)
  })

  router.post(
    '/membership/plans',
    handle(async (_req, res) => {
      const [plans, benefits] = await Promise.all([listPlans(db), listBenefits(db)])
      res.json({ plans, benefits })
    }),
  )

  router.post(
    '/membership/grades',
    handle(async (req, res) => {
      res.json(await gradeInfo(db, await memberOrGuest(ctx, req), ctx.now()))
    }),
  )

  router.post(
    '/membership/status',
    handle(async (req, res) => {
      res.json(await membershipStatus(db, await member(ctx, req), ctx.now()))
    }),
  )

  router.post(
    '/membership/prepare',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(prepareBody, req.body)
      if (!isSafeReturnUrl(body.return_url))
        throw new HttpError(400, 'BAD_REQUEST', 'return_url은 /로 시작하는 쇼핑몰 안의 경로여야 해요.', {
          reason: 'INVALID_FORMAT',
          field: 'return_url',
        })
      res.json(
        await prepareJoin(
          db,
          userId,
          { planCode: body.plan_code, paymentMethod: body.payment_method, returnUrl: body.return_url },
          ctx.now(),
        ),
      )
    }),
  )

  router.post(
    '/membership/confirm',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      const body = parseInput(confirmBody, req.body)
      res.json(await confirmJoin(db, userId, body.order_key, body.payment_key, ctx.now()))
    }),
  )

  router.post(
    '/membership/auto-renew',
    handle(async (req, res) => {
      const userId = await member(ctx, req)
      res.json({ membership: await setAutoRenew(db, userId, parseInput(autoRenewBody, req.body).auto_renew, ctx.now()) })
    }),
  )
}
