import { z } from 'zod'
import { deviceFields, v2Post } from './calls.server'
import type { RequestContext } from './context'

const ListedSchema = z.object({
  sessions: z.array(
    z.object({
      sessionId: z.string(),
      mobileOsCode: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      current: z.boolean(),
    }),
  ),
})

/** docs/backend-api.md "A member's sessions": the sign-ins of the bearer's member. */
export const memberSessions = {
  list: (ctx: RequestContext) => v2Post(ctx, '/user/sessions', ListedSchema, deviceFields(ctx)).then((answer) => answer.sessions),

  /** 다른 기기에서 로그아웃: every sign-in but this one ends; answers how many sessions ended. */
  endOthers: (ctx: RequestContext) =>
    v2Post(ctx, '/user/sessions/end-others', z.object({ ended: z.number().int() }), deviceFields(ctx)).then((answer) => answer.ended),
}
