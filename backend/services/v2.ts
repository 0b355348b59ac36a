import { Router } from 'express'
import { z } from 'zod'
import { findSession } from '../auth/sessions'
import type { Queryable } from '../db/types'
import { sessionToken } from '../http/auth'
import { HttpError } from '../http/errors'
import { handle } from '../http/handler'
import { parseInput } from '../http/validate'
import { loadUserDetail } from '../users/detail'

const deviceFields = {
  mobile_device_id: z.string().max(200).optional(),
  mobile_os_code: z.string().max(4).optional(),
  session: z.string().optional(),
}

const userDetailBody = z.object(deviceFields)

const eventLoggingBody = z.object({
  name: z.string().min(1).max(100),
  session: z.string().min(1),
  mobile_device_id: z.string().max(200).optional(),
  data: z.record(z.unknown()).default({}),
})

/** The mobile backend: POST with snake_case JSON in and out. */
export function v2Router(db: Queryable): Router {
  const router = Router()

  router.post(
    '/user/detail',
    handle(async (req, res) => {
      parseInput(userDetailBody, req.body)
      const session = await findSession(db, sessionToken(req))
      if (!session || session.status === 'WITHDRAWN') throw new HttpError(401, 'UNAUTHORIZED')
      if (session.status === 'BLACKLISTED') throw new HttpError(403, 'BLACK_LISTED_USER')
      const detail = await loadUserDetail(db, session.userId)
      if (!detail) throw new HttpError(401, 'UNAUTHORIZED')
      res.json(detail)
    }),
  )

  router.post(
    '/event/logging',
    handle(async (req, res) => {
      // The shop treats any status but "ok" as a logging error, so failures carry one too.
      const body = parseInput(eventLoggingBody, req.body, { status: 'error' })
      // Events of expired or unknown sessions are still kept, just without a user.
      const session = await findSession(db, body.session)
      await db.query(
        'insert into event_logs (name, session, user_id, mobile_device_id, data) values ($1, $2, $3, $4, $5::jsonb)',
        [body.name, body.session, session?.userId ?? null, body.mobile_device_id ?? null, JSON.stringify(body.data)],
      )
      res.json({ status: 'ok' })
    }),
  )

  return router
}
