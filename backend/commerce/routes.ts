import type { Router } from 'express'
import type { Ctx } from '../context'
import { registerCartRoutes } from './cart-routes'
import { registerMemberRoutes } from './member-routes'
import { registerOrderRoutes } from './order-routes'

/** Contract "Shopping", V2 part: cart, addresses, coupons, orders, exchange and return. */
export function registerCommerceRoutes(router: Router, ctx: Ctx): void {
  registerCartRoutes(router, ctx)
  registerMemberRoutes(router, ctx)
  registerOrderRoutes(router, ctx)
}
