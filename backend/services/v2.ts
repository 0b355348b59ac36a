import { Router } from 'express'
import { z } from 'zod'
import { registerAccountRoutes } from '../accounts/routes'
import { registerAccountSettingsRoutes } from '../accounts/settings'
import { registerAdoptionInquiries } from '../adoption/routes'
import { registerCommerceRoutes } from '../commerce/routes'
import { requireSession } from '../accounts/tokens'
import { findSession, hashToken } from '../auth/sessions'
import { type Ctx, kstToday } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { NextFaults } from '../http/next-faults'
import { parseInput } from '../http/validate'
import { registerMembershipRoutes } from '../membership/routes'
import { registerInsuranceRoutes } from '../insurance/routes'
import { registerPetRoutes } from '../pets/routes'
import { registerSubscriptionRoutes } from '../subscriptions/routes'
import { registerDeviceRoutes } from '../users/device'
import { registerPartnerRoutes } from '../users/partners'
import { registerPushRoutes } from '../users/push'
import { registerBookingRoutes } from '../vet/routes'
import { loadUserDetail, WITHDRAWN_DETAIL } from '../users/detail'
import { testHooksRouter } from './test-hooks'

// Spec §7's body; a guest's shop may send session: null, which then answers 401, not 400.
const userDetailBody = z.object({
  mobile_device_id: z.string().max(200).nullish(),
  mobile_os_code: z.string().max(4).nullish(),
  session: z.string().nullish(),
})

const eventLoggingBody = z.object({
  name: z.string().min(1).max(100),
  session: z.string().min(1),
  mobile_device_id: z.string().max(200).optional(),
  data: z.record(z.unknown()).default({}),
})

const selectedGroupBody = userDetailBody.extend({
  product_group1_id: z.union([z.literal(1), z.literal(2)], {
    errorMap: () => ({ message: '강아지(1) 또는 고양이(2)만 고를 수 있어요.' }),
  }),
})

/** The mobile backend: POST with snake_case JSON in and out. */
export function v2Router(ctx: Ctx, { testHooks }: { testHooks: boolean }): Router {
  const { db } = ctx
  const router = Router()
  // Test hooks only: faults armed by POST /test/faults/next answer before any route (and its session check).
  const faults = testHooks ? new NextFaults() : null
  if (faults) router.use(faults.middleware)

  router.post(
    '/user/detail',
    handle(async (req, res) => {
      parseInput(userDetailBody, req.body)
      const session = await requireSession(ctx, sessionToken(req), { allowWithdrawn: true })
      // Spec §6: withdrawn is a 200 whose user_info says 401, not an HTTP error.
      if (session.status === 'WITHDRAWN') return res.json(WITHDRAWN_DETAIL)
      const detail = await loadUserDetail(db, session.userId, kstToday(ctx.now()))
      if (!detail) throw new HttpError(401, 'UNAUTHORIZED')
      res.json(detail)
    }),
  )

  router.post(
    '/event/logging',
    handle(async (req, res) => {
      // The shop treats any status but "ok" as a logging error, so failures carry one too.
      const body = parseInput(eventLoggingBody, req.body, { status: 'error' })
      // Events of expired or unknown sessions are still kept, just without a user. The row keeps
      // the token's hash (events of one session still group), never the token itself.
      const session = await findSession(db, body.session, ctx.now())
      await db.query(
        'insert into event_logs (name, session, user_id, mobile_device_id, data) values ($1, $2, $3, $4, $5::jsonb)',
        [body.name, hashToken(body.session), session?.userId ?? null, body.mobile_device_id ?? null, JSON.stringify(body.data)],
      )
      res.json({ status: 'ok' })
    }),
  )

  // Spec §7: a signed-in shopper's dog/cat choice follows them to their other devices.
  router.post(
    '/user/selected/product_group1/update',
    handle(async (req, res) => {
      const body = parseInput(selectedGroupBody, req.body)
      const session = await requireSession(ctx, sessionToken(req))
      await db.query('update users set selected_product_group1_id = $2 where user_id = $1', [session.userId, body.product_group1_id])
      res.json({ ok: true, product_group1_id: body.product_group1_id })
    }),
  )

  registerAccountRoutes(router, ctx)
  registerAccountSettingsRoutes(router, ctx)
  registerPushRoutes(router, ctx)
  registerPetRoutes(router, ctx)
  registerDeviceRoutes(router, ctx)
  registerPartnerRoutes(router, ctx)
  // Before commerce: it brings a membership up to date ahead of the coupon list and the order sheet.
  registerMembershipRoutes(router, ctx)
  registerCommerceRoutes(router, ctx)
  registerBookingRoutes(router, ctx)
  registerInsuranceRoutes(router, ctx)
  registerAdoptionInquiries(router, ctx)
  registerSubscriptionRoutes(router, ctx)
  // Without the option these paths fall through to the 404 of every unknown path.
  if (faults) router.use('/test', testHooksRouter(ctx, { faults }))

  return router
}
