import { z } from 'zod'
import {
  ConfirmedJoinSchema,
  GradesSchema,
  MembershipSchema,
  MembershipStatusSchema,
  PlansSchema,
  PreparedJoinSchema,
} from '~/domain/membership.schema'
import { v2Post } from './calls.server'
import type { RequestContext } from './context'

/** 펫멤버십 and grades of V2 (docs/backend-api.md "V2: membership"). Plans and grades answer guests too. */
export const membership = {
  plans: (ctx: RequestContext) => v2Post(ctx, '/membership/plans', PlansSchema, {}),
  grades: (ctx: RequestContext) => v2Post(ctx, '/membership/grades', GradesSchema, {}),
  status: (ctx: RequestContext) => v2Post(ctx, '/membership/status', MembershipStatusSchema, {}),
  prepare: (ctx: RequestContext, join: { planCode: string; paymentMethod: string; returnUrl: string }) =>
    v2Post(ctx, '/membership/prepare', PreparedJoinSchema, join),
  confirm: (ctx: RequestContext, orderKey: string, paymentKey: string) =>
    v2Post(ctx, '/membership/confirm', ConfirmedJoinSchema, { orderKey, paymentKey }),
  setAutoRenew: (ctx: RequestContext, autoRenew: boolean) =>
    v2Post(ctx, '/membership/auto-renew', z.object({ membership: MembershipSchema }), { autoRenew }),
}
