import { InviteSummarySchema } from '~/domain/invite.schema'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

/** 친구 초대: the member's own code and the friends who joined with it. */
export const invites = {
  summary: (ctx: RequestContext) => v2Post(ctx, '/user/invite', InviteSummarySchema, deviceFields(ctx)),
}
