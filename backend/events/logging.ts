import type { Router } from 'express'
import { z } from 'zod'
import { findSession, hashToken } from '../auth/sessions'
import type { Ctx } from '../context'
import type { Queryable } from '../db/types'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'

const eventLoggingBody = z.object({
  name: z.string().min(1).max(100),
  session: z.string().min(1),
  mobile_device_id: z.string().max(200).optional(),
  data: z.record(z.unknown()).default({}),
})

type LoggedEvent = { name: string; sessionHash: string; userId: number | null; mobileDeviceId: string | null; data: unknown }

export async function saveEvent(db: Queryable, event: LoggedEvent): Promise<void> {
  await db.query('insert into event_logs (name, session, user_id, mobile_device_id, data) values ($1, $2, $3, $4, $5::jsonb)', [
    event.name,
    event.sessionHash,
    event.userId,
    event.mobileDeviceId,
    JSON.stringify(event.data),
  ])
}

/** V2 `POST /event/logging` (spec §7). */
export function registerEventLogging(router: Router, ctx: Ctx): void {
  router.post(
    '/event/logging',
    handle(async (req, res) => {
      // The shop treats any status but "ok" as a logging error, so failures carry one too.
      const body = parseInput(eventLoggingBody, req.body, { status: 'error' })
      // Events of expired or unknown sessions are still kept, just without a user. The row keeps
      // the token's hash (events of one session still group), never the token itself.
      const session = await findSession(ctx.db, body.session, ctx.now())
      await saveEvent(ctx.db, {
        name: body.name,
        sessionHash: hashToken(body.session),
        userId: session?.userId ?? null,
        mobileDeviceId: body.mobile_device_id ?? null,
        data: body.data,
      })
      res.json({ status: 'ok' })
    }),
  )
}
