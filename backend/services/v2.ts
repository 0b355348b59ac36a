import { Router } from 'express'
import { registerAccountRoutes } from '../accounts/routes'
import { registerAccountSettingsRoutes } from '../accounts/settings-routes'
import { registerAdoptionInquiries } from '../adoption/routes'
import { registerCommerceRoutes } from '../commerce/routes'
import type { Ctx } from '../context'
import { registerEventLogging } from '../events/routes'
import { NextFaults } from '../http/next-faults'
import { registerInsuranceRoutes } from '../insurance/routes'
import { registerMembershipRoutes } from '../membership/routes'
import { registerNotificationRoutes } from '../notifications/routes'
import { registerPetRoutes } from '../pets/routes'
import { registerSubscriptionRoutes } from '../subscriptions/routes'
import { testHooksRouter } from '../test-hooks/routes'
import { registerPushRoutes } from '../users/push-routes'
import { registerDeviceRoutes, registerPartnerRoutes, registerUserRoutes } from '../users/routes'
import { registerBookingRoutes } from '../vet/routes'
import { registerWishlistRoutes } from '../wishlist/routes'

/** The mobile backend: POST with snake_case JSON in and out. */
export function v2Router(ctx: Ctx, { testHooks }: { testHooks: boolean }): Router {
  const router = Router()
  // Test hooks only: faults armed by POST /test/faults/next answer before any route (and its session check).
  const faults = testHooks ? new NextFaults() : null
  if (faults) router.use(faults.middleware)

  registerUserRoutes(router, ctx)
  registerEventLogging(router, ctx)
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
  registerWishlistRoutes(router, ctx)
  registerNotificationRoutes(router, ctx)
  // Without the option these paths fall through to the 404 of every unknown path.
  if (faults) router.use('/test', testHooksRouter(ctx, { faults }))

  return router
}
