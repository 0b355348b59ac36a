import type { Router } from 'express'
import { z } from 'zod'
import { findSession, hashToken } from '../auth/sessions'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { groupParam, lenientIdParam } from '../http/params'
import { parseInput } from '../http/validate'
import { eventDetail, listEvents } from './events'
import { saveEvent } from './logging'

const listQuery = z.object({
  status: z.enum(['ONGOING', 'ENDED'], { message: 'status는 ONGOING 또는 ENDED예요.' }).default('ONGOING'),
  productGroup1Id: groupParam.optional(),
})

/** `eventId` is a number; a slug (`app`) names an event too. Anything else is simply unknown. */
const detailQuery = z.object({
  eventId: z.string().max(40).optional(),
})
const SLUG = /^[a-z][a-z0-9-]{1,30}$/

/** BFF: the promotions of docs/backend-api.md "Events". */
export function registerEventRoutes(router: Router, { db, now }: Ctx): void {
  router.get(
    '/event/list',
    handle(async (req, res) => {
      const query = parseInput(listQuery, req.query)
      res.json({
        status: query.status,
        events: await listEvents(db, { status: query.status, group: query.productGroup1Id ?? null }, now()),
      })
    }),
  )

  router.get(
    '/event/detail',
    handle(async (req, res) => {
      const raw = parseInput(detailQuery, req.query).eventId ?? ''
      const id = lenientIdParam.parse(raw)
      const key = id !== null ? { eventId: id } : SLUG.test(raw) ? { slug: raw } : null
      // A guest sees the coupon without a download state; an expired session counts as a guest.
      const session = await findSession(db, sessionToken(req), now())
      const member = session?.status === 'ACTIVE' ? session.userId : null
      const event = key ? await eventDetail(db, key, member, now()) : null
      if (!event) throw new HttpError(404, 'NOT_FOUND', '존재하지 않는 이벤트예요.')
      res.json(event)
    }),
  )
}

const eventLoggingBody = z.object({
  name: z.string().min(1).max(100),
  session: z.string().min(1),
  mobile_device_id: z.string().max(200).optional(),
  data: z.record(z.unknown()).default({}),
})

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
