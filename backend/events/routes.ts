import type { Router } from 'express'
import { z } from 'zod'
import { findSession } from '../auth/sessions'
import type { Ctx } from '../context'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { groupParam, lenientIdParam } from '../http/params'
import { parseInput } from '../http/validate'
import { eventDetail, listEvents } from './events'

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
